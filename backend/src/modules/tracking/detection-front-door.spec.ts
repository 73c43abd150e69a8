import { jest } from '@jest/globals';
import { comparable } from '../../common/front-door.test-support.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { CarrierTrackingLinks } from '../carriers/carrier-tracking-links.js';
import { detectNumberOf } from './detection-front-door.js';
import { TrackingService } from './tracking.service.js';

describe('detectNumberOf', () => {
  it('takes the number of a GET whose query is `number` alone, decoded as Express decodes it', () => {
    expect(detectNumberOf('GET', '/api/tracking/detect?number=1Z5R89390357567127')).toBe('1Z5R89390357567127');
    expect(detectNumberOf('GET', '/api/tracking/detect?number=LP%20998+877')).toBe('LP 998 877');
    expect(detectNumberOf('GET', '/api/tracking/detect?number=')).toBe('');
    for (const [method, url] of [
      ['HEAD', '/api/tracking/detect?number=1Z5R89390357567127'],
      ['GET', '/api/tracking/detect'],
      ['GET', '/api/tracking/detect?number=A&number=B'],
      ['GET', '/api/tracking/detect?number=A&lang=de'],
      ['GET', '/api/tracking/detect?numbers=A'],
      ['GET', '/api/tracking/detect/?number=A'],
      ['GET', '/api/tracking/1Z5R89390357567127?number=A'],
    ])
      expect(detectNumberOf(method, url)).toBeUndefined();
  });
});

describe('GET /api/tracking/detect answered before the router (front door)', () => {
  let t: TestApp;
  let routed: jest.SpiedFunction<TrackingService['detectWithLinks']>;

  beforeAll(async () => {
    t = await startTestApp();
    routed = jest.spyOn(t.app.get(TrackingService), 'detectWithLinks');
  });
  afterAll(async () => {
    routed.mockRestore();
    await t.close();
  });

  it('answers the bytes and headers the route answered once the templates are read, without the route', async () => {
    const path = '/api/tracking/detect?number=1z5r89390357567127';
    const fromRoute = await t.http.get(path);
    expect(fromRoute.status).toBe(200);
    expect(routed).toHaveBeenCalledTimes(1);

    const fromDoor = await t.http.get(path);
    expect(routed).toHaveBeenCalledTimes(1); // the route did not run
    expect(fromDoor.status).toBe(200);
    expect(fromDoor.text).toBe(fromRoute.text);
    expect(comparable(fromDoor.headers)).toEqual(comparable(fromRoute.headers));
    expect(fromDoor.body.candidates[0]).toMatchObject({ carrier: 'ups', trackingUrl: expect.stringContaining('1Z5R') });

    const revalidated = await t.http.get(path).set('If-None-Match', String(fromRoute.headers.etag));
    expect(revalidated.status).toBe(304);
  });

  it('leaves what the route refuses to the route, with its field errors', async () => {
    const calls = routed.mock.calls.length;
    const blank = await t.http.get('/api/tracking/detect?number=%20');
    expect(blank.status).toBe(400);
    expect(routed.mock.calls.length).toBe(calls + 1);
    const unknownField = await t.http.get('/api/tracking/detect?number=1Z5R89390357567127&x=1');
    expect(unknownField.status).toBe(400);
    const script = await t.http.get(`/api/tracking/detect?number=${encodeURIComponent('<script>')}`);
    expect(script.status).toBe(400);
    expect(script.text).not.toContain('<script>');
  });

  it('goes back to the route when staff change a carrier, until the route has read the templates again', async () => {
    const path = '/api/tracking/detect?number=LP998877664CN';
    await t.http.get(path);
    const calls = routed.mock.calls.length;
    await t.http.get(path);
    expect(routed.mock.calls.length).toBe(calls); // held

    t.app.get(CarrierTrackingLinks).invalidate();
    expect((await t.http.get(path)).status).toBe(200);
    expect(routed.mock.calls.length).toBe(calls + 1);
    await t.http.get(path);
    expect(routed.mock.calls.length).toBe(calls + 1);
  });
});

import { jest } from '@jest/globals';
import { sealData } from 'iron-session';
import { startTestApp, TEST_ADMIN, type TestApp } from '../../testing/test-app.js';
import { MAX_FAILED_SIGN_INS } from './login-throttle.service.js';
import { SESSION_COOKIE } from './session.service.js';

describe('sign-in and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('signs in with the right password and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const response = await t.http.post('/api/auth/login').send(TEST_ADMIN).expect(200);
    expect(response.body).toMatchObject({ isAuthorised: true, user: { name: 'Administrator', role: 'admin' } });
    expect(response.body.csrfToken).toEqual(expect.any(String));
    const cookie = response.headers['set-cookie'][0];
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=(\d+)/);
    expect(Number(/Max-Age=(\d+)/.exec(cookie)![1])).toBeGreaterThan(13 * 24 * 3600);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('reports the session, and no session without a cookie', async () => {
    const browser = await t.signIn();
    const session = await browser.get('/api/auth/session').expect(200);
    expect(session.body).toMatchObject({ isAuthorised: true, user: { role: 'admin' }, csrfToken: browser.csrfToken });
    expect(session.body.user._id).toEqual(expect.any(String));
    const anonymous = await t.http.get('/api/auth/session').expect(200);
    expect(anonymous.body).toEqual({ user: null, isAuthorised: false });
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const unknown = await t.http.post('/api/auth/login').send({ email: 'nobody@x.test', password: 'whatever12' });
    const wrong = await t.http.post('/api/auth/login').send({ email: TEST_ADMIN.email, password: 'wrong password' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.message).toBe('Email or password is incorrect');
  });

  it('answers 400 with field errors when email or password is missing', async () => {
    const response = await t.http.post('/api/auth/login').send({}).expect(400);
    expect(response.body.errors).toEqual({ email: 'Enter your email', password: 'Enter your password' });
  });

  it(`refuses sign-in with 429 after ${MAX_FAILED_SIGN_INS} failures for the same email and IP`, async () => {
    const email = 'throttled@parcelpilot.test';
    for (let attempt = 0; attempt < MAX_FAILED_SIGN_INS; attempt++) {
      await t.http.post('/api/auth/login').send({ email, password: 'wrong password' }).expect(401);
    }
    const refused = await t.http.post('/api/auth/login').send({ email, password: 'wrong password' }).expect(429);
    expect(refused.body.message).toMatch(/Too many failed sign-in attempts\. Try again in 15 minutes\./);
    // Another email from the same IP is not affected.
    await t.http.post('/api/auth/login').send(TEST_ADMIN).expect(200);
  });

  it('treats a tampered cookie as no session', async () => {
    const browser = await t.signIn();
    const cookie = (await browser.get('/api/auth/session')).request.cookies;
    expect(cookie).toContain(SESSION_COOKIE);
    const value = /parcelpilot_session=([^;]+)/.exec(cookie)![1];
    const tampered = value.slice(0, -4) + (value.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const response = await t.http.get('/api/auth/session').set('Cookie', `${SESSION_COOKIE}=${tampered}`).expect(200);
    expect(response.body).toEqual({ user: null, isAuthorised: false });
    await t.http.get('/api/profile').set('Cookie', `${SESSION_COOKIE}=${tampered}`).expect(401);
  });

  it('treats an expired cookie as no session', async () => {
    const browser = await t.signIn();
    const session = await browser.get('/api/auth/session');
    const sealed = await sealData(
      { userId: session.body.user._id, isAuthorised: true, sessionVersion: 1, csrfToken: 'x' },
      { password: t.context.config.sessionSecret, ttl: 60 },
    );
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 3 * 60 * 1000);
    try {
      const response = await t.http.get('/api/auth/session').set('Cookie', `${SESSION_COOKIE}=${sealed}`).expect(200);
      expect(response.body.isAuthorised).toBe(false);
    } finally {
      clock.mockRestore();
    }
  });

  it('signing out ends the session everywhere', async () => {
    const laptop = await t.signIn();
    const phone = await t.signIn();
    await phone.get('/api/profile').expect(200);
    await laptop.post('/api/auth/logout').expect(200);
    await laptop.get('/api/profile').expect(401);
    await phone.get('/api/profile').expect(401);
  });

  it('refuses a cross-site POST with 403', async () => {
    const response = await t.http
      .post('/api/auth/login')
      .set('Origin', 'https://evil.example')
      .send(TEST_ADMIN)
      .expect(403);
    expect(response.body.message).toBe('Cross-site request refused');
    const browser = await t.signIn();
    await browser.agent
      .put('/api/profile')
      .set('Referer', 'https://evil.example/page')
      .set('x-csrf-token', browser.csrfToken)
      .send({ name: 'Mallory' })
      .expect(403);
  });

  it('refuses a change in a session without its CSRF token', async () => {
    const browser = await t.signIn();
    await browser.agent.put('/api/profile').send({ name: 'No token' }).expect(403);
    await browser.agent.put('/api/profile').set('x-csrf-token', 'forged').send({ name: 'Forged' }).expect(403);
    await browser.put('/api/profile', { name: 'Administrator' }).expect(200);
  });
});

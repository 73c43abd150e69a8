import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { addressKey, clientAddress, parseTrustProxy, trustFunction } from './client-address.js';

/** A request as Node hands it over: its socket's peer address and its headers. */
function requestFrom(peer: string, forwardedFor?: string): IncomingMessage {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: peer });
  return { socket, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } } as IncomingMessage;
}

function resolve(setting: string, peer: string, forwardedFor?: string): string | undefined {
  return clientAddress(requestFrom(peer, forwardedFor), trustFunction(parseTrustProxy(setting)));
}

describe('TRUST_PROXY and the client address', () => {
  it('parses a hop count or a list of addresses, CIDR ranges and names, and refuses anything else', () => {
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
    expect(parseTrustProxy(' loopback, 10.0.0.0/8 ,2001:db8::/32')).toEqual({
      addresses: ['loopback', '10.0.0.0/8', '2001:db8::/32'],
    });
    expect(() => parseTrustProxy('11')).toThrow(/between 0 and 10/);
    expect(() => parseTrustProxy('proxy.example')).toThrow(/invalid IP address: proxy.example/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/invalid/);
    expect(() => parseTrustProxy(' , ')).toThrow(/hop count or a comma-separated list/);
  });

  it('ignores the forwarded addresses of a peer that is not trusted', () => {
    expect(resolve('10.0.0.0/8', '203.0.113.5', '198.51.100.7')).toBe('203.0.113.5');
    expect(resolve('loopback', '203.0.113.5', '198.51.100.7')).toBe('203.0.113.5');
    expect(resolve('0', '127.0.0.1', '198.51.100.7')).toBe('127.0.0.1');
    // A trusted proxy's entry is read, but not what an untrusted peer before it claimed.
    expect(resolve('10.0.0.0/8', '10.1.1.1', '192.0.2.9, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('believes as many hops as the hop count says', () => {
    expect(resolve('1', '10.1.1.1', '192.0.2.9, 198.51.100.7')).toBe('198.51.100.7');
    expect(resolve('2', '10.1.1.1', '192.0.2.9, 198.51.100.7')).toBe('192.0.2.9');
    expect(resolve('2', '10.1.1.1', '198.51.100.7')).toBe('198.51.100.7');
  });

  it('never takes a value that is not an IP address: the proxy that passed it on is the client', () => {
    expect(resolve('loopback', '127.0.0.1', 'evil')).toBe('127.0.0.1');
    expect(resolve('1', '10.1.1.1', "' OR 1=1 --")).toBe('10.1.1.1');
    expect(resolve('1', '10.1.1.1', '198.51.100.7:4711')).toBe('10.1.1.1');
    expect(resolve('3', '10.1.1.1', '192.0.2.9, unknown, 198.51.100.7')).toBe('198.51.100.7');
    expect(resolve('loopback', '127.0.0.1', '')).toBe('127.0.0.1');
  });

  it('keys IPv4 as it is and IPv6 by its /64', () => {
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('64:ff9b::198.51.100.7')).toBe('64:ff9b:0:0::/64');
    expect(addressKey(undefined)).toBe('unknown');
  });
});

describe('request.ip of the API behind TRUST_PROXY=1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '50' });
  });
  afterAll(() => t.close());

  /** RateLimit-Remaining of one request: which bucket it was counted in, and how full that bucket is. */
  async function remaining(forwardedFor?: string): Promise<number> {
    const request = t.http.get('/api/tracking/formats');
    if (forwardedFor !== undefined) request.set('X-Forwarded-For', forwardedFor);
    const response = await request.expect(200);
    return Number(response.headers['ratelimit-remaining']);
  }

  it('counts a client by the last forwarded address, garbage under the proxy itself, IPv6 by its /64', async () => {
    expect(await remaining('198.51.100.7')).toBe(49);
    expect(await remaining('192.0.2.1, 198.51.100.7')).toBe(48);
    expect(await remaining('198.51.100.8')).toBe(49);
    // Not addresses: counted as the proxy (the test client on loopback), one bucket whatever the text.
    expect(await remaining()).toBe(49);
    expect(await remaining('evil')).toBe(48);
    expect(await remaining('also not an address')).toBe(47);
    expect(await remaining('2001:db8:1:2::1')).toBe(49);
    expect(await remaining('2001:db8:1:2:ffff::9')).toBe(48);
    expect(await remaining('2001:db8:1:3::1')).toBe(49);
  });
});

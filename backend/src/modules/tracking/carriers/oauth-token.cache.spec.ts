import { jest } from '@jest/globals';

import { CarrierResponseError } from './carrier.errors.js';
import { OAuthTokenCache, oauthTokenFromBody, type OAuthToken } from './oauth-token.cache.js';

describe('OAuthTokenCache', () => {
  let now: number;
  let issued: number;
  let fetchToken: ReturnType<typeof jest.fn<() => Promise<OAuthToken>>>;
  let cache: OAuthTokenCache;

  beforeEach(() => {
    now = 0;
    issued = 0;
    fetchToken = jest.fn<() => Promise<OAuthToken>>(() => {
      issued += 1;
      return Promise.resolve({ accessToken: `token-${issued}`, expiresInSeconds: 3_600 });
    });
    cache = new OAuthTokenCache(fetchToken, { refreshMarginMs: 60_000 }, () => now);
  });

  it('reuses the token until shortly before it expires, then fetches a new one', async () => {
    await expect(cache.getToken()).resolves.toBe('token-1');
    now = 3_600_000 - 60_001;
    await expect(cache.getToken()).resolves.toBe('token-1');
    now = 3_600_000 - 60_000;
    await expect(cache.getToken()).resolves.toBe('token-2');
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('shares one token request between concurrent callers', async () => {
    const tokens = await Promise.all([cache.getToken(), cache.getToken(), cache.authorize()]);

    expect(tokens).toEqual(['token-1', 'token-1', { authorization: 'Bearer token-1' }]);
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it('renews short-lived tokens half-way through their life rather than on every call', async () => {
    fetchToken.mockResolvedValueOnce({ accessToken: 'short', expiresInSeconds: 60 });

    await cache.getToken();
    now = 29_999;
    await expect(cache.getToken()).resolves.toBe('short');
    now = 30_000;
    await expect(cache.getToken()).resolves.toBe('token-1');
  });

  it('drops a refused token, unless a newer one has replaced it already', async () => {
    await cache.getToken();
    expect(cache.rejected({ authorization: 'Bearer token-1' })).toBe(true);
    await expect(cache.getToken()).resolves.toBe('token-2');

    cache.invalidate('token-1');
    await expect(cache.getToken()).resolves.toBe('token-2');
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('passes a failed token request on, and asks again on the next call', async () => {
    fetchToken.mockRejectedValueOnce(new Error('token endpoint down'));

    await expect(cache.getToken()).rejects.toThrow('token endpoint down');
    await expect(cache.getToken()).resolves.toBe('token-1');
  });
});

describe('oauthTokenFromBody', () => {
  it('reads the lifetime whether it is sent as a number or as a string', () => {
    expect(oauthTokenFromBody('ups', { access_token: 'a', token_type: 'Bearer', expires_in: '14399' })).toEqual({
      accessToken: 'a',
      expiresInSeconds: 14_399,
    });
    expect(oauthTokenFromBody('fedex', { access_token: 'b', expires_in: 3599 })).toEqual({
      accessToken: 'b',
      expiresInSeconds: 3_599,
    });
  });

  it('rejects an answer without a token', () => {
    expect(() => oauthTokenFromBody('usps', { token_type: 'Bearer', expires_in: 100 })).toThrow(CarrierResponseError);
    expect(() => oauthTokenFromBody('usps', null)).toThrow(/unexpected token response/);
  });
});

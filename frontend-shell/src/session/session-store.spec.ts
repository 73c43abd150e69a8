import { describe, expect, it, jest } from '@jest/globals';
import { announceSessionChange } from '@parcelpilot/contracts';
import { getSessionState, subscribeSession } from './session-store';

describe('session store', () => {
  it('starts unknown, then follows every session a remote announces and tells its subscribers', () => {
    expect(getSessionState()).toEqual({ status: 'loading' });
    const listener = jest.fn();
    const stop = subscribeSession(listener);

    const ada = { _id: 'u1', image: null, name: 'Ada', role: 'admin' } as const;
    announceSessionChange({ isAuthorised: true, user: ada });
    expect(getSessionState()).toEqual({ status: 'ready', user: ada });
    announceSessionChange({ isAuthorised: false, user: null });
    expect(getSessionState()).toEqual({ status: 'ready', user: null });
    expect(listener).toHaveBeenCalledTimes(2);

    stop();
    const bob = { _id: 'u2', image: null, name: 'Bob', role: 'editor' } as const;
    announceSessionChange({ isAuthorised: true, user: bob });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(getSessionState()).toEqual({ status: 'ready', user: bob });
  });
});

import { afterEach, describe, expect, it, jest } from '@jest/globals';
import {
  announceSessionChange,
  isSessionResponse,
  isSignOutRequested,
  onSessionChange,
  SESSION_CHANGE_EVENT,
  SIGN_OUT_REQUESTED,
  type SessionResponse,
} from './session.js';

const signedIn: SessionResponse = { isAuthorised: true, user: { _id: 'u1', image: null, name: 'Ada', role: 'admin' } };
const signedOut: SessionResponse = { isAuthorised: false, user: null };

describe('session events', () => {
  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it('hands an announced session to every listener', () => {
    const first = jest.fn();
    const second = jest.fn();
    stops.push(onSessionChange(first), onSessionChange(second));
    announceSessionChange(signedIn);
    expect(first).toHaveBeenCalledWith(signedIn);
    expect(second).toHaveBeenCalledWith(signedIn);
  });

  it('stops calling a listener once it unsubscribed', () => {
    const listener = jest.fn();
    const stop = onSessionChange(listener);
    announceSessionChange(signedOut);
    stop();
    announceSessionChange(signedIn);
    expect(listener.mock.calls).toEqual([[signedOut]]);
  });

  it('ignores an event of the same name whose detail is not a session (another script on the page)', () => {
    const listener = jest.fn();
    stops.push(onSessionChange(listener));
    window.dispatchEvent(new CustomEvent(SESSION_CHANGE_EVENT, { detail: { isAuthorised: 'yes', user: null } }));
    window.dispatchEvent(new CustomEvent(SESSION_CHANGE_EVENT, { detail: null }));
    window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('isSessionResponse', () => {
  it.each([
    ['signed in', signedIn, true],
    ['signed out', signedOut, true],
    ['null', null, false],
    ['a string', 'session', false],
    ['isAuthorised not a boolean', { isAuthorised: 1, user: null }, false],
    ['no user key', { isAuthorised: false }, false],
    ['a user without a name', { isAuthorised: true, user: {} }, false],
    ['a user that is a string', { isAuthorised: true, user: 'Ada' }, false],
  ])('%s', (_case, value, expected) => {
    expect(isSessionResponse(value)).toBe(expected);
  });
});

describe('isSignOutRequested', () => {
  it('is true only for the state the top bar sets', () => {
    expect(isSignOutRequested(SIGN_OUT_REQUESTED)).toBe(true);
    expect(isSignOutRequested({ signOut: 'requested', other: 1 })).toBe(true);
    expect(isSignOutRequested({ signOut: true })).toBe(false);
    expect(isSignOutRequested(null)).toBe(false);
    expect(isSignOutRequested(undefined)).toBe(false);
    expect(isSignOutRequested('requested')).toBe(false);
  });
});

import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY, getAuthToken, removeAuthToken, setAuthToken, subscribeAuthToken } from './auth-token.ts';
import { readFlowState, readFromState } from './flow-state.ts';
import { syncCacheWithSession } from './session-sync.ts';
import { createMemoryStorage } from './test-storage.ts';

beforeEach(() => {
  vi.stubGlobal('localStorage', createMemoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('auth token', () => {
  it('is stored in localStorage under auth_token and notifies subscribers on change only', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeAuthToken(listener);
    setAuthToken('abc');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('abc');
    expect(AUTH_TOKEN_KEY).toBe('auth_token');
    setAuthToken('abc');
    removeAuthToken();
    removeAuthToken();
    expect(getAuthToken()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('clears the query cache when a session ends, not when one starts', () => {
    const client = new QueryClient();
    const stop = syncCacheWithSession(client);
    setAuthToken('first');
    client.setQueryData(['me'], { name: 'Ana' });
    setAuthToken('first');
    expect(client.getQueryData(['me'])).toEqual({ name: 'Ana' });
    removeAuthToken();
    expect(client.getQueryData(['me'])).toBeUndefined();
    stop();
  });
});

describe('navigation state', () => {
  it('recognises a flow in progress only with both otp_id and email', () => {
    expect(readFlowState({ otp_id: 'x', email: 'a@b.co' })).toEqual({ otp_id: 'x', email: 'a@b.co' });
    expect(readFlowState({ otp_id: 'x' })).toBeNull();
    expect(readFlowState({ email: 'a@b.co' })).toBeNull();
    expect(readFlowState(null)).toBeNull();
  });

  it('only accepts same-app return paths', () => {
    expect(readFromState({ from: '/budget?month=2025-01' })).toBe('/budget?month=2025-01');
    expect(readFromState({ from: '//evil.example' })).toBeNull();
    expect(readFromState({ from: 'https://evil.example' })).toBeNull();
    expect(readFromState(undefined)).toBeNull();
  });
});

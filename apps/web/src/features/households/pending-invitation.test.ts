// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberInvitation, takePendingInvitation } from './pending-invitation.ts';

// An invitation opened while signed out waits for the person to sign in or sign up (decision 044):
// the header's household menu takes it once and opens the link again.
describe('a pending household invitation', () => {
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('is taken once, after signing in or up', () => {
    rememberInvitation('abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    expect(takePendingInvitation()).toBe('abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    expect(takePendingInvitation()).toBeNull();
  });

  it('is forgotten after a day, and when what was kept is not one', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    rememberInvitation('token-de-ayer-0123456789');
    vi.setSystemTime(new Date('2026-11-28T10:00:01Z'));
    expect(takePendingInvitation()).toBeNull();
    localStorage.setItem('cc-pending-invitation', '{no es json');
    expect(takePendingInvitation()).toBeNull();
    expect(localStorage.getItem('cc-pending-invitation')).toBeNull();
  });
});

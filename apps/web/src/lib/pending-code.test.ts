// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { clearPendingCode, pendingFor, readPendingCode, savePendingCode } from './pending-code.ts';

afterEach(() => localStorage.clear());

describe('pending code flows', () => {
  it('survive a reload or a new tab (localStorage) for the code’s 10 minutes, never holding the code', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    savePendingCode('email', { otp_id: 'otp-1', target: 'ana@example.com', confirmed: false }, now);
    expect(Object.keys(JSON.parse(localStorage.getItem('pending_code_email')!))).toEqual([
      'otp_id',
      'target',
      'confirmed',
      'expires_at',
    ]);
    expect(readPendingCode('email', now + 9 * 60_000)).toEqual({
      otp_id: 'otp-1',
      target: 'ana@example.com',
      confirmed: false,
    });
    expect(pendingFor('email', ' Ana@Example.com ', now)?.otp_id).toBe('otp-1');
    expect(pendingFor('email', 'otra@example.com', now)).toBeNull();
    expect(readPendingCode('phone', now)).toBeNull();
    expect(readPendingCode('email', now + 10 * 60_000)).toBeNull();
    expect(localStorage.getItem('pending_code_email')).toBeNull();
  });

  it('are cleared when the flow ends and ignore what is not theirs', () => {
    savePendingCode('phone', { otp_id: 'otp-2', target: '+573001234567', confirmed: false });
    clearPendingCode('phone');
    expect(readPendingCode('phone')).toBeNull();
    localStorage.setItem('pending_code_email', '{roto');
    expect(readPendingCode('email')).toBeNull();
  });
});

/**
 * A code flow waiting for its 6-digit code (sign-up e-mail, phone link), kept in localStorage so a
 * reload or a new tab continues it: in history state alone it was lost, and asking again is
 * refused for 60 s while a valid code sat in the mailbox. Only the code's handle (`otp_id`) and
 * where it went are kept, never the code, and only for the code's own lifetime (10 minutes,
 * docs/architecture.md §6).
 */
export type CodeKind = 'email' | 'phone';
export type PendingCode = { otp_id: string; target: string; confirmed: boolean };

const LIFETIME_MS = 10 * 60 * 1000;
const keyOf = (kind: CodeKind) => `pending_code_${kind}`;

export function savePendingCode(kind: CodeKind, pending: PendingCode, now = Date.now()): void {
  try {
    localStorage.setItem(keyOf(kind), JSON.stringify({ ...pending, expires_at: now + LIFETIME_MS }));
  } catch {
    // Storage full or refused (private mode): the flow still works in this tab's history.
  }
}

export function readPendingCode(kind: CodeKind, now = Date.now()): PendingCode | null {
  try {
    const raw = localStorage.getItem(keyOf(kind));
    if (!raw) return null;
    const value = JSON.parse(raw) as Record<string, unknown>;
    const { otp_id, target, confirmed, expires_at } = value;
    if (typeof otp_id !== 'string' || !otp_id || typeof target !== 'string' || !target) return null;
    if (typeof expires_at !== 'number' || expires_at <= now) {
      localStorage.removeItem(keyOf(kind));
      return null;
    }
    return { otp_id, target, confirmed: confirmed === true };
  } catch {
    return null;
  }
}

export function clearPendingCode(kind: CodeKind): void {
  try {
    localStorage.removeItem(keyOf(kind));
  } catch {
    // Nothing to clear.
  }
}

/** The pending code for this address, if it is the one typed again (case and spaces aside). */
export function pendingFor(kind: CodeKind, target: string, now = Date.now()): PendingCode | null {
  const pending = readPendingCode(kind, now);
  const same = (text: string) => text.trim().toLowerCase();
  return pending && same(pending.target) === same(target) ? pending : null;
}

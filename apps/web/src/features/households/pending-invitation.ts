// An invitation opened while signed out waits here until the person has signed in or up: the
// signed-in layout then opens it again (decision 044). Kept a day: links last a week anyway.

const KEY = 'cc-pending-invitation';
const KEEP_MS = 24 * 3600 * 1000;

export function rememberInvitation(token: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ token, at: Date.now() }));
  } catch {
    // Without storage the person opens the mailed link again once signed in.
  }
}

/** The waiting invitation's token, forgotten as it is read. */
export function takePendingInvitation(): string | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    localStorage.removeItem(KEY);
    const { token, at } = JSON.parse(raw) as { token?: unknown; at?: unknown };
    return typeof token === 'string' && typeof at === 'number' && Date.now() - at < KEEP_MS ? token : null;
  } catch {
    return null;
  }
}

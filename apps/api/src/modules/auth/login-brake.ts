import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { loginFailures } from '../../db/schema/limits.ts';
import { sha256 } from '../../lib/crypto.ts';
import { type Deps, sendMailInBackground } from '../../lib/deps.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { loginBrakeMail } from '../../lib/mail-templates.ts';

/*
 * Per-account brake on wrong passwords (decision 017). The per-IP limit does not stop an attacker
 * who spreads guesses over many addresses; this counts wrong passwords per sign-in email, in the
 * database, so every API instance sees the same count.
 *
 * - The first FREE_TRIES wrong passwords cost nothing (typos).
 * - From then on each wrong password brakes the email for a delay that doubles, up to MAX_DELAY:
 *   sign-ins are refused without checking the password until the delay ends.
 * - The owner gets one mail when the brake engages (at most one a day), with the way out.
 * - An attacker cannot lock the owner out for good: the delay is bounded, attempts during the
 *   brake neither count nor extend it, a password reset by mail lifts it at once, and sessions
 *   already open keep working.
 */
export const FREE_TRIES = 5;
const FIRST_DELAY_MS = 30_000;
export const MAX_DELAY_MS = 15 * 60_000;
const NOTIFY_EVERY_MS = 24 * 3600_000;

const keyOf = (email: string) => sha256(`login:${email.trim().toLowerCase()}`);

export function brakeDelayMs(failures: number): number {
  if (failures < FREE_TRIES) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(failures - FREE_TRIES, 20));
}

export const brakeMessage = (waitMs: number) => {
  const minutes = Math.ceil(waitMs / 60_000);
  return `Demasiados intentos fallidos con este correo. Espera ${minutes === 1 ? '1 minuto' : `${minutes} minutos`} o restablece tu contraseña.`;
};

/**
 * Takes one try for the email before its password is checked, or refuses it with 429 while the
 * email is braked. The try is counted as wrong up front and the brake engages with the
 * FREE_TRIES-th, all under the row's lock, so guesses sent at once are counted one after the
 * other: only FREE_TRIES of them reach the password check, however many arrive together
 * (decision 033). A right password then clears the count (`clearLoginBrake`).
 */
export async function takeLoginTry(deps: Deps, email: string): Promise<{ failures: number }> {
  const now = deps.now();
  const key = keyOf(email);
  const taken = await deps.db.transaction(async (tx) => {
    await tx.insert(loginFailures).values({ emailHash: key, failures: 0, lastFailureAt: now }).onConflictDoNothing();
    const [row] = await tx.select().from(loginFailures).where(eq(loginFailures.emailHash, key)).for('update');
    const wait = row?.brakeUntil ? row.brakeUntil.getTime() - now.getTime() : 0;
    // Attempts during the brake neither count nor extend it.
    if (wait > 0) return { wait, failures: row!.failures };
    // A quiet day forgets old failures: counting restarts.
    const quiet = !row || row.lastFailureAt.getTime() < now.getTime() - NOTIFY_EVERY_MS;
    const failures = quiet ? 1 : row.failures + 1;
    const delay = brakeDelayMs(failures);
    await tx
      .update(loginFailures)
      .set({ failures, lastFailureAt: now, brakeUntil: delay > 0 ? new Date(now.getTime() + delay) : null })
      .where(eq(loginFailures.emailHash, key));
    return { wait: 0, failures };
  });
  if (taken.wait > 0) throw tooManyRequests(brakeMessage(taken.wait));
  return { failures: taken.failures };
}

/**
 * Counts a wrong answer that `takeLoginTry` did not gate: a wrong second-step code (decision 041).
 * It brakes the next sign-ins like a wrong password, but never refuses the answer itself: the
 * challenge it answers allows a few codes of its own, and its sign-in already took a try, which
 * may have engaged the brake for the owner too.
 */
export async function countWrongAnswer(deps: Deps, email: string): Promise<{ failures: number }> {
  const now = deps.now();
  const key = keyOf(email);
  return deps.db.transaction(async (tx) => {
    await tx.insert(loginFailures).values({ emailHash: key, failures: 0, lastFailureAt: now }).onConflictDoNothing();
    const [row] = await tx.select().from(loginFailures).where(eq(loginFailures.emailHash, key)).for('update');
    const quiet = !row || row.lastFailureAt.getTime() < now.getTime() - NOTIFY_EVERY_MS;
    const failures = quiet ? 1 : row.failures + 1;
    const delay = brakeDelayMs(failures);
    const until = delay > 0 ? new Date(now.getTime() + delay) : null;
    const kept = row?.brakeUntil && (!until || row.brakeUntil > until) ? row.brakeUntil : until;
    await tx
      .update(loginFailures)
      .set({ failures, lastFailureAt: now, brakeUntil: kept })
      .where(eq(loginFailures.emailHash, key));
    return { failures };
  });
}

/**
 * After a wrong password (its try already counted by `takeLoginTry`): when that try engaged the
 * brake, tells the owner, at most once a day however many guesses land together.
 */
export async function recordLoginFailure(
  deps: Deps,
  email: string,
  ownerEmail: string | null,
  failures: number,
): Promise<void> {
  if (ownerEmail === null || brakeDelayMs(failures) === 0) return;
  const now = deps.now();
  const [claimed] = await deps.db
    .update(loginFailures)
    .set({ notifiedAt: now })
    .where(
      and(
        eq(loginFailures.emailHash, keyOf(email)),
        or(isNull(loginFailures.notifiedAt), lt(loginFailures.notifiedAt, new Date(now.getTime() - NOTIFY_EVERY_MS))),
      ),
    )
    .returning({ emailHash: loginFailures.emailHash });
  if (claimed) sendMailInBackground(deps, () => deps.mailer.send(loginBrakeMail(ownerEmail, deps.config.appUrl)));
}

/** A correct password or a password reset lifts the brake. */
export async function clearLoginBrake(deps: Deps, email: string): Promise<void> {
  await deps.db.delete(loginFailures).where(eq(loginFailures.emailHash, keyOf(email)));
}

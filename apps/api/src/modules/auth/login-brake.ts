import { eq, sql } from 'drizzle-orm';
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

/** Refuses the sign-in while the email is braked; checked before the password. */
export async function checkLoginBrake(deps: Deps, email: string): Promise<void> {
  const [row] = await deps.db
    .select({ brakeUntil: loginFailures.brakeUntil })
    .from(loginFailures)
    .where(eq(loginFailures.emailHash, keyOf(email)))
    .limit(1);
  const wait = row?.brakeUntil ? row.brakeUntil.getTime() - deps.now().getTime() : 0;
  if (wait > 0) throw tooManyRequests(brakeMessage(wait));
}

/** Counts a wrong password; engages or lengthens the brake, and tells the owner once. */
export async function recordLoginFailure(deps: Deps, email: string, ownerEmail: string | null): Promise<void> {
  const now = deps.now();
  const key = keyOf(email);
  const [row] = await deps.db
    .insert(loginFailures)
    .values({ emailHash: key, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginFailures.emailHash,
      // A quiet day forgets old failures: counting restarts.
      set: {
        failures: sql`case when ${loginFailures.lastFailureAt} < ${new Date(now.getTime() - NOTIFY_EVERY_MS)} then 1 else ${loginFailures.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: loginFailures.failures, notifiedAt: loginFailures.notifiedAt });
  const delay = brakeDelayMs(row!.failures);
  if (delay === 0) return;
  const notify =
    ownerEmail !== null && (!row!.notifiedAt || now.getTime() - row!.notifiedAt.getTime() > NOTIFY_EVERY_MS);
  await deps.db
    .update(loginFailures)
    .set({ brakeUntil: new Date(now.getTime() + delay), ...(notify ? { notifiedAt: now } : {}) })
    .where(eq(loginFailures.emailHash, key));
  if (notify) sendMailInBackground(deps, () => deps.mailer.send(loginBrakeMail(ownerEmail, deps.config.appUrl)));
}

/** A correct password or a password reset lifts the brake. */
export async function clearLoginBrake(deps: Deps, email: string): Promise<void> {
  await deps.db.delete(loginFailures).where(eq(loginFailures.emailHash, keyOf(email)));
}

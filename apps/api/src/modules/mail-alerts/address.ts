import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { mailAlertAddresses } from '../../db/schema/index.ts';

/**
 * A capture address is `<token>@<domain>`: the token is 80 random bits in lower-case base32 (16
 * characters, safe in any mail system's local part and not guessable), the only secret the address
 * holds (decision 035).
 */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

export function newToken(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/** INBOUND_MAIL_DOMAIN, or the host of APP_URL (the domain people already reach the app at). */
export function inboundDomain(config: AppConfig): string {
  return (config.INBOUND_MAIL_DOMAIN ?? new URL(config.appUrl).hostname).toLowerCase();
}

/** The token of an address, when it is one of ours: `Token@Domain` and `token+anything@domain` too. */
export function tokenOf(address: string, config: AppConfig): string | undefined {
  const match = /^<?\s*([^@\s<>]+)@([^@\s<>]+?)\s*>?$/.exec(address.trim());
  if (!match) return undefined;
  if (match[2]!.toLowerCase() !== inboundDomain(config)) return undefined;
  const token = match[1]!.toLowerCase().split('+')[0]!;
  return /^[a-z2-7]{16}$/.test(token) ? token : undefined;
}

/** The user whose address this is (a rotated-away token is no one's). */
export async function userOfToken(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: mailAlertAddresses.userId })
    .from(mailAlertAddresses)
    .where(eq(mailAlertAddresses.token, token))
    .limit(1);
  return row?.userId;
}

/** The user's token, made on first use. */
export async function tokenOfUser(db: Db, userId: string, now: Date): Promise<{ token: string; createdAt: Date }> {
  const [row] = await db.select().from(mailAlertAddresses).where(eq(mailAlertAddresses.userId, userId)).limit(1);
  if (row) return { token: row.token, createdAt: row.createdAt };
  const [created] = await db
    .insert(mailAlertAddresses)
    .values({ userId, token: newToken(), createdAt: now })
    .onConflictDoNothing({ target: mailAlertAddresses.userId })
    .returning();
  if (created) return { token: created.token, createdAt: created.createdAt };
  // Two first reads at once: the other one made it.
  return tokenOfUser(db, userId, now);
}

/** A new token: the old address stops working at once. */
export async function rotateToken(db: Db, userId: string, now: Date): Promise<{ token: string; createdAt: Date }> {
  const token = newToken();
  await db
    .insert(mailAlertAddresses)
    .values({ userId, token, createdAt: now })
    .onConflictDoUpdate({ target: mailAlertAddresses.userId, set: { token, createdAt: now } });
  return { token, createdAt: now };
}

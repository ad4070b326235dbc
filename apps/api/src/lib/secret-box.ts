import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/*
 * Secrets the app must read back (a user's TOTP secret) are sealed with AES-256-GCM under a key
 * derived from SECRETS_KEY, so a copy of the database alone does not give them away (decision 041).
 * Without SECRETS_KEY they are kept as they are, marked `plain.`; a key set later still opens them,
 * and new ones are sealed from then on.
 */
const SEALED = 'v1.';
const PLAIN = 'plain.';

const keyOf = (secretsKey: string) => createHash('sha256').update(`cuentas-claras:secrets:${secretsKey}`).digest();

export function seal(secretsKey: string | undefined, value: string): string {
  if (!secretsKey) return PLAIN + value;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secretsKey), iv);
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return SEALED + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Opens what `seal` wrote; a sealed value without its key (or with another) throws. */
export function open(secretsKey: string | undefined, stored: string): string {
  if (stored.startsWith(PLAIN)) return stored.slice(PLAIN.length);
  if (!stored.startsWith(SEALED)) throw new Error('unknown secret format');
  if (!secretsKey) throw new Error('SECRETS_KEY is needed to open a sealed secret');
  const raw = Buffer.from(stored.slice(SEALED.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secretsKey), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

import { hash, verify } from '@node-rs/argon2';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

// OWASP's current argon2id parameters (docs/architecture.md §6). Algorithm 2 = Argon2id.
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// The unit and API tests (NODE_ENV=test, set by vitest.config.ts and nowhere else) register well over
// a thousand users, and at OWASP's parameters each hash costs ~20 ms of CPU and 19 MiB of fresh
// memory. They hash with a small argon2id instead: the same algorithm and code path, and a hash that
// verifies the same way (its parameters travel inside it). Every other NODE_ENV, development and the
// browser tests included, hashes at OWASP's (docs/testing.md).
export const TEST_ARGON2_OPTIONS = { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

export function argon2Options(nodeEnv = process.env.NODE_ENV) {
  return nodeEnv === 'test' ? TEST_ARGON2_OPTIONS : ARGON2_OPTIONS;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options());
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the user does not exist, so both paths cost the same time. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/** Opaque bearer or reset token: 256 random bits, only its SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function sixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

import { verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { ARGON2_OPTIONS, argon2Options, hashPassword, TEST_ARGON2_OPTIONS, verifyPassword } from './crypto.ts';

describe('password hashing', () => {
  it("hashes at OWASP's argon2id parameters everywhere but the test suite", () => {
    expect(ARGON2_OPTIONS).toEqual({ algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
    for (const env of ['production', 'development', '']) expect(argon2Options(env)).toBe(ARGON2_OPTIONS);
    expect(argon2Options('test')).toBe(TEST_ARGON2_OPTIONS);
  });

  it('gives the suite an argon2id hash that verifies like any other', async () => {
    const stored = await hashPassword('Correcta-Clave-2026');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword(stored, 'Correcta-Clave-2026')).toBe(true);
    expect(await verifyPassword(stored, 'otra-clave')).toBe(false);
  });

  it('verifies a hash made at the production parameters, which carry their own cost', async () => {
    const { hash } = await import('@node-rs/argon2');
    const stored = await hash('Correcta-Clave-2026', ARGON2_OPTIONS);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Correcta-Clave-2026')).toBe(true);
    expect(await verify(stored, 'otra-clave')).toBe(false);
  });
});

import { generateKeyPairSync } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEnableBankingClient, EnableBankingError } from './client.ts';
import { fakeTransaction } from './fake-bank.ts';
import { startFakeBankServer } from './fake-bank-server.ts';
import { signRequestToken } from './jwt.ts';
import { decimalToMinor, toFeedRows } from './mapping.ts';
import { windows } from './sync.ts';
import { call, createTestApp, registerUser } from '../../../test/helpers/test-app.ts';

const now = () => new Date('2026-11-20T10:00:00Z');
let fake: Awaited<ReturnType<typeof startFakeBankServer>>;
beforeAll(async () => {
  fake = await startFakeBankServer({ applicationId: 'app-1', now });
});
afterAll(async () => fake.close());

describe('the Enable Banking client (decision 034)', () => {
  it('signs RS256 with kid = application id, iss, aud and an expiry of one hour', async () => {
    const token = await signRequestToken('app-1', fake.privateKey!, now());
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'RS256', typ: 'JWT', kid: 'app-1' });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ iss: 'enablebanking.com', aud: 'api.enablebanking.com' });
    expect(claims.exp! - claims.iat!).toBe(3600);
  });

  it('is refused by the bank when signed with another key or another application id', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    for (const [applicationId, key] of [
      ['app-1', other],
      ['app-2', fake.privateKey!],
    ] as const) {
      const client = createEnableBankingClient({ apiUrl: fake.url, applicationId, key, now });
      const refused = await client.aspsps('ES').catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(EnableBankingError);
      expect((refused as EnableBankingError).status).toBe(401);
    }
    const good = createEnableBankingClient({ apiUrl: fake.url, applicationId: 'app-1', key: fake.privateKey!, now });
    expect((await good.aspsps('ES')).map((bank) => bank.country)).toEqual(['ES', 'ES']);
  });
});

describe('reading the bank’s movements', () => {
  it('turns decimal strings into minor units exactly', () => {
    expect(decimalToMinor('12.3', 'EUR')).toBe(1230);
    expect(decimalToMinor('0.07', 'EUR')).toBe(7);
    expect(decimalToMinor('-1234.56', 'EUR')).toBe(-123456);
    expect(decimalToMinor('1.005', 'EUR')).toBe(101);
    expect(decimalToMinor('12500', 'CLP')).toBe(12500);
    expect(decimalToMinor('1e3', 'EUR')).toBeNull();
  });

  it('signs by the debit/credit indicator and keys a repeated reference with the movement', () => {
    const rows = toFeedRows(
      [
        fakeTransaction({ amount: -2500, date: '2026-11-01', text: 'RECIBO LUZ', reference: 'X' }),
        fakeTransaction({ amount: -3900, date: '2026-11-02', text: 'RECIBO AGUA', reference: 'X' }),
        fakeTransaction({ amount: 1000, date: '2026-11-03', text: 'BIZUM DE ANA', reference: null }),
        fakeTransaction({ amount: -500, date: '2026-11-04', text: 'CAFE', pending: true }),
      ],
      'EUR',
    );
    expect(rows.map((row) => [row.amount, row.payee, row.pending])).toEqual([
      [-2500, 'RECIBO LUZ', false],
      [-3900, 'RECIBO AGUA', false],
      [1000, 'BIZUM DE ANA', false],
      [-500, 'CAFE', true],
    ]);
    expect(rows[0]!.fitid).not.toBe(rows[1]!.fitid);
    expect(rows[2]!.fitid).toBeNull();
    expect(rows[3]!.fitid).toMatch(/^eb-pending:/);
  });

  it('asks in windows of at most 90 days', () => {
    expect(windows('2026-01-01', '2026-11-20')).toEqual([
      { date_from: '2026-01-01', date_to: '2026-03-31' },
      { date_from: '2026-04-01', date_to: '2026-06-29' },
      { date_from: '2026-06-30', date_to: '2026-09-27' },
      { date_from: '2026-09-28', date_to: '2026-11-20' },
    ]);
  });
});

describe('configuration', () => {
  it('leaves bank feeds off, without the key in the answer, when the key cannot be read', async () => {
    const ctx = await createTestApp({ ENABLE_BANKING_APPLICATION_ID: 'app-1', ENABLE_BANKING_KEY: 'not a key' });
    try {
      const { token } = await registerUser(ctx);
      const status = await call(ctx, 'GET', '/api/bank-feeds/status', { token });
      expect(status.data).toEqual({ configured: false, sandbox: false });
      const banks = await call(ctx, 'GET', '/api/bank-feeds/banks', { token });
      expect(banks.status).toBe(400);
      expect(JSON.stringify(banks.body)).not.toContain('not a key');
    } finally {
      await ctx.close();
    }
  });
});

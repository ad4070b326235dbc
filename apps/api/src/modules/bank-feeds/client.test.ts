import { generateKeyPairSync } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentValidUntil, createEnableBankingClient, EnableBankingError } from './client.ts';
import { createFakeBank, fakeTransaction } from './fake-bank.ts';
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

describe('Enable Banking’s API as documented (decision 034)', () => {
  it('lists the banks for personal accounts and the account information service', async () => {
    const client = createEnableBankingClient({ apiUrl: fake.url, applicationId: 'app-1', key: fake.privateKey!, now });
    const [first] = await client.aspsps('ES');
    expect(first).toMatchObject({ psu_types: ['personal', 'business'], maximum_consent_validity: 7776000 });
    const asked = fake.bank.calls.filter((item) => item.path.startsWith('/aspsps')).at(-1)!;
    expect(new URLSearchParams(asked.path.split('?')[1])).toEqual(
      new URLSearchParams({ country: 'ES', psu_type: 'personal', service: 'AIS' }),
    );
  });

  it('asks a consent no longer than the bank grants, and the bank refuses a longer one', async () => {
    const day = 86_400_000;
    expect(Date.parse(consentValidUntil(now())) - now().getTime()).toBe(90 * day);
    expect(Date.parse(consentValidUntil(now(), 15_552_000)) - now().getTime()).toBe(90 * day);
    expect(Date.parse(consentValidUntil(now(), 30 * 86_400)) - now().getTime()).toBe(30 * day - 60_000);
    const client = createEnableBankingClient({ apiUrl: fake.url, applicationId: 'app-1', key: fake.privateKey!, now });
    const body = (validUntil: string) => ({
      access: { valid_until: validUntil },
      aspsp: { name: 'Banco Sandbox', country: 'ES' },
      state: 's',
      redirect_url: 'https://app.example/bank-feeds/callback',
      psu_type: 'personal' as const,
    });
    await expect(client.startAuth(body(consentValidUntil(now(), 7_776_000)))).resolves.toHaveProperty('url');
    const tooLong = new Date(now().getTime() + 91 * day).toISOString();
    const refused = await client.startAuth(body(tooLong)).catch((err: unknown) => err);
    expect(refused).toMatchObject({ status: 422, code: 'WRONG_REQUEST_PARAMETERS' });
  });

  it('reads again unattended when the bank wants every PSU header and only the IP came', async () => {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const bank = createFakeBank({
      applicationId: 'app-1',
      publicKey: pair.publicKey,
      pageBase: 'http://bank.test',
      now,
      requiredPsuHeaders: ['Psu-Ip-Address', 'Psu-User-Agent'],
    });
    const client = createEnableBankingClient({
      apiUrl: 'http://bank.test',
      applicationId: 'app-1',
      key: pair.privateKey,
      now,
      transport: bank.transport,
    });
    await expect(client.balances('missing', '203.0.113.9')).rejects.toMatchObject({
      status: 404,
      code: 'ACCOUNT_DOES_NOT_EXIST',
    });
    expect(bank.calls.map((item) => item.psuIp)).toEqual(['203.0.113.9', null]);
  });

  it('takes a revoked session as the end of the consent and the bank’s rate code as a rate limit', () => {
    expect(new EnableBankingError(400, 'REVOKED_SESSION').consentEnded).toBe(true);
    expect(new EnableBankingError(422, 'ASPSP_RATE_LIMIT_EXCEEDED').rateLimited).toBe(true);
    expect(new EnableBankingError(422, 'WRONG_REQUEST_PARAMETERS').rateLimited).toBe(false);
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

  it('leaves out scheduled, cancelled and rejected movements: no money moved yet', () => {
    const row = (status: string) => ({
      ...fakeTransaction({ amount: -900, date: '2026-11-05', text: 'RECIBO GAS' }),
      status,
    });
    const rows = toFeedRows([row('SCHD'), row('CNCL'), row('RJCT'), row('BOOK'), row('OTHR')], 'EUR');
    expect(rows).toHaveLength(2);
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

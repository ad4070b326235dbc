import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { newAccount, newUser, setClock } from '../../../test/helpers/money-helpers.ts';

// A local stand-in for the ECB's daily feed and a provider's (as in reference-rates.test.ts).
const ECB_XML = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <Cube><Cube time='2026-11-24'><Cube currency='USD' rate='1.05'/><Cube currency='MXN' rate='21.4275'/></Cube></Cube>
</gesmes:Envelope>`;
const PROVIDER_JSON = JSON.stringify({ base: 'USD', date: '2026-11-24', rates: { COP: 4380.5 } });

type Entry = {
  account_id: string;
  currency: string;
  balance_in_base: number | null;
  rate: string | null;
  rate_date: string | null;
  rate_source?: string | null;
};

let feed: Server;
let ctx: TestContext;
beforeAll(async () => {
  feed = createServer((request, response) => {
    if (request.url === '/ecb.xml') return void response.writeHead(200, { 'content-type': 'text/xml' }).end(ECB_XML);
    if (request.url === '/provider.json')
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(PROVIDER_JSON);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  const { port } = feed.address() as AddressInfo;
  ctx = await createTestApp({
    ECB_RATES_URL: `http://127.0.0.1:${port}/ecb.xml`,
    RATES_PROVIDER_URL: `http://127.0.0.1:${port}/provider.json`,
  });
  setClock(ctx, '2026-11-25T12:00:00Z');
  expect((await ctx.app.jobs.run()).referenceRates).toEqual({ ecb: 2, provider: 1 });
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => feed.close(resolve));
});

async function entries(token: string): Promise<Map<string, Entry>> {
  const worth = await call(ctx, 'GET', '/api/accounts/net-worth', { token });
  expect(worth.status).toBe(200);
  return new Map((worth.data.accounts as Entry[]).map((entry) => [entry.account_id, entry]));
}

describe('net worth says where each rate came from (rate_source)', () => {
  it('names the ECB, the provider, or the user’s own rate, next to the rate and its date', async () => {
    const user = await newUser(ctx, { country: 'ES', base_currency: 'EUR' });
    const euros = await newAccount(ctx, user.token, {
      name: 'Cuenta nómina',
      currency: 'EUR',
      opening_balance: 100_000,
    });
    const dollars = await newAccount(ctx, user.token, {
      name: 'Cuenta en dólares',
      currency: 'USD',
      opening_balance: 10_500,
    });
    const pesos = await newAccount(ctx, user.token, {
      name: 'Cuenta en Colombia',
      currency: 'COP',
      opening_balance: 4_380_500,
    });

    const reference = await entries(user.token);
    // 1 USD = 1 / 1,05 EUR from the ECB; 105 USD → 100 EUR.
    expect(reference.get(dollars)).toMatchObject({
      balance_in_base: 10_000,
      rate_date: '2026-11-24',
      rate_source: 'ecb',
    });
    // COP→EUR crosses the provider's USD→COP with the ECB's EUR→USD: the provider's figure is in it.
    expect(reference.get(pesos)).toMatchObject({ rate_date: '2026-11-24', rate_source: 'provider' });
    expect(reference.get(euros)).toMatchObject({ rate: null, rate_date: null, rate_source: null });

    // A rate typed before the published day does not win; one typed on a later day does, and says so.
    const older = await call(ctx, 'POST', '/api/exchange-rates', {
      token: user.token,
      body: { from_currency: 'USD', to_currency: 'EUR', rate: '0,9', date: '2026-11-20' },
    });
    expect(older.status).toBe(201);
    expect((await entries(user.token)).get(dollars)).toMatchObject({ rate_date: '2026-11-24', rate_source: 'ecb' });
    await call(ctx, 'POST', '/api/exchange-rates', {
      token: user.token,
      body: { from_currency: 'USD', to_currency: 'EUR', rate: '0,92', date: '2026-11-25' },
    });
    expect((await entries(user.token)).get(dollars)).toMatchObject({
      balance_in_base: 9_660,
      rate: '0.92',
      rate_date: '2026-11-25',
      rate_source: 'user',
    });

    // The dashboard's net worth is the same figure, with the same sources.
    const dashboard = await call(ctx, 'GET', '/api/reports/dashboard', { token: user.token });
    expect(dashboard.status).toBe(200);
    const onDashboard = (dashboard.data.net_worth as { accounts: Entry[] }).accounts;
    expect(onDashboard.find((entry) => entry.account_id === dollars)).toMatchObject({
      rate: '0.92',
      rate_source: 'user',
    });
    expect(onDashboard.find((entry) => entry.account_id === pesos)).toMatchObject({ rate_source: 'provider' });
  });

  it('is the provider’s for a Colombian’s dollars, and null where no rate exists', async () => {
    const user = await newUser(ctx, { country: 'CO', base_currency: 'COP' });
    const dollars = await newAccount(ctx, user.token, {
      name: 'Cuenta en dólares',
      currency: 'USD',
      opening_balance: 10_000,
    });
    const pounds = await newAccount(ctx, user.token, {
      name: 'Cuenta en libras',
      currency: 'GBP',
      opening_balance: 10_000,
    });
    const worth = await entries(user.token);
    expect(worth.get(dollars)).toMatchObject({
      balance_in_base: 438_050,
      rate: '4380.5',
      rate_date: '2026-11-24',
      rate_source: 'provider',
    });
    expect(worth.get(pounds)).toMatchObject({ balance_in_base: null, rate: null, rate_source: null });
  });
});

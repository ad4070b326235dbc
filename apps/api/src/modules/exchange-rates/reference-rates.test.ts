import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEcbXml, parseProviderJson } from './reference-rates.ts';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { newAccount, newUser, setClock } from '../../../test/helpers/money-helpers.ts';

// The ECB's daily feed as it is published (trimmed to a few currencies).
const ECB_XML = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>
  <Cube>
    <Cube time='2026-11-24'>
      <Cube currency='USD' rate='1.0512'/>
      <Cube currency='MXN' rate='21.4275'/>
      <Cube currency='GBP' rate='0.8391'/>
    </Cube>
  </Cube>
</gesmes:Envelope>`;
const PROVIDER_JSON = JSON.stringify({
  base: 'USD',
  date: '2026-11-24',
  rates: { COP: 4380.5, ARS: '1010.25', CLP: 951.3, PEN: 3.752 },
});

let feed: Server;
let requests = 0;
let down = false;
let ctx: TestContext;
beforeAll(async () => {
  feed = createServer((request, response) => {
    requests += 1;
    if (down) return void response.writeHead(503).end();
    if (request.url === '/eurofxref-daily.xml')
      return void response.writeHead(200, { 'content-type': 'text/xml' }).end(ECB_XML);
    if (request.url === '/latest.json')
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(PROVIDER_JSON);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  const { port } = feed.address() as AddressInfo;
  ctx = await createTestApp({
    ECB_RATES_URL: `http://127.0.0.1:${port}/eurofxref-daily.xml`,
    RATES_PROVIDER_URL: `http://127.0.0.1:${port}/latest.json`,
  });
  setClock(ctx, '2026-11-25T12:00:00Z');
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => feed.close(resolve));
});

describe('reading the feeds', () => {
  it('reads the ECB XML and a provider JSON exactly', () => {
    const ecb = parseEcbXml(ECB_XML)!;
    expect(ecb.date).toBe('2026-11-24');
    expect(ecb.base).toBe('EUR');
    expect(Object.fromEntries(ecb.rates)).toEqual({ USD: '1.0512', MXN: '21.4275', GBP: '0.8391' });
    const provider = parseProviderJson(JSON.parse(PROVIDER_JSON), '2026-11-25')!;
    expect(provider).toMatchObject({ date: '2026-11-24', base: 'USD' });
    expect(provider.rates.get('COP')).toBe('4380.5');
    expect(parseEcbXml('<html>mantenimiento</html>')).toBeNull();
    expect(parseProviderJson({ rates: { COP: 1 } }, '2026-11-25')).toBeNull();
    expect(parseProviderJson({ base: 'USD', rates: { COP: -1, XXX1: 2 } }, '2026-11-25')).toBeNull();
  });
});

describe('automatic daily rates', () => {
  it('are fetched by the scheduler and used for net worth, with their date; a rate the user types wins', async () => {
    const user = await newUser(ctx, { country: 'CO', base_currency: 'COP' });
    await newAccount(ctx, user.token, { name: 'Bancolombia', currency: 'COP', opening_balance: 1_000_000 });
    await newAccount(ctx, user.token, { name: 'Cuenta en dólares', currency: 'USD', opening_balance: 10_000 });
    await newAccount(ctx, user.token, { name: 'Cuenta España', currency: 'EUR', opening_balance: 10_000 });
    const before = await call(ctx, 'GET', '/api/accounts/net-worth', { token: user.token });
    expect(before.data.total).toBeNull();

    const pass = await ctx.app.jobs.run();
    expect(pass.referenceRates).toEqual({ ecb: 3, provider: 4 });
    const worth = await call(ctx, 'GET', '/api/accounts/net-worth', { token: user.token });
    const byCurrency = (currency: string) =>
      (worth.data.accounts as { currency: string; balance_in_base: number; rate: string; rate_date: string }[]).find(
        (row) => row.currency === currency,
      )!;
    // 100 USD × 4.380,5 = 438.050 COP; 100 EUR × 1,0512 × 4.380,5 = 460.478,16 → 460.478 COP.
    expect(byCurrency('USD')).toMatchObject({ balance_in_base: 438_050, rate: '4380.5', rate_date: '2026-11-24' });
    expect(byCurrency('EUR')).toMatchObject({ balance_in_base: 460_478, rate_date: '2026-11-24' });
    expect(worth.data.total).toBe(1_000_000 + 438_050 + 460_478);

    // Reports say which rate and date they converted with, and where it came from.
    const report = await call(ctx, 'GET', '/api/reports/net-worth', { token: user.token });
    expect(report.status).toBe(200);
    expect(report.data.rates_used).toEqual(
      expect.arrayContaining([
        { from_currency: 'USD', to_currency: 'COP', rate: '4380.5', date: '2026-11-24', source: 'provider' },
        expect.objectContaining({ from_currency: 'EUR', to_currency: 'COP', date: '2026-11-24', source: 'provider' }),
      ]),
    );

    // The user's own rate of the same day or later overrides the automatic one.
    await call(ctx, 'POST', '/api/exchange-rates', {
      token: user.token,
      body: { from_currency: 'USD', to_currency: 'COP', rate: '4000', date: '2026-11-25' },
    });
    const own = await call(ctx, 'GET', '/api/accounts/net-worth', { token: user.token });
    expect(
      (own.data.accounts as { currency: string; balance_in_base: number }[]).find((row) => row.currency === 'USD')!
        .balance_in_base,
    ).toBe(400_000);

    // Fetched at most twice a day: the next pass does not ask again; a feed down is logged, not fatal.
    const asked = requests;
    expect((await ctx.app.jobs.run()).referenceRates).toEqual({ ecb: 0, provider: 0 });
    expect(requests).toBe(asked);
    down = true;
    ctx.clock.advance(13 * 60 * 60 * 1000);
    expect((await ctx.app.jobs.run()).referenceRates).toEqual({ ecb: 0, provider: 0 });
    expect(requests).toBe(asked + 2);
  });

  it('are off when no feed is configured', async () => {
    const offline = await createTestApp();
    try {
      expect((await offline.app.jobs.run()).referenceRates).toEqual({ ecb: 0, provider: 0 });
    } finally {
      await offline.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join, type Person, person } from '../../../test/helpers/households.ts';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { readHouseholdPhrase } from './household-phrases.ts';

// «70/30 con Ana» and «60-40 con Luis» (decision 054): a split by fixed shares between the sender
// (the first number) and the member named, saved with the movement and said back exactly.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.advance(new Date('2026-11-25T15:00:00Z').getTime() - ctx.clock.now().getTime());
}, 60_000);
afterAll(async () => ctx.close());

type Json = Record<string, unknown>;
let phones = 0;

async function linkPhone(who: Person) {
  phones += 1;
  const phone = `+5731099${String(phones).padStart(5, '0')}`;
  const otp = await call(ctx, 'POST', '/api/auth/validate-phone', { token: who.token, body: { phone } });
  const code = ctx.whatsapps.filter((message) => message.to === phone && message.code).at(-1)!.code!;
  const confirmed = await call(ctx, 'POST', '/api/auth/confirm-otp', {
    token: who.token,
    body: { otp_id: otp.data.otp_id, code },
  });
  expect(confirmed.status).toBe(200);
}

const say = async (who: Person, text: string) => {
  const res = await call(ctx, 'POST', '/api/whatsapp/simulate', {
    token: who.token,
    body: { text },
    headers: { 'x-time-zone': 'America/Bogota' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data as unknown as { reply: string; transaction: Json | null };
};

describe('fixed shares from WhatsApp', () => {
  it('reads the two numbers and the name, and nothing else', () => {
    expect(readHouseholdPhrase('mercado 100.000 70/30 con ana')).toMatchObject({
      kind: 'share',
      halvesWith: 'ana',
      weights: [70, 30],
    });
    expect(readHouseholdPhrase('cena 60-40 con luis')).toMatchObject({ halvesWith: 'luis', weights: [60, 40] });
    expect(readHouseholdPhrase('cena 70% / 30% con luis')).toMatchObject({ weights: [70, 30] });
    expect(readHouseholdPhrase('cena 0/0 con luis')).toBeUndefined();
    expect(readHouseholdPhrase('cena a medias con luis')).not.toHaveProperty('weights');
  });

  it('saves the split with the movement and says each part, its share and the debt', async () => {
    const ana = await person(ctx, 'Ana Gómez');
    const luis = await person(ctx, 'Luis Soto');
    await call(ctx, 'POST', '/api/configuration', {
      token: ana.token,
      body: { country: 'CO', base_currency: 'COP', month_start_day: 1 },
    });
    await call(ctx, 'POST', '/api/accounts', {
      token: ana.token,
      body: { name: 'Efectivo', type: 'cash', currency: 'COP', opening_balance: 500_000 },
    });
    await join(ctx, ana, luis, 'member');
    await linkPhone(ana);
    await linkPhone(luis);
    await call(ctx, 'PATCH', '/api/whatsapp/settings', { token: luis.token, body: { ledger_id: ana.id } });

    const market = await say(ana, 'mercado 100.000 70/30 con Luis');
    expect(market.transaction).toMatchObject({ amount: -100_000, created_by: ana.id });
    expect(market.reply).toMatch(
      /Repartido 70\/30 con Luis: tu parte \$\s?70\.000 \(70 %\), la de Luis \$\s?30\.000 \(30 %\)\. Luis te debe \$\s?30\.000\.$/,
    );
    const dinner = await say(luis, 'cena 50.000 60-40 con ana');
    expect(dinner.transaction).toMatchObject({ amount: -50_000, created_by: luis.id });
    expect(dinner.reply).toMatch(
      /Repartido 60\/40 con Ana: tu parte \$\s?30\.000 \(60 %\), la de Ana \$\s?20\.000 \(40 %\)\. Ana te debe \$\s?20\.000\.$/,
    );

    const balances = await call(ctx, 'GET', `/api/households/${ana.id}/balances`, { token: ana.token });
    const expenses = balances.data.expenses as unknown as Json[];
    expect(expenses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          paid_by: ana.id,
          method: 'shares',
          shares: expect.arrayContaining([
            { member_id: ana.id, amount: 70_000 },
            { member_id: luis.id, amount: 30_000 },
          ]),
        }),
      ]),
    );
    // Luis owes 30.000 and is owed 20.000: 10.000 left, the same figure the chat gives.
    expect((await say(luis, '¿cuánto le debo a Ana?')).reply).toMatch(/^Le debes a Ana \$\s?10\.000\./);

    const nobody = await say(ana, 'taxi 20.000 70/30 con Pedro');
    expect(nobody.transaction).toBeNull();
    expect(nobody.reply).toContain('No encontré a «pedro»');
  }, 120_000);
});

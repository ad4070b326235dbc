import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join, type Person, person } from '../../../test/helpers/households.ts';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';

// Two members of one household, each writing from their own linked phone through the simulator
// (the inbox and handler a message from Meta goes through): the chat writes into the household
// they chose, as them, and «a medias con Ana», «lo pagó Luis» and «¿cuánto le debo…?» work.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  // Wednesday 25 November 2026, 10:00 in Bogotá.
  ctx.clock.advance(new Date('2026-11-25T15:00:00Z').getTime() - ctx.clock.now().getTime());
}, 60_000);
afterAll(async () => ctx.close());

type Json = Record<string, unknown>;
let phones = 0;

async function linkPhone(who: Person) {
  phones += 1;
  const phone = `+5731077${String(phones).padStart(5, '0')}`;
  const otp = await call(ctx, 'POST', '/api/auth/validate-phone', { token: who.token, body: { phone } });
  const code = ctx.whatsapps.filter((message) => message.to === phone && message.code).at(-1)!.code!;
  const confirmed = await call(ctx, 'POST', '/api/auth/confirm-otp', {
    token: who.token,
    body: { otp_id: otp.data.otp_id, code },
  });
  expect(confirmed.status).toBe(200);
  return phone;
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

async function household() {
  const ana = await person(ctx, 'Ana Gómez');
  const luis = await person(ctx, 'Luis Soto');
  const carmen = await person(ctx, 'Carmen Díaz');
  await call(ctx, 'POST', '/api/configuration', {
    token: ana.token,
    body: { country: 'CO', base_currency: 'COP', month_start_day: 1 },
  });
  await call(ctx, 'POST', '/api/accounts', {
    token: ana.token,
    body: { name: 'Efectivo', type: 'cash', currency: 'COP', opening_balance: 500_000 },
  });
  await join(ctx, ana, luis, 'member');
  await join(ctx, ana, carmen, 'viewer');
  await linkPhone(ana);
  await linkPhone(luis);
  return { ana, luis, carmen };
}

describe('WhatsApp in a household', () => {
  it('captures from each member’s phone into the chosen ledger, splits, and answers who owes whom', async () => {
    const { ana, luis, carmen } = await household();
    // Luis's chat writes to his own ledger until he chooses Ana's household.
    const chosen = await call(ctx, 'PATCH', '/api/whatsapp/settings', {
      token: luis.token,
      body: { ledger_id: ana.id },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.data.ledger_id).toBe(ana.id);
    // A read-only member cannot point their chat at the household.
    const viewer = await call(ctx, 'PATCH', '/api/whatsapp/settings', {
      token: carmen.token,
      body: { ledger_id: ana.id },
    });
    expect(viewer.status).toBe(400);
    expect(viewer.errors).toEqual([
      { field: 'ledger_id', message: 'Elige tu propio hogar o uno en el que puedas anotar' },
    ]);

    const lunch = await say(luis, 'almuerzo 40.000 a medias con Ana');
    expect(lunch.reply).toMatch(/^✅ Anotado: gasto de \$\s?40\.000 \(Almuerzo\) · Restaurantes · Efectivo · hoy\./);
    expect(lunch.reply).toMatch(/A medias con Ana: Ana te debe \$\s?20\.000\.$/);
    expect(lunch.transaction).toMatchObject({ amount: -40_000, created_by: luis.id, payee: 'Almuerzo' });
    // The movement is in Ana's ledger, entered by Luis, paid by him and split in two.
    const seen = await call(ctx, 'GET', `/api/transactions/${lunch.transaction!.id as string}`, { token: ana.token });
    expect(seen.data).toMatchObject({ created_by: luis.id, origin: 'whatsapp' });
    const balances = await call(ctx, 'GET', `/api/households/${ana.id}/balances`, { token: ana.token });
    expect(balances.data.expenses).toEqual([
      expect.objectContaining({
        paid_by: luis.id,
        method: 'equal',
        shares: [
          { member_id: ana.id, amount: 20_000 },
          { member_id: luis.id, amount: 20_000 },
        ],
      }),
    ]);
    // The notice goes to Ana, whom the split makes owe; Luis did it himself and is not told.
    const notices = (await call(ctx, 'GET', '/api/notifications', { token: ana.token })).data
      .items as unknown as Json[];
    expect(notices.find((notice) => notice.kind === 'household')).toMatchObject({
      body: expect.stringMatching(/^Luis Soto pagó «Almuerzo»: tu parte es 20\.000\sCOP\.$/),
    });
    const luisNotices = (await call(ctx, 'GET', '/api/notifications', { token: luis.token })).data
      .items as unknown as Json[];
    expect(luisNotices.filter((notice) => notice.kind === 'household')).toEqual([]);

    expect((await say(ana, '¿Cuánto le debo a Luis?')).reply).toMatch(/^Le debes a Luis \$\s?20\.000\./);
    expect((await say(luis, 'cuanto me debe ana')).reply).toMatch(/^Ana te debe \$\s?20\.000\./);

    // Restaurantes is split two to one by default; «lo pagó Luis» from Ana's phone uses it.
    const restaurants = lunch.transaction!.category_id as string;
    const set = await call(ctx, 'PUT', `/api/households/${ana.id}/category-splits/${restaurants}`, {
      token: ana.token,
      body: {
        method: 'shares',
        values: [
          { member_id: ana.id, value: 2 },
          { member_id: luis.id, value: 1 },
        ],
      },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const paidByLuis = await say(ana, 'almuerzo 30.000 lo pagó Luis');
    expect(paidByLuis.transaction).toMatchObject({ amount: -30_000, created_by: ana.id, payee: 'Almuerzo' });
    expect(paidByLuis.reply).toMatch(/Lo pagó Luis: tu parte es \$\s?20\.000 y se la debes\.$/);
    expect((await say(ana, 'cuánto le debo a luis?')).reply).toMatch(/^Le debes a Luis \$\s?40\.000\./);

    // A name that is nobody in the household saves nothing.
    const unknown = await say(luis, 'taxi 12.000 a medias con Pedro');
    expect(unknown.reply).toBe(
      'No encontré a «pedro» en tu hogar, así que no anoté nada. Escribe el nombre como aparece en el hogar: Ana, Carmen.',
    );
    expect(unknown.transaction).toBeNull();
  });

  it('leaves the words to the parser for someone alone in their ledger', async () => {
    const solo = await person(ctx, 'Sola Pérez');
    await call(ctx, 'POST', '/api/accounts', {
      token: solo.token,
      body: { name: 'Efectivo', type: 'cash', currency: 'COP' },
    });
    const res = await say(solo, 'cena 20.000 a medias con Ana');
    expect(res.reply).toMatch(/^✅ Anotado: gasto de/);
    expect(res.transaction).toMatchObject({ amount: -20_000, created_by: solo.id });
  });
});

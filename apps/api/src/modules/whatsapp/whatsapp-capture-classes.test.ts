import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';

// The capture classes of decision 031 through the simulator (the webhook's inbox, queue and handler): what is saved,
// and that the reply says exactly that.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  // Wednesday 25 November 2026, 15:00 UTC: 10:00 in Bogotá.
  ctx.clock.advance(new Date('2026-11-25T15:00:00Z').getTime() - ctx.clock.now().getTime());
});
afterAll(async () => ctx.close());

type Json = Record<string, unknown>;

async function colombian() {
  const { token } = await registerUser(ctx);
  await call(ctx, 'POST', '/api/configuration', {
    token,
    body: { country: 'CO', base_currency: 'COP', month_start_day: 1 },
  });
  const make = async (name: string, type: string, opening_balance = 0, last_digits: string | null = null) =>
    (
      await call(ctx, 'POST', '/api/accounts', {
        token,
        body: { name, type, currency: 'COP', opening_balance, opening_date: '2026-11-01', last_digits },
      })
    ).data.id as string;
  const cash = await make('Efectivo', 'cash', 200_000);
  const bank = await make('Ahorros', 'savings', 1_000_000, '3344');
  const card = await make('Visa', 'credit_card', 0, '1122');
  return { token, cash, bank, card };
}
const say = async (token: string, text: string) =>
  (
    (
      await call(ctx, 'POST', '/api/whatsapp/simulate', {
        token,
        body: { text },
        headers: { 'x-time-zone': 'America/Bogota' },
      })
    ).data as Json
  ).reply as string;
const ledger = async (token: string) =>
  ((await call(ctx, 'GET', '/api/transactions?limit=50', { token })).data as Json).items as Json[];

describe('capture classes through the simulator', () => {
  it('saves every movement of a list with one reply, or none when a part is unclear', async () => {
    const user = await colombian();
    const reply = await say(user.token, 'ayer con la visa:\nmercado 84.500\nfarmacia 12 mil');
    expect(reply).toMatch(
      /^✅ Anoté 2:\n• gasto de \$\s84\.500 .*· Visa · ayer\n• gasto de \$\s12\.000 .*Farmacia · Visa · ayer$/,
    );
    expect((await ledger(user.token)).map((item) => [item.amount, item.account_id, item.date])).toEqual(
      expect.arrayContaining([
        [-84_500, user.card, '2026-11-24'],
        [-12_000, user.card, '2026-11-24'],
      ]),
    );
    expect(await say(user.token, 'taxi 9 mil y propina 4,50')).toContain('no anoté ninguno');
    expect(await ledger(user.token)).toHaveLength(2);
  });

  it('reads a pasted alert into the account of its card, and asks about a card it does not know', async () => {
    const user = await colombian();
    const reply = await say(
      user.token,
      'Bancolombia: Compraste COP54.900,00 en CARULLA CALLE 85 con tu T.Cred *1122, el 23/11/2026 a las 19:05.',
    );
    expect(reply).toMatch(/^✅ Anotado: gasto de \$\s54\.900 \(Carulla\) · Supermercado · Visa · el 23 de nov/);
    expect(
      await say(
        user.token,
        'Bancolombia: Compraste COP20.000,00 en CINE COLOMBIA con tu T.Cred *5555, el 23/11/2026 a las 21:05.',
      ),
    ).toContain('terminada en 5555');
    expect((await ledger(user.token)).map((item) => [item.amount, item.account_id, item.date])).toEqual([
      [-54_900, user.card, '2026-11-23'],
    ]);
  });

  it('fixes the amount of the last capture instead of adding one', async () => {
    const user = await colombian();
    await say(user.token, 'almuerzo 18 mil');
    expect(await say(user.token, 'no, eran 21 mil')).toMatch(
      /^Listo, corregí el monto de tu gasto \(Almuerzo\): \$\s18\.000 → \$\s21\.000\.$/,
    );
    expect((await ledger(user.token)).map((item) => item.amount)).toEqual([-21_000]);
    expect(await say(user.token, 'no eran 21 sino 24 mil')).toMatch(/\$\s21\.000 → \$\s24\.000\.$/);
    expect((await ledger(user.token)).map((item) => item.amount)).toEqual([-24_000]);
  });

  it('reads a correction said as a sentence, and says exactly what it changed', async () => {
    const user = await colombian();
    await say(user.token, 'compré unos tenis 180.000 con ahorros');
    expect(await say(user.token, 'cambia la categoria a deporte, son para correr')).toMatch(
      /^Listo, cambié la categoría de tu gasto de \$\s180\.000 \(.*\): .* → Deporte\./,
    );
    expect(await say(user.token, 'mejor ponlo en ropa que eso fue unos tenis')).toMatch(/: Deporte → Ropa y calzado\./);
    expect(await say(user.token, 'cárgalo a la visa')).toMatch(/^Listo, cambié la cuenta de .*: Ahorros → Visa\.$/);
    expect(await say(user.token, 'lo compré el lunes')).toMatch(/^Listo, cambié la fecha de .*: hoy → el 23 de nov\.$/);
    // A category that names two things is asked about, and nothing changes.
    expect(await say(user.token, 'eso va en comida o ropa')).toMatch(/^No encontré la categoría/);
    // «médico» begins one category name and ends another: the one it begins is meant.
    expect(await say(user.token, 'ponlo en médico')).toMatch(/: .* → Médico y especialistas\./);
    // «seguro» begins three categories: which one is asked.
    expect(await say(user.token, 'ponlo en seguro')).toMatch(/^¿En cuál\? Tienes «Seguro .*No cambié nada\.$/);
    const [item] = await ledger(user.token);
    expect(item).toMatchObject({ amount: -180_000, account_id: user.card, date: '2026-11-23' });
    expect((await ledger(user.token)).length).toBe(1);
  });

  it('never lands a correction on an older capture when the chat has just asked about a message', async () => {
    const user = await colombian();
    await say(user.token, 'taxi 12 mil');
    expect(await say(user.token, 'almuerzo 15')).toMatch(/no anoté nada/i);
    expect(await say(user.token, 'con la visa')).toMatch(/^Tu mensaje anterior no lo anoté.*No cambié nada\.$/);
    expect(await say(user.token, 'sácalo')).toMatch(/No cambié nada/);
    expect((await ledger(user.token)).map((item) => [item.amount, item.account_id])).toEqual([[-12_000, user.cash]]);
    // Once something is saved again, corrections apply to it.
    await say(user.token, 'almuerzo 15 mil');
    expect(await say(user.token, 'era broma, bórralo')).toMatch(/^Listo, borré el gasto de \$\s15\.000/);
  });

  it('records a card payment and a withdrawal as transfers, not spending', async () => {
    const user = await colombian();
    expect(await say(user.token, 'pagué la visa 300 mil desde ahorros')).toMatch(
      /transferencia de \$\s300\.000 de Ahorros a Visa/,
    );
    expect(await say(user.token, 'saqué 100 mil del cajero de ahorros')).toMatch(
      /transferencia de \$\s100\.000 de Ahorros a Efectivo/,
    );
    expect(await say(user.token, '¿cuánto gasté esta semana?')).toMatch(/gastaste \$\s0\.$/);
    expect(await say(user.token, '¿cuánto tengo en ahorros?')).toMatch(/^En Ahorros tienes \$\s600\.000\.$/);
  });

  it('asks, saving nothing and claiming nothing, when a part of the message is not accounted for', async () => {
    const user = await colombian();
    const reply = await say(user.token, 'gasté 15 o 20 mil en el super');
    expect(reply).toMatch(/^Entendí un gasto de 20 mil .*no sé el monto exacto.*no anoté nada/);
    expect(reply).not.toMatch(/✅|Anot(?:é|ado)\b|^Listo/);
    expect(await say(user.token, 'mercado 80 mil con davivienda')).toContain('«davivienda»');
    expect(await ledger(user.token)).toEqual([]);
    await say(user.token, 'uber 12 mil');
    expect(await say(user.token, 'borra eso, lo pagó mi hermano')).toMatch(/^Listo, borré el gasto/);
    expect(await ledger(user.token)).toEqual([]);
    // After a capture, a follow-up the chat does not read is named, not taken for a missing amount.
    await say(user.token, 'taxi 9 mil');
    const followUp = await say(user.token, 'ponle la etiqueta viaje');
    expect(followUp).toMatch(/^No entendí «ponle la etiqueta viaje»/);
    expect(followUp).not.toContain('No vi ningún monto');
  });

  it('splits the last capture into the parts a correction names, or changes nothing when one is unclear', async () => {
    const user = await colombian();
    await say(user.token, 'mercado 70 mil con la visa');
    const reply = await say(user.token, 'no espera, fueron dos: 50 mil con la visa y 20 mil en efectivo');
    expect(reply).toMatch(/^Listo, separé tu gasto de \$\s70\.000 \(Mercado\) en 2\.\n✅ Anoté 2:/);
    expect((await ledger(user.token)).map((item) => [item.amount, item.account_id]).sort()).toEqual(
      [
        [-50_000, user.card],
        [-20_000, user.cash],
      ].sort(),
    );
    // A list cannot be split again: which of its movements is meant is not known.
    expect(await say(user.token, 'no, eran 2: 10 mil con la visa y 10 mil en efectivo')).not.toMatch(/✅|^Listo/);
    const other = await colombian();
    await say(other.token, 'farmacia 30 mil');
    expect(await say(other.token, 'no, eran 2: 20 mil con la visa y 10 mil con el bbva')).toMatch(
      /^No entendí cómo separar/,
    );
    expect((await ledger(other.token)).map((item) => item.amount)).toEqual([-30_000]);
  });

  it('applies both fields of a correction that names two', async () => {
    const user = await colombian();
    await say(user.token, 'almuerzo 20 mil');
    const reply = await say(user.token, 'no, ponle 22 mil y que fue con la visa');
    expect(reply).toMatch(/monto .*\$\s22\.000[\s\S]*Efectivo → Visa/);
    expect((await ledger(user.token)).map((item) => [item.amount, item.account_id])).toEqual([[-22_000, user.card]]);
  });

  it('reads an answer that gives the kind of a message it asked about together with it', async () => {
    const user = await colombian();
    expect(await say(user.token, '70 mil a ahorros')).toMatch(/no anoté nada/i);
    const reply = await say(user.token, 'era un ingreso, me devolvieron lo del arriendo');
    expect(reply).toMatch(/^✅ Anotado: ingreso de \$\s70\.000 .*Reembolsos · Ahorros/);
    expect((await ledger(user.token)).map((item) => [item.amount, item.account_id])).toEqual([[70_000, user.bank]]);
  });

  it('records nothing for a plan or a joke', async () => {
    const user = await colombian();
    expect(await say(user.token, 'mañana pago la luz, 90 mil')).toContain('no lo anoté');
    expect(await say(user.token, 'jajaja —¿cuánto vale? —10 mil 😂')).toContain('no anoté nada');
    expect(await ledger(user.token)).toEqual([]);
  });
});

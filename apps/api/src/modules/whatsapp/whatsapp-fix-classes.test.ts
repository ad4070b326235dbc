import { describe, expect, it } from 'vitest';
import { chatApp, chatUser, movements, say } from '../../../test/helpers/whatsapp-chat.ts';
import { amountFromArithmetic } from './amount-arithmetic.ts';
import { dayBesideAmount, dayOfTarget } from './corrections.ts';
import { whatItReallyWas } from './really-was.ts';
import { restatedKindFix } from './restated-fix.ts';

// Fixes of the capture just saved, by class (decision 031): the sum said aloud, what it really
// was against what it was not, the kind said again with the same amount, a move between two own
// accounts, the group a category already belongs to. Examples written here; none is a corpus line.

const units = (amount: ReturnType<typeof amountFromArithmetic>) =>
  typeof amount === 'object' ? Number(`${amount.integer}.${amount.fraction || 0}`) * amount.multiplier : amount;

describe('an amount fixed with its sum', () => {
  it.each([
    ['eran 3 pasajes de 4 mil, o sea 12', 12_000],
    ['fueron cuatro cervezas de 2.500', 10_000],
    ['eran dos menús de 12,50, en total 25', 25],
    ['3 x 45 = 135', 135],
  ])('«%s» is %d', (text, amount) => {
    expect(units(amountFromArithmetic(text))).toBe(amount);
  });

  it('asks when the total said does not agree', () => {
    expect(amountFromArithmetic('eran 2 boletas de 9 mil, o sea 20')).toBe('ask');
  });

  it.each(['eran 18 mil', 'no, 2.500', 'fueron 45 soles'])('not «%s»', (text) => {
    expect(amountFromArithmetic(text)).toBeUndefined();
  });
});

describe('what it really was, against what it was not', () => {
  it.each([
    ['no, era comida para el gato, cámbialo', 'Mascotas'],
    ['perdón, eso era un regalo de cumpleaños, no ropa', 'Regalos'],
    ['corrijo: era la farmacia, no el súper', 'Farmacia'],
  ])('«%s» → %s', (text, category) => {
    expect(whatItReallyWas(text, 'expense')).toBe(category);
  });

  it.each(['no, nada', 'perdón, me confundí', 'no era comida, era otra cosa'])('not «%s»', (text) => {
    expect(whatItReallyWas(text, 'expense')).toBeUndefined();
  });
});

describe('the kind said again with the same amount', () => {
  it('turns the spending, amount removed', () => {
    expect(restatedKindFix('no, me cayeron 80 a la cuenta, me devolvieron lo del pedido', 80)).toMatchObject({
      kind: 'income',
    });
  });

  it.each([
    ['no, me cayeron 90 a la cuenta', 80],
    ['me entraron 80 de sueldo', 80],
  ])('not «%s» after %d', (text, amount) => {
    expect(restatedKindFix(text, amount)).toBeUndefined();
  });
});

describe('a day said beside an amount fix, or with «eso» after it', () => {
  it.each([
    ['ay no, fue el martes y eran 36 mil', '2026-11-24'],
    ['perdón, eran 58, lo pagué el sábado', '2026-11-21'],
  ])('«%s» moves it to %s', (text, date) => {
    expect(
      dayBesideAmount(
        text
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase(),
        '2026-11-26',
      ),
    ).toBe(date);
  });

  it.each(['eran 30 mil', 'no, eran 12 y fue con yape'])('not «%s»', (text) => {
    expect(dayBesideAmount(text, '2026-11-26')).toBeUndefined();
  });

  it.each([
    ['del martes eso', '2026-11-24'],
    ['de anteayer esto', '2026-11-24'],
  ])('«%s» is %s', (target, date) => {
    expect(dayOfTarget(target, '2026-11-26')).toBe(date);
  });
});

describe('the fixes end to end', () => {
  const app = chatApp();

  it('corrects the amount to the sum, never claiming the same amount', async () => {
    const token = await chatUser(app.ctx, 'CO', 'COP', [{ name: 'Efectivo', type: 'cash' }]);
    await say(app.ctx, token, 'pasajes de bus 8 mil');
    expect(await say(app.ctx, token, 'eran 3 pasajes de 8 mil, o sea 24')).toMatch(/8\.000 → \$\s24\.000/);
    expect((await movements(app.ctx, token))[0]!.amount).toBe(-24_000);
    const same = await say(app.ctx, token, 'eran 24 mil');
    expect(same).not.toMatch(/→/);
    expect(same).toMatch(/no cambié nada/);
  });

  it('turns a spending told again as money given back, adding nothing', async () => {
    const token = await chatUser(app.ctx, 'AR', 'ARS', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'Galicia', type: 'checking' },
    ]);
    await say(app.ctx, token, 'gasté 9000 con galicia');
    const reply = await say(app.ctx, token, 'no no, me entraron 9000 a galicia, me devolvieron lo de una campera');
    expect(reply).toMatch(/ingreso/);
    const saved = await movements(app.ctx, token);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.amount).toBe(9_000_00);
  });

  it('reads a kind fix naming two own accounts as a transfer', async () => {
    const token = await chatUser(app.ctx, 'MX', 'MXN', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'Banorte', type: 'checking' },
      { name: 'Mercado Pago', type: 'other' },
    ]);
    await say(app.ctx, token, 'gasté 700 en mercado pago');
    await say(app.ctx, token, 'borra eso, fue una transferencia de banorte a mercado pago, no un gasto');
    const saved = (await movements(app.ctx, token)) as unknown as { kind: string }[];
    expect(saved.map((movement) => movement.kind)).not.toContain('expense');
    expect(saved.map((movement) => movement.kind)).not.toContain('income');
  });

  it('keeps the category when the fix names its own group', async () => {
    const token = await chatUser(app.ctx, 'PE', 'PEN', [{ name: 'Efectivo', type: 'cash' }]);
    await say(app.ctx, token, 'cuadernos 35');
    const reply = await say(app.ctx, token, 'ponlo en educación, son para mi hija');
    expect(reply).toMatch(/no cambié nada/);
  });

  it('names what it really was', async () => {
    const token = await chatUser(app.ctx, 'ES', 'EUR', [{ name: 'Efectivo', type: 'cash' }]);
    await say(app.ctx, token, 'restaurante 30');
    expect(await say(app.ctx, token, 'uy no, era pienso para el perro lo que compré')).toMatch(/→ Mascotas/);
  });

  it('moves it to the debit card of the bank named', async () => {
    const token = await chatUser(app.ctx, 'CO', 'COP', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'Davivienda', type: 'savings' },
      { name: 'Visa Davivienda', type: 'credit_card' },
    ]);
    await say(app.ctx, token, 'mercado 80 mil con la visa');
    expect(await say(app.ctx, token, 'nono con la débito de davivienda')).toMatch(/Visa Davivienda → Davivienda/);
  });
});

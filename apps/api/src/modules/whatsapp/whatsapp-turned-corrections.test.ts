import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';
import { accountRef, defaultCategoryRefs } from '../../../test/helpers/whatsapp-parse-refs.ts';
import { detectIntent } from './intent.ts';
import { type ParseContext, parseCapture } from './parse-message.ts';

// Messages once left saved wrong under a success reply (decision 031, blind-l): a correction read
// as a category or a new capture, a denial read as what happened, a plan read as spending, cash
// out of an account read as spending, and a transfer charged to cash. Written in each country's way.

const TODAY = '2026-11-26';
const context = (currency: string): ParseContext => ({
  today: TODAY,
  accounts: [
    accountRef('Efectivo', 'cash', currency),
    accountRef('Cuenta Sueldo', 'checking', currency),
    accountRef('Visa', 'credit_card', currency),
  ],
  defaultAccountId: 'Efectivo',
  categories: defaultCategoryRefs,
});
const intentOf = (text: string) => {
  const intent = detectIntent(text, TODAY) as Record<string, unknown>;
  return { type: intent.type, kind: intent.kind, target: intent.target, date: intent.date };
};

describe('corrections of the last capture', () => {
  it.each([
    ['no era efectivo era la visa', 'la visa'],
    ['no fue bbva fue mercado pago', 'mercado pago'],
  ])('«%s» names only what it was: %s', (text, target) => {
    expect(intentOf(text)).toMatchObject({ target });
  });

  it.each([
    ['perdón, no me lo pagó, se lo pagué yo a él', 'expense'],
    ['no, no me la dieron, se la di yo', 'expense'],
    ['perdona, es lo que me pagan los del piso, no lo que pago yo', 'income'],
    ['no era gasto, fue un reembolso del seguro', 'income'],
  ])('«%s» turns it to %s', (text, kind) => {
    expect(intentOf(text)).toMatchObject({ type: 'rekind', kind });
  });

  it('keeps the category said after the kind denied', () => {
    expect(intentOf('no era gasto, fue devolución de la tienda')).toMatchObject({
      type: 'rekind',
      kind: 'income',
      target: 'devolucion de la tienda',
    });
  });

  it.each([
    ['ay no, eran 15 lucas nomás jajaja', 15000],
    ['uy, fueron 40 mil jeje', 40000],
  ])('«%s» corrects the amount despite the laugh', (text, units) => {
    const intent = detectIntent(text, TODAY);
    expect(intent.type).toBe('reamount');
    const amount = intent.type === 'reamount' ? intent.amount : undefined;
    expect(Number(amount?.integer) * (amount?.multiplier ?? 1)).toBe(units);
  });

  it.each([
    ['fue el 2 de noviembre, no hoy', '2026-11-02'],
    ['era 15 de octubre, no de ayer', '2026-10-15'],
  ])('«%s» moves the date, never the amount', (text, date) => {
    expect(intentOf(text)).toMatchObject({ type: 'redate', date });
  });

  it.each(['la recargué con la cuenta sueldo', 'lo cargué con la visa'])('«%s» changes the account', (text) => {
    expect(intentOf(text).type).toBe('reaccount');
  });
});

describe('captures', () => {
  it.each(['estoy pensando en comprar una moto de unos 3 millones, qué opinas', 'quiero comprar un celu de 400 lucas'])(
    '«%s» is a plan, nothing to record',
    (text) => {
      expect(detectIntent(text, TODAY).type).toBe('not_now');
    },
  );

  it.each([
    ['se me fueron 3 mil en el súper de la quincena', 'MXN'],
    ['se nos fue medio sueldo en la fiesta, 200 lucas', 'CLP'],
  ])('«%s» is spending, whatever pay it names', (text, currency) => {
    const outcome = parseCapture(text, context(currency));
    expect(outcome.ok && outcome.capture.kind).toBe('expense');
  });

  it.each(['giré 80 lucas de la cuenta sueldo', 'giramos 50 mil de la cuenta sueldo'])(
    '«%s» is cash taken out of the account',
    (text) => {
      const outcome = parseCapture(text, context('CLP'));
      expect(outcome.ok && outcome.capture.kind).toBe('transfer');
      expect(outcome.ok && outcome.capture.toAccount?.name).toBe('Efectivo');
    },
  );

  it('pays a transfer to someone from the only bank account, never from cash', () => {
    const outcome = parseCapture('le transferí 35 mil a mi hermano por el cumple', context('COP'));
    expect(outcome.ok && outcome.capture.account.name).toBe('Cuenta Sueldo');
  });

  it('asks which account a transfer left when there are several', () => {
    const banks = context('EUR');
    banks.accounts.push(accountRef('ING', 'savings', 'EUR'));
    expect(parseCapture('le transferí 30 a Marta por la cena', banks).ok).toBe(false);
  });
});

describe('the chat end to end', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    ctx.clock.advance(new Date('2026-11-26T15:00:00Z').getTime() - ctx.clock.now().getTime());
  });
  afterAll(async () => ctx.close());

  const say = async (token: string, text: string) => {
    const res = await call(ctx, 'POST', '/api/whatsapp/simulate', { token, body: { text } });
    expect(res.status).toBe(200);
    return (res.data as unknown as { reply: string }).reply;
  };

  it('moves the last capture to the account named after «no era … era …»', async () => {
    const { token } = await registerUser(ctx);
    await call(ctx, 'POST', '/api/configuration', {
      token,
      body: { country: 'MX', base_currency: 'MXN', month_start_day: 1 },
    });
    await call(ctx, 'POST', '/api/accounts', { token, body: { name: 'Efectivo', type: 'cash', currency: 'MXN' } });
    const card = await call(ctx, 'POST', '/api/accounts', {
      token,
      body: { name: 'Tarjeta Nu', type: 'credit_card', currency: 'MXN' },
    });
    expect(await say(token, 'tacos 180')).toContain('✅');
    await say(token, 'no era efectivo era la nu');
    const items = (await call(ctx, 'GET', '/api/transactions', { token })).data as unknown as {
      items: { account_id: string }[];
    };
    expect(items.items.map((item) => item.account_id)).toEqual([(card.data as unknown as { id: string }).id]);
  });
});

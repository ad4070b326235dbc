import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';
import type { AccountRef } from './account-words.ts';
import { detectIntent } from './intent.ts';
import { type ParseContext, parseCapture } from './parse-message.ts';

// Messages that were once saved wrong with a success reply (decision 031): numbers that are not
// money, money a payment app brought in, and corrections of the last capture said in other words.
// The examples are written here, not taken from a blind corpus.

const TODAY = '2026-11-25';

describe('numbers that are not money', () => {
  it.each([
    'el código postal de la oficina es 76001',
    'mi cp es 44100',
    'en la fila del super hay unas 12 personas',
    'somos 8 en el asado',
    'mi abuela cumple 90 el domingo',
    'tengo 27 años',
    'estamos en la habitación 412',
    'vivo en el piso 7, depto 702',
    'me demoré 45 minutos en llegar',
  ])('«%s» records nothing', (text) => {
    expect(detectIntent(text, TODAY).type).toBe('not_money');
  });

  it.each(['30 en el bus', 'taxi 16', 'almuerzo para 3 personas 54.000', 'tengo 20 mil en el bolsillo'])(
    '«%s» is still read for money',
    (text) => {
      expect(detectIntent(text, TODAY).type).toBe('capture');
    },
  );
});

describe('money a payment app brought in', () => {
  const context: ParseContext = {
    today: TODAY,
    accounts: [
      { id: 'cash', name: 'Efectivo', type: 'cash', currency: 'COP' },
      { id: 'nequi', name: 'Nequi', type: 'other', currency: 'COP' },
    ] satisfies AccountRef[],
    defaultAccountId: 'cash',
    categories: [],
  };

  it.each([
    'me nequiaron 40.000 de la polla del partido',
    'nos yapearon 15 por las empanadas',
    'me plinearon 60',
    'me bizumeó 12 mi prima por la cena',
    'me pasaron 25 por bizum',
  ])('«%s» is income', (text) => {
    const outcome = parseCapture(text, context);
    expect(outcome.ok && outcome.capture.kind).toBe('income');
  });

  it('«le nequié 40.000 a mi primo» stays an expense', () => {
    const outcome = parseCapture('le nequié 40.000 a mi primo', context);
    expect(outcome.ok && outcome.capture.kind).toBe('expense');
  });
});

describe('corrections said in other words', () => {
  it.each([
    ['la pagué con la mastercard', 'mastercard'],
    ['y fue con daviplata', 'daviplata'],
    ['al final lo pagamos con la de débito', 'de debito'],
  ])('«%s» moves the last capture to another account', (text, target) => {
    expect(detectIntent(text, TODAY)).toEqual({ type: 'reaccount', target });
  });

  it('an amount with its reason fixes the amount, not a new capture', () => {
    const intent = detectIntent('no, 83, que incluía la propina', TODAY);
    expect(intent.type).toBe('reamount');
    expect(intent.type === 'reamount' && intent.amount.integer).toBe('83');
    // A day in the reason is not read as a plain amount fix.
    expect(detectIntent('no, 83, que fue el lunes', TODAY).type).toBe('capture');
  });

  it('an order to file it under a category names that category', () => {
    expect(detectIntent('eran pañales, pásalo a bebé', TODAY)).toEqual({ type: 'recategorize', target: 'bebe' });
    expect(detectIntent('fueron copias, ponlo en papelería', TODAY)).toEqual({
      type: 'recategorize',
      target: 'papeleria',
    });
  });

  it('a day with the time of day moves the date', () => {
    expect(detectIntent('eso fue anteayer por la tarde', TODAY)).toEqual({ type: 'redate', date: '2026-11-23' });
  });
});

describe('the chat end to end', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    ctx.clock.advance(new Date('2026-11-25T15:00:00Z').getTime() - ctx.clock.now().getTime());
  });
  afterAll(async () => ctx.close());

  const say = async (token: string, text: string) => {
    const res = await call(ctx, 'POST', '/api/whatsapp/simulate', {
      token,
      body: { text },
      headers: { 'x-time-zone': 'Europe/Madrid' },
    });
    expect(res.status).toBe(200);
    return res.data as unknown as { reply: string };
  };

  it('fixes the amount and the account of the last capture instead of adding another', async () => {
    const { token } = await registerUser(ctx);
    await call(ctx, 'POST', '/api/configuration', {
      token,
      body: { country: 'ES', base_currency: 'EUR', month_start_day: 1 },
    });
    await call(ctx, 'POST', '/api/accounts', { token, body: { name: 'Efectivo', type: 'cash', currency: 'EUR' } });
    const visa = (
      await call(ctx, 'POST', '/api/accounts', {
        token,
        body: { name: 'Tarjeta Visa', type: 'credit_card', currency: 'EUR' },
      })
    ).data.id as string;

    expect((await say(token, 'parking 9')).reply).toContain('✅ Anotado');
    expect((await say(token, 'no, 19, que era todo el día')).reply).not.toContain('Anotado');
    expect((await say(token, 'y fue con la visa')).reply).toContain('Tarjeta Visa');
    expect((await say(token, 'mi código postal es 41004')).reply).not.toContain('Anotado');

    const list = (await call(ctx, 'GET', '/api/transactions', { token })).data as unknown as {
      items: { amount: number; account_id: string }[];
    };
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ amount: -1900, account_id: visa });
  });

  it('fixes an amount in thousands with a bare number in the same thousands', async () => {
    const { token } = await registerUser(ctx);
    await call(ctx, 'POST', '/api/configuration', {
      token,
      body: { country: 'CO', base_currency: 'COP', month_start_day: 1 },
    });
    await call(ctx, 'POST', '/api/accounts', { token, body: { name: 'Efectivo', type: 'cash', currency: 'COP' } });

    expect((await say(token, 'taxi 15 mil')).reply).toContain('✅ Anotado');
    expect((await say(token, 'no, eran 18')).reply).toContain('18.000');

    const list = (await call(ctx, 'GET', '/api/transactions', { token })).data as unknown as {
      items: { amount: number }[];
    };
    expect(list.items.map((item) => item.amount)).toEqual([-18000]);
  });
});

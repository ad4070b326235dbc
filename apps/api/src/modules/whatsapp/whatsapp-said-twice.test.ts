import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';
import type { AccountRef } from './account-words.ts';
import { looksLikeAlert, parseAlert } from './alerts.ts';
import { findCategoryWords } from './category-words.ts';
import { detectIntent } from './intent.ts';
import { splitMovements } from './multi.ts';
import { type ParseContext, parseCapture } from './parse-message.ts';

// Messages once saved wrong with a success reply (decision 031): an account said with «no», a
// correction of two fields at once, cash taken out of a wallet, a thousand thanks, an apology after
// the amount, a Bizum sent. The examples are written here, not taken from a blind corpus.

const TODAY = '2026-11-26';

describe('corrections that say more than one thing', () => {
  it.each([
    ['la pagué con la mastercard, no en efectivo', 'mastercard'],
    ['fue con nequi, no con la tarjeta', 'nequi'],
    ['no en efectivo, con la visa', 'visa'],
    ['no con daviplata, sino con la master', 'master'],
  ])('«%s» moves it to the account said without «no»', (text, target) => {
    expect(detectIntent(text, TODAY)).toEqual({ type: 'reaccount', target });
  });

  it.each([
    ['no, eran 22 mil y fue el martes', '22', '2026-11-24'],
    ['perdón, fueron 8.500, ayer', '8.500', '2026-11-25'],
    ['eran 70 y era el domingo', '70', '2026-11-22'],
  ])('«%s» fixes the amount and the day together', (text, integer, date) => {
    const intent = detectIntent(text, TODAY);
    expect(intent.type).toBe('reamount');
    expect(intent.type === 'reamount' && intent.amount.integer.replace('.', '')).toBe(integer.replace('.', ''));
    expect(intent.type === 'reamount' && intent.date).toBe(date);
  });

  it.each(['eran 61, me confundí', 'no, 32, perdón', 'fueron 15, error mío'])(
    '«%s» fixes the amount; the apology is not a new capture',
    (text) => {
      const intent = detectIntent(text, TODAY);
      expect(intent.type).toBe('reamount');
      expect(intent.type === 'reamount' && intent.date).toBeUndefined();
    },
  );

  // Spoken «no»s: Argentina's «nah», Mexico's «nel», a long «noo».
  it.each(['nah eran 31 lucas', 'nel, fueron 450', 'noo eran 12 mil'])('«%s» fixes the amount', (text) => {
    expect(detectIntent(text, TODAY).type).toBe('reamount');
  });

  it('a reason after the amount still keeps it from being a plain fix', () => {
    expect(detectIntent('no, 83, que fue el lunes', TODAY).type).toBe('capture');
  });
});

describe('what it was not, then what it was', () => {
  it.each([
    ['no era el súper, era la panadería', { type: 'recategorize', target: 'la panaderia' }],
    ['no era ropa sino calzado', { type: 'recategorize', target: 'calzado' }],
    ['no fue ayer, fue el viernes', { type: 'redate', date: '2026-11-20' }],
    ['no era con nequi, era con la master', { type: 'reaccount', target: 'master' }],
  ])('«%s» corrects with the second half', (text, intent) => {
    expect(detectIntent(text, TODAY)).toEqual(intent);
  });
});

describe('the phone line and its carriers', () => {
  it.each(['recibo bitel 39', 'pagué el celu 12 mil', 'plan del celu wom 9.990', 'unefon 150'])(
    '«%s» is the mobile phone first',
    (text) => {
      expect(findCategoryWords(text.normalize('NFD').replace(/[\u0300-\u036f]/g, ''), 'expense')).toContainEqual(
        expect.objectContaining({ category: 'Teléfono móvil' }),
      );
    },
  );

  it('«cargador pal celu» is a charger, not the phone bill', () => {
    expect(findCategoryWords('cargador pal celu', 'expense')).toEqual([]);
  });
});

describe('a list whose parts say their own way', () => {
  const accounts = [
    { id: 'cash', name: 'Efectivo', type: 'cash', currency: 'EUR' },
    { id: 'ing', name: 'ING', type: 'checking', currency: 'EUR' },
  ] satisfies AccountRef[];

  it('does not carry «me han ingresado» to a part that says «he pagado»', () => {
    // The amount said after the income's own piece is that income's (list-pieces.ts), so the two
    // parts keep their own ways.
    const parts = splitMovements(
      'me han ingresado la nómina, 1.900 en ing, y he pagado el gimnasio 35 desde ing',
      accounts,
    );
    expect(parts).toHaveLength(2);
    expect(parts![0]).toMatch(/ingresado.*1\.900/);
    expect(parts![1]).not.toMatch(/ingresado/);
  });

  it('still carries a verb said once for a plain list', () => {
    expect(splitMovements('ayer pagué: taxi 12 y cena 40', accounts)).toHaveLength(2);
  });
});

describe('a list paid all from one account', () => {
  const accounts = [
    { id: 'cash', name: 'Efectivo', type: 'cash', currency: 'COP' },
    { id: 'davi', name: 'Davivienda', type: 'checking', currency: 'COP' },
  ] satisfies AccountRef[];

  it.each([
    'pagué la luz 120.000 y el agua 60.000, las dos con davivienda',
    'gas 40 mil y luz 90 mil, ambos con davivienda',
  ])('«%s» repeats the account, not the count, to each', (text) => {
    const parts = splitMovements(text, accounts);
    expect(parts).toHaveLength(2);
    for (const part of parts!) {
      expect(part).toMatch(/^con davivienda /);
      expect(part).not.toMatch(/\b(dos|ambos)\b/);
    }
  });
});

describe('a thousand thanks', () => {
  it.each(['listo, mil gracias', 'un millón de gracias!!', 'mil disculpas, ya te escribo', 'ok mil besos'])(
    '«%s» records nothing',
    (text) => {
      expect(detectIntent(text, TODAY).type).toBe('not_money');
    },
  );

  it('«mil gracias, almuerzo 20 mil» is still read for money', () => {
    expect(detectIntent('mil gracias, almuerzo 20 mil', TODAY).type).toBe('capture');
  });
});

describe('cash taken out of one of the accounts', () => {
  const context: ParseContext = {
    today: TODAY,
    accounts: [
      { id: 'cash', name: 'Efectivo', type: 'cash', currency: 'COP' },
      { id: 'nequi', name: 'Nequi', type: 'other', currency: 'COP' },
    ] satisfies AccountRef[],
    defaultAccountId: 'cash',
    categories: [],
  };

  it.each(['saqué 200 lucas de nequi', 'retiré 50 mil de mi nequi', 'sacamos 80.000 desde nequi'])(
    '«%s» is a transfer to cash',
    (text) => {
      const outcome = parseCapture(text, context);
      expect(outcome.ok && outcome.capture.kind).toBe('transfer');
      expect(outcome.ok && outcome.capture.account.id).toBe('nequi');
      expect(outcome.ok && outcome.capture.toAccount?.id).toBe('cash');
    },
  );

  it.each(['saqué 30 mil de nequi para el mercado', 'retiré 40 mil de nequi a mi hermano'])(
    '«%s» pays for something, so it is not a withdrawal',
    (text) => {
      const outcome = parseCapture(text, context);
      expect(outcome.ok && outcome.capture.kind).toBe('expense');
    },
  );
});

describe('a Bizum sent, pasted from the bank', () => {
  const context: ParseContext = {
    today: TODAY,
    accounts: [{ id: 'sab', name: 'Sabadell', type: 'checking', currency: 'EUR', digits: ['5120'] }] as AccountRef[],
    defaultAccountId: 'sab',
    categories: [],
  };
  const text =
    'Sabadell: Bizum enviado de 32,50 € a LUCIA PEREZ desde tu cuenta ··5120. Concepto: cena cumple. 21/11/2026';

  it('is one expense on its day, not split into two', () => {
    expect(looksLikeAlert(text)).toBe(true);
    const outcome = parseAlert(text, context);
    expect(outcome).toMatchObject({
      ok: true,
      capture: { kind: 'expense', amount: 3250, date: '2026-11-21', account: { id: 'sab' } },
    });
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
    const res = await call(ctx, 'POST', '/api/whatsapp/simulate', {
      token,
      body: { text },
      headers: { 'x-time-zone': 'America/Bogota' },
    });
    expect(res.status).toBe(200);
    return (res.data as unknown as { reply: string }).reply;
  };

  it('fixes amount and day, then the account said without «no», on one movement', async () => {
    const { token } = await registerUser(ctx);
    await call(ctx, 'POST', '/api/configuration', {
      token,
      body: { country: 'CO', base_currency: 'COP', month_start_day: 1 },
    });
    await call(ctx, 'POST', '/api/accounts', { token, body: { name: 'Efectivo', type: 'cash', currency: 'COP' } });
    const visa = (
      await call(ctx, 'POST', '/api/accounts', {
        token,
        body: { name: 'Visa Davivienda', type: 'credit_card', currency: 'COP' },
      })
    ).data.id as string;

    expect(await say(token, 'almuerzo 25 mil')).toContain('✅ Anotado');
    expect(await say(token, 'no no, eran 28 mil y fue el martes')).toContain('28.000');
    expect(await say(token, 'la pagué con la visa, no en efectivo')).toContain('Visa Davivienda');
    expect(await say(token, 'listo, mil gracias')).not.toContain('Anotado');

    const list = (await call(ctx, 'GET', '/api/transactions', { token })).data as unknown as {
      items: { amount: number; account_id: string; date: string }[];
    };
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ amount: -28000, account_id: visa, date: '2026-11-24' });
  });
});

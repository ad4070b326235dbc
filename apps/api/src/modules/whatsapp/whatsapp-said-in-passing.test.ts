import { describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers/test-app.ts';
import { chatApp, chatUser, movements, say } from '../../../test/helpers/whatsapp-chat.ts';
import { accountRef } from '../../../test/helpers/whatsapp-parse-refs.ts';
import { accountsSaidPlainly } from './account-digits.ts';
import { countedTotal } from './counted-total.ts';
import { selfRepaired } from './self-repair.ts';
import { splitAtThen } from './list-closers.ts';

// What a sentence says in passing, which is neither a second amount nor a second movement: an
// account's last digits, a slip taken back («… no mentira», «ayer no, hoy»), a count times a price
// beside its total, «desde el mismo», «efectivo las 2», a thing paid together with the next one, a
// console's or pitch's number. Examples written here.

const app = chatApp();

type Kind = 'cash' | 'checking' | 'savings' | 'credit_card' | 'other';

async function userWith(country: string, currency: string, accounts: [string, Kind, string?][]): Promise<string> {
  const token = await chatUser(app.ctx, country, currency, []);
  for (const [name, type, digits] of accounts)
    await call(app.ctx, 'POST', '/api/accounts', {
      token,
      body: { name, type, currency, last_digits: digits ?? null },
    });
  return token;
}

describe('an account’s last digits said in passing', () => {
  const accounts = [
    accountRef('Efectivo', 'cash', 'COP'),
    accountRef('Davivienda', 'checking', 'COP', ['0932']),
    accountRef('Ahorro Casa', 'savings', 'COP', ['6620']),
  ];

  it.each([
    [
      'me pagaron la asesoría, 2.400.000, en el ahorro casa (la 6620)',
      'me pagaron la asesoría, 2.400.000, en el ahorro casa ',
    ],
    ['pasé 300.000 al ahorro casa, la cuenta 6620, para el viaje', 'pasé 300.000 al ahorro casa, , para el viaje'],
    ['pagué 85.000 del mercado con la terminada en 0932', 'pagué 85.000 del mercado con la Davivienda'],
    ['consigné 120.000 a la 6620', 'consigné 120.000 a la Ahorro Casa'],
  ])('«%s» names the account, never a second amount', (text, said) => {
    expect(accountsSaidPlainly(text, accounts).replace(/\s+/g, ' ')).toBe(said.replace(/\s+/g, ' '));
  });

  it.each(['gasté 6620 pesos en dulces', 'pagué 6620 en la papelería', 'compré 2 cuadernos de 6620'])(
    '«%s»: digits said as money stay money',
    (text) => expect(accountsSaidPlainly(text, accounts)).toBe(text),
  );

  it('saves the income once, to the account the digits name', async () => {
    const token = await userWith('CO', 'COP', [
      ['Efectivo', 'cash'],
      ['Davivienda', 'checking', '0932'],
      ['Ahorro Casa', 'savings', '6620'],
    ]);
    const reply = await say(
      app.ctx,
      token,
      'Me consignaron la asesoría, dos millones cuatrocientos mil, a la cuenta de ahorros (la 6620).',
    );
    expect(reply).toMatch(/^✅ Anotado: ingreso de \$\s2\.400\.000 .*Ahorro Casa/);
    expect(await movements(app.ctx, token)).toHaveLength(1);
    const moved = await say(
      app.ctx,
      token,
      'Pasé 150.000 de Davivienda a los ahorros, la cuenta 6620, para ir juntando.',
    );
    expect(moved).toMatch(/transferencia de \$\s150\.000 de Davivienda a Ahorro Casa/);
  });

  it('a card’s statement paid from an account is the card paid', async () => {
    const token = await userWith('CL', 'CLP', [
      ['Efectivo', 'cash'],
      ['CuentaRUT', 'checking'],
      ['Lider Mastercard', 'credit_card'],
    ]);
    const reply = await say(app.ctx, token, 'pagué el estado de cuenta de la Lider con la cuentarut, 61.200');
    expect(reply).toMatch(/transferencia de \$61\.200 de CuentaRUT a Lider Mastercard/);
  });
});

describe('a slip taken back without «digo»', () => {
  it.each([
    ['le yapeé 12 al del taxi y al heladero 😅 no mentira solo 12 al del mototaxi', 'le yapeé 12 al del mototaxi'],
    ['pagué la lavandería… no mentira la peluquería con la nu 250', 'pagué la peluquería con la nu 250'],
    [
      'pagué el celular con Yape... no, con la app del BCP desde ahorros, 59 soles',
      'pagué el celular con la app del BCP desde ahorros, 59 soles',
    ],
    [
      'cobré 500 de la clase y la guardé... no, mejor anota solo lo cobrado. Y gasté 40 en el pasaje',
      'cobré 500 de la clase. Y gasté 40 en el pasaje',
    ],
    ['el lunes no, el martes: cine 180 y palomitas 95', 'el martes: cine 180 y palomitas 95'],
  ])('«%s» reads as «%s»', (text, meant) => expect(selfRepaired(text)).toBe(meant));

  it.each([
    'hoy no gasté nada, mentira, gasté 20',
    'almuerzo 20 mil, no es mentira lo caro',
    'taxi 12.000... no alcanzó',
  ])('«%s» keeps what it said when nothing can stand for the slip', (text) => expect(selfRepaired(text)).toBe(text));

  it('saves only what was meant', async () => {
    const token = await chatUser(app.ctx, 'PE', 'PEN', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'Yape', type: 'other' },
    ]);
    const reply = await say(
      app.ctx,
      token,
      'yapeé 8 al de la combi y al canillita 🤣 no mentira solo 8 a la señora del desayuno',
    );
    expect(reply).toMatch(/^✅ Anotado: gasto de S\/\s8\.00 .*Yape/);
    expect(await movements(app.ctx, token)).toHaveLength(1);
    const today = await say(app.ctx, token, 'Ayer no, hoy: pollo 38 y gaseosa 9 en efectivo');
    expect(today).toMatch(/^✅ Anoté 2:/);
    expect(
      today
        .split('\n')
        .slice(1)
        .every((line) => line.endsWith('hoy')),
    ).toBe(true);
  });
});

describe('a count, its price each and the total', () => {
  it.each([
    [
      'el viernes fuimos al circo, 3 entradas de 12.000, 36.000 en total con la visa',
      'el viernes fuimos al circo, entradas 36.000 en total con la visa',
    ],
    ['4 menús a 12,50, total 50 €', 'menús 50 € en total'],
  ])('«%s» is the total alone', (text, meant) => expect(countedTotal(text)).toBe(meant));

  it('leaves a total that is not the count times the price to be asked', () => {
    const text = '2 pizzas de 9.000, 20.000 en total';
    expect(countedTotal(text)).toBe(text);
  });
});

describe('what a list says of its parts in passing', () => {
  it('«desde el mismo» closing the last part is the account of the part before', async () => {
    const token = await chatUser(app.ctx, 'ES', 'EUR', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'Openbank', type: 'checking' },
    ]);
    const reply = await say(
      app.ctx,
      token,
      'Me han pagado 450 € de unas clases en el Openbank y he pagado el seguro del coche, 230 €, desde el mismo.',
    );
    expect(reply).toMatch(/^✅ Anoté 2:/);
    expect(
      reply
        .split('\n')
        .slice(1)
        .every((line) => line.includes('Openbank')),
    ).toBe(true);
  });

  it('what is added with «más» is paid the same way as the part it is added to', async () => {
    const token = await chatUser(app.ctx, 'MX', 'MXN', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'Banorte', type: 'checking' },
    ]);
    const reply = await say(
      app.ctx,
      token,
      'Pagué el predial, 3 mil pesos de Banorte, más 420 de la recolección de basura',
    );
    expect(reply).toMatch(/^✅ Anoté 2:/);
    expect(
      reply
        .split('\n')
        .slice(1)
        .every((line) => line.includes('Banorte')),
    ).toBe(true);
  });

  it('«efectivo las 2» after the parts is said of both', async () => {
    const token = await chatUser(app.ctx, 'MX', 'MXN', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'Tarjeta Nu', type: 'credit_card' },
    ]);
    const reply = await say(app.ctx, token, 'tortillas 48 y el gas 390, nu las 2');
    expect(reply).toMatch(/^✅ Anoté 2:/);
    expect(
      reply
        .split('\n')
        .slice(1)
        .every((line) => line.includes('Tarjeta Nu')),
    ).toBe(true);
  });

  it('a thing joined with «e» to the next part was paid with it', async () => {
    const token = await chatUser(app.ctx, 'AR', 'ARS', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'Macro', type: 'checking' },
    ]);
    const reply = await say(
      app.ctx,
      token,
      'Pagué con el Macro: gas 18.400, la expensa 96.000 y el teléfono e internet 35.500',
    );
    expect(reply).toMatch(/^✅ Anoté 3:/);
    expect(reply).toContain('35.500');
    expect(
      reply
        .split('\n')
        .slice(1)
        .every((line) => line.includes('Macro')),
    ).toBe(true);
  });

  it('a «después» between two amounts starts another part', () => {
    expect(splitAtThen('cargué 18 lucas de nafta después pagué 6 lucas de peaje')).toEqual([
      'cargué 18 lucas de nafta',
      'pagué 6 lucas de peaje',
    ]);
    expect(splitAtThen('cargué 18 lucas de nafta y después fui a casa')).toEqual([
      'cargué 18 lucas de nafta y después fui a casa',
    ]);
  });

  it('a tip paid apart takes what was eaten, never the store name of the card', async () => {
    const token = await chatUser(app.ctx, 'CL', 'CLP', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'Paris', type: 'credit_card' },
    ]);
    const reply = await say(app.ctx, token, 'ramen 14.500 con la paris + propina 1.500 efectivo');
    const lines = reply.split('\n').slice(1);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/\$1\.500 .*Efectivo/);
  });
});

describe('numbers and words that are no second amount, account or kind', () => {
  it.each([
    ['vendí la play 3 en marketplace, me entraron 150 lucas en mp', /ingreso de \$\s150\.000,00 .*Mercado Pago/],
    ['le pasé 6 lucas por mp al del fut 7', /gasto de \$\s6\.000,00 .*Mercado Pago/],
    ['jajaja qué vergüenza pero gasté 45 lucas en el bar con mp', /gasto de \$\s45\.000,00 .*Mercado Pago/],
  ])('AR «%s»', async (text, saved) => {
    const token = await chatUser(app.ctx, 'AR', 'ARS', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'Mercado Pago', type: 'other' },
    ]);
    expect(await say(app.ctx, token, text)).toMatch(saved);
    expect(await movements(app.ctx, token)).toHaveLength(1);
  });

  it.each([
    ['el domingo me dieron 350 de propina en el bar', /ingreso de \$350\.00/],
    ['luz 640 pesos, domiciliada a Banorte', /gasto de \$640\.00 .*Banorte/],
  ])('MX «%s»', async (text, saved) => {
    const token = await chatUser(app.ctx, 'MX', 'MXN', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'Banorte', type: 'checking' },
    ]);
    expect(await say(app.ctx, token, text)).toMatch(saved);
  });

  it('an account whose name has digits is named by them, never left for the default', async () => {
    const token = await chatUser(app.ctx, 'ES', 'EUR', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'N26', type: 'checking' },
    ]);
    expect(await say(app.ctx, token, 'pista de pádel 18 € desde N26')).toMatch(/gasto de 18,00\s€ .*N26/);
  });

  it('one «cuota» with no count of them is a fee paid, not an instalment', async () => {
    const token = await chatUser(app.ctx, 'ES', 'EUR', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'Openbank', type: 'checking' },
    ]);
    expect(await say(app.ctx, token, 'Piscina cubierta, cuota de 28 € pagada con Openbank')).toMatch(
      /gasto de 28,00\s€ .*Openbank/,
    );
    expect(await say(app.ctx, token, 'me compré el portátil en 10 cuotas, cuota de 80 € con Openbank')).not.toMatch(
      /^✅/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { chatApp, chatUser, movements, say } from '../../../test/helpers/whatsapp-chat.ts';
import { accountRef, parseContext } from '../../../test/helpers/whatsapp-parse-refs.ts';
import { splitMovements } from './multi.ts';
import { parseCapture } from './parse-message.ts';

// Lists counted and told with one verb and one account («me nequearon 3 pagos: 40, 25 y 10 mil»),
// one purchase's total paid between accounts («el súper 250.000: 150 con la visa y el resto con la
// app»), and single messages once saved wrong with a success reply: money given back to someone,
// a transit card topped up, a price that rose, a wish to save. Examples written here.

const app = chatApp();
const TODAY = '2026-11-26';

const lines = (reply: string) => reply.split('\n').slice(1);

describe('a counted list with one verb and one account', () => {
  it.each([
    ['CO', 'COP', 'Davivienda', 'me llegaron tres pagos de clientes a davivienda: 40 mil, 25 mil y 60 mil', 3],
    ['PE', 'PEN', 'Plin', 'me plinearon 20, 35 y 15 por los alfajores', 3],
    ['ES', 'EUR', 'Openbank', 'me han entrado tres bizums de alumnos, 20, 25 y 30, al openbank', 3],
    ['MX', 'MXN', 'Mercado Pago', 'cobré 2 encargos por mercado pago, uno de 300 y otro de 1,250', 2],
  ])('[%s] «%s» is one income per amount, all in the account', async (country, currency, account, text, count) => {
    const token = await chatUser(app.ctx, country, currency, [
      { name: 'Efectivo', type: 'cash' },
      { name: account, type: 'other' },
    ]);
    const reply = await say(app.ctx, token, text);
    expect(reply).toMatch(new RegExp(`^✅ Anoté ${count}:`));
    expect(lines(reply).every((line) => line.includes('ingreso') && line.includes(account))).toBe(true);
    expect(await movements(app.ctx, token)).toHaveLength(count);
  });

  it('a part with an account of its own keeps it, and the verb still holds', async () => {
    const token = await chatUser(app.ctx, 'AR', 'ARS', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'Macro', type: 'checking' },
    ]);
    const reply = await say(app.ctx, token, 'cobré 2 arreglos: 80 mil por macro y 45 mil en efectivo');
    expect(reply).toMatch(/^✅ Anoté 2:/);
    const [first, second] = lines(reply);
    expect(first).toMatch(/ingreso.*Macro/);
    expect(second).toMatch(/ingreso.*Efectivo/);
  });

  it('an expense list with one account names it for each part', async () => {
    const token = await chatUser(app.ctx, 'CO', 'COP', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'Davivienda', type: 'savings' },
    ]);
    const reply = await say(app.ctx, token, 'pagué 2 cosas por davivienda: el gas 48 mil y el internet 95 mil');
    expect(reply).toMatch(/^✅ Anoté 2:/);
    expect(lines(reply).every((line) => line.includes('gasto') && line.includes('Davivienda'))).toBe(true);
  });

  it('a count that is not the number of amounts is asked, nothing saved', async () => {
    const token = await chatUser(app.ctx, 'PE', 'PEN', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'Plin', type: 'other' },
    ]);
    const reply = await say(app.ctx, token, 'me plinearon 3 pedidos, 40 y 25');
    expect(reply).not.toMatch(/^✅/);
    expect(await movements(app.ctx, token)).toHaveLength(0);
  });
});

describe('one purchase’s total paid between accounts', () => {
  const co = [
    accountRef('Efectivo', 'cash', 'COP'),
    accountRef('Davivienda', 'savings', 'COP'),
    accountRef('Daviplata', 'other', 'COP'),
  ];
  const ar = [
    accountRef('Efectivo', 'cash', 'ARS'),
    accountRef('Macro', 'checking', 'ARS'),
    accountRef('Ualá', 'other', 'ARS'),
  ];
  const es = [
    accountRef('Efectivo', 'cash', 'EUR'),
    accountRef('Openbank', 'checking', 'EUR'),
    accountRef('Bizum', 'other', 'EUR'),
  ];

  it.each([
    ['el súper en olímpica 250.000, pagué 180 con davivienda y el resto con daviplata', co, ['180000', '70000']],
    ['compra en el chino 58.300: 40 con macro y 18.300 con uala', ar, ['40000', '18.300']],
    ['cena en el japo 76,40: 50 con openbank y 26,40 en efectivo', es, ['50', '26,40']],
  ])('«%s» is one expense per account, adding up to the total', (text, accounts, amounts) => {
    const parts = splitMovements(text, accounts);
    expect(parts).toHaveLength(2);
    expect(parts!.map((part) => amounts.some((amount) => part.includes(amount)))).toEqual([true, true]);
  });

  it('a bare hundreds that does not add up in thousands is never read in thousands', () => {
    const parts = splitMovements('compra en el chino 58.300: 40 con macro y 11.000 con uala', ar) ?? [];
    expect(parts.some((part) => part.includes('40000'))).toBe(false);
  });
});

describe('single messages once saved wrong', () => {
  const co = parseContext(TODAY, [
    accountRef('Efectivo', 'cash', 'COP'),
    accountRef('Davivienda', 'savings', 'COP'),
    accountRef('Visa Davivienda', 'credit_card', 'COP'),
    accountRef('Daviplata', 'other', 'COP'),
  ]);
  const cl = parseContext(TODAY, [
    accountRef('Efectivo', 'cash', 'CLP'),
    accountRef('Cuenta Vista', 'checking', 'CLP'),
    accountRef('Tarjeta Ripley', 'credit_card', 'CLP'),
  ]);
  const es = parseContext(TODAY, [accountRef('Efectivo', 'cash', 'EUR'), accountRef('Openbank', 'checking', 'EUR')]);

  it('money given back to someone is spending', () => {
    const outcome = parseCapture('le devolví a mi tía los 150 mil que me prestó, por daviplata', co);
    expect(outcome.ok && outcome.capture.kind).toBe('expense');
  });

  it('a transit card topped up is spending, not a transfer to a card', () => {
    const outcome = parseCapture('recargué la tarjeta de movilidad 30 mil con daviplata', co);
    expect(outcome.ok && outcome.capture.kind).toBe('expense');
    expect(outcome.ok && outcome.capture.account.name).toBe('Daviplata');
  });

  it('a transfer someone made to the writer is money in', () => {
    const outcome = parseCapture('me han hecho una transferencia de 420 € de una alumna al openbank', es);
    expect(outcome.ok && outcome.capture.kind).toBe('income');
    expect(outcome.ok && outcome.capture.account.name).toBe('Openbank');
  });

  it.each([
    ['spotify subió a 19.900', co],
    ['me subieron el cupo de la ripley a 900 lucas', cl],
    ['quiero juntar como 400 lucas para las vacaciones', cl],
    ['mi señora se gastó como 80 lucas en la feria', cl],
  ])('«%s» is asked, not saved', (text, context) => {
    expect(parseCapture(text, context).ok).toBe(false);
  });

  it('a round trip said with its total is never two fares', () => {
    expect(splitMovements('colectivo 2 mil ida y vuelta 4 mil', co.accounts)).toBeUndefined();
  });
});

describe('an order to delete naming a capture that is not the last', () => {
  it('never deletes the last one instead', async () => {
    const token = await chatUser(app.ctx, 'PE', 'PEN', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'Yape', type: 'other' },
      { name: 'Plin', type: 'other' },
    ]);
    await say(app.ctx, token, 'yapeé 25 a carla');
    await say(app.ctx, token, 'pliné 18 a tomás');
    const reply = await say(app.ctx, token, 'elimina lo de carla');
    expect(reply).not.toMatch(/Tom[aá]s/);
    const left = await movements(app.ctx, token);
    expect(left.some((movement) => Math.abs(movement.amount) === 1800)).toBe(true);
  });
});

describe('a new amount said with how it was paid', () => {
  it('fixes both the amount and the account of the last capture', async () => {
    const token = await chatUser(app.ctx, 'MX', 'MXN', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'Santander', type: 'checking' },
    ]);
    await say(app.ctx, token, 'farmacia 320');
    const reply = await say(app.ctx, token, 'perdón, fueron 345 con santander');
    const saved = await movements(app.ctx, token);
    expect(saved).toHaveLength(1);
    if (/^(?:Listo|✅)/.test(reply)) {
      expect(Math.abs(saved[0]!.amount)).toBe(34_500);
      expect(saved[0]!.account_name ?? reply).toMatch(/Santander/);
    }
  });

  it('an account the user does not have is said in the reply, never dropped', async () => {
    const token = await chatUser(app.ctx, 'MX', 'MXN', [{ name: 'Efectivo', type: 'cash' }]);
    await say(app.ctx, token, 'farmacia 320');
    const reply = await say(app.ctx, token, 'perdón, fueron 345 con la amex');
    // The amount is fixed; the account it could not place is said, never left out of the reply.
    expect(reply).toMatch(/amex/);
  });
});

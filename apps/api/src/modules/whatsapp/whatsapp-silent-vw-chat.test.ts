import { describe, expect, it } from 'vitest';
import { chatApp, chatUser, movements, say } from '../../../test/helpers/whatsapp-chat.ts';
import { accountRef, parseContext } from '../../../test/helpers/whatsapp-parse-refs.ts';
import { parseAlert } from './alerts.ts';

// Alerts and lists once saved wrong with a success reply (blind-v, blind-w): money sent to one's
// own wallet named by its phone, a card's payment from one's own account, a second price said
// before its noun, and an account closing a list whose parts each have their own verb. Examples
// written here, in other words and other countries.

const TODAY = '2026-11-26';

describe('an alert of money sent to a wallet named with a phone', () => {
  const co = parseContext(TODAY, [
    accountRef('Efectivo', 'cash', 'COP'),
    accountRef('Davivienda', 'checking', 'COP', ['5521']),
    accountRef('Nequi', 'other', 'COP', ['4471']),
    accountRef('Daviplata', 'other', 'COP'),
  ]);
  const pe = parseContext(TODAY, [
    accountRef('Efectivo', 'cash', 'PEN'),
    accountRef('BBVA', 'savings', 'PEN', ['3390']),
    accountRef('Yape', 'other', 'PEN', ['8812']),
  ]);

  it.each([
    ['Davivienda: Transferencia por $180.000 desde cta *5521 a Nequi 3124404471. 25/11/2026', co, 'Nequi'],
    ['BBVA: Transferencia de S/ 150.00 desde tu cuenta ****3390 a Yape 987658812 el 25/11/2026', pe, 'Yape'],
  ])('«%s» is a transfer when the phone ends in the wallet’s digits', (text, context, wallet) => {
    const result = parseAlert(text, context);
    expect(result?.ok && result.capture.kind).toBe('transfer');
    expect(result?.ok && result.capture.toAccount?.name).toBe(wallet);
  });

  it('another phone is someone else’s wallet: spending', () => {
    const result = parseAlert('Davivienda: Transferencia por $60.000 desde cta *5521 a Nequi 3157712233.', co);
    expect(result?.ok && result.capture.kind).toBe('expense');
  });

  it('a wallet of the user’s with no digits set is asked about', () => {
    const result = parseAlert('Davivienda: Transferencia por $60.000 desde cta *5521 a Daviplata 3157712233.', co);
    expect(result).toEqual({ ok: false, question: { reason: 'alert_account' } });
  });
});

describe('an alert of a card’s payment made from an own account', () => {
  const cl = parseContext(TODAY, [
    accountRef('Efectivo', 'cash', 'CLP'),
    accountRef('Cuenta Vista', 'checking', 'CLP', ['6120']),
    accountRef('Tarjeta Ripley', 'credit_card', 'CLP', ['4410']),
  ]);
  const pe = parseContext(TODAY, [
    accountRef('Efectivo', 'cash', 'PEN'),
    accountRef('BCP', 'savings', 'PEN', ['6012']),
    accountRef('Interbank Visa', 'credit_card', 'PEN', ['4419']),
  ]);
  const mx = parseContext(TODAY, [
    accountRef('Efectivo', 'cash', 'MXN'),
    accountRef('Banorte', 'checking', 'MXN', ['7302']),
    accountRef('Tarjeta Nu', 'credit_card', 'MXN', ['1188']),
  ]);

  it.each([
    [
      'BCP: Pago de tarjeta de crédito Interbank por S/ 600.00 desde tu cuenta ****6012 el 23/11/2026',
      pe,
      'Interbank Visa',
    ],
    ['Banorte: Pago de tu tarjeta Nu por $3,500.00 desde cuenta ****7302 el 24/11/2026', mx, 'Tarjeta Nu'],
  ])('«%s» moves money to the card', (text, context, card) => {
    const result = parseAlert(text, context);
    expect(result?.ok && result.capture.kind).toBe('transfer');
    expect(result?.ok && result.capture.toAccount?.name).toBe(card);
  });

  it('a card the user does not hold is asked about, never saved as spending', () => {
    const text = 'Banco de Chile: Pago de tarjeta de crédito Lider por $40.000 desde Cuenta Vista ****6120';
    expect(parseAlert(text, cl)).toEqual({ ok: false, question: { reason: 'alert_account' } });
  });
});

describe('lists in chat', () => {
  const app = chatApp();
  const user = (country: string, currency: string, card: string) =>
    chatUser(app.ctx, country, currency, [
      { name: 'Efectivo', type: 'cash' },
      { name: card, type: 'credit_card' },
    ]);

  it.each([
    ['ES', 'EUR', 'Tarjeta Visa', 'en el teatro 42 las entradas y 6,50 los refrescos, con la visa'],
    ['ES', 'EUR', 'Tarjeta Visa', 'en la feria 8 el algodón y 5 las manzanas de caramelo'],
  ])('[%s %s %s] «%s»: a second price before its noun is never dropped', async (country, currency, card, text) => {
    const token = await user(country, currency, card);
    const reply = await say(app.ctx, token, text);
    const saved = await movements(app.ctx, token);
    // Both prices saved as two parts, or nothing saved and asked.
    if (saved.length === 0) expect(reply).toMatch(/No anot|no anot/);
    else expect(saved).toHaveLength(2);
  });

  it.each([
    ['CO', 'COP', 'Visa Davivienda', 'compré unas gafas por 230.000 y pagué el examen de la vista 60.000 con la visa'],
    ['MX', 'MXN', 'Tarjeta Nu', 'compré croquetas en 640 y pagué la vacuna del perro 450 con la nu'],
    ['AR', 'ARS', 'Visa Galicia', 'pagué la luz 38 mil y compré un ventilador 95 mil con la visa'],
  ])(
    '[%s %s %s] «%s»: every part with its own verb, the closing account is asked',
    async (country, currency, card, text) => {
      const token = await user(country, currency, card);
      const reply = await say(app.ctx, token, text);
      expect(reply).toMatch(/No sé con qué cuenta pagaste/);
      expect(await movements(app.ctx, token)).toHaveLength(0);
    },
  );

  it.each([
    ['CO', 'COP', 'Visa Davivienda', 'almorcé 22 mil y en la noche pedí una pizza 48 mil con la visa'],
    ['PE', 'PEN', 'Interbank Visa', 'compré pan 6 y luego pagué el gas 48 con la interbank'],
  ])('[%s %s %s] «%s»: a last part with its own time keeps the account', async (country, currency, card, text) => {
    const token = await user(country, currency, card);
    const reply = await say(app.ctx, token, text);
    expect(reply).toMatch(/^✅ Anoté 2:/);
    const lines = reply.split('\n').slice(1);
    expect(lines.map((line) => line.includes(card))).toEqual([false, true]);
  });

  it('said of all in so many words, it is every part’s', async () => {
    const token = await user('CL', 'CLP', 'Tarjeta Santander');
    const reply = await say(
      app.ctx,
      token,
      'compré remedios 18 lucas y pagué la consulta 35 lucas, todo con la santander',
    );
    expect(reply).toMatch(/^✅ Anoté 2:/);
    expect(
      reply
        .split('\n')
        .slice(1)
        .every((line) => line.includes('Tarjeta Santander')),
    ).toBe(true);
  });
});

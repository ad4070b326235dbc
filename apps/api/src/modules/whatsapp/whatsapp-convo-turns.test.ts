import { describe, expect, it } from 'vitest';
import { chatApp, chatUser, movements, say } from '../../../test/helpers/whatsapp-chat.ts';
import { co, es } from '../../../test/helpers/whatsapp-country-contexts.ts';
import { parseCapture } from './parse-message.ts';
import { detectIntent } from './intent.ts';

// How people talk around a question or a fix: a greeting or a formal request before the question,
// an account's digits in it, several categories of one group, a message sent twice, an order to
// delete after a pause, the old value named with «en vez de» or «sino», the account of a capture
// named by its word, a purchase almost made. Examples written here (decision 031).

const TODAY = '2026-11-26';
const intent = (text: string) => detectIntent(text, TODAY);

describe('a greeting or a polite request before a question', () => {
  it.each([
    'Hola, buenas tardes: ¿cuánto gasté la semana pasada?',
    'Buen día, ¿me puede indicar el saldo de la cuenta sueldo?',
    'Buenas, ¿cuánto me queda en la nu?',
    'Quisiera saber cuánto llevo gastado en farmacia desde el 3 de noviembre hasta hoy',
    'Disculpe, ¿podría decirme cuánto tengo en ahorros?',
    '¿cuánto hay en la tarjeta terminada en 4821?',
  ])('«%s» is a question', (text) => {
    expect(intent(text).type).toBe('question');
  });

  it.each(['hola', 'buenas noches'])('«%s» alone is a greeting', (text) => {
    expect(intent(text).type).toBe('help');
  });

  it('a greeting before a capture leaves it a capture', () => {
    expect(intent('hola, taxi 12 mil').type).toBe('capture');
  });
});

describe('a fix said around the plain words', () => {
  it.each([
    ['ups, te lo envié 2 veces', 'undo'],
    ['oye eso lo puse doble', 'undo'],
    ['se duplicó, deja solo uno', 'undo'],
    ['mmm no, eso está mal, bórralo porfa', 'undo'],
    ['quita eso q ya me lo reembolsaron', 'undo'],
    ['Buenas tardes, les solicito eliminar el último registro', 'undo'],
    ['favor de borrar eso', 'undo'],
  ])('«%s» undoes the last capture', (text, type) => {
    expect(intent(text).type).toBe(type);
  });

  it.each([
    ['en lugar de mercado ponlo en farmacia, eran remedios', { type: 'recategorize', target: 'farmacia' }],
    ['ponlo en salud en vez de comida', { type: 'recategorize', target: 'salud' }],
    ['no fue por nequi sino por daviplata', { type: 'reaccount', target: 'daviplata' }],
    ['me corrijo: fue con la mastercard', { type: 'reaccount', target: 'mastercard' }],
    ['no con la visa sino con la debito', { type: 'reaccount', target: 'debito' }],
    ['me confundí, no fue con la visa sino con la master', { type: 'reaccount', target: 'master' }],
    ['error mío, fue con yape', { type: 'reaccount', target: 'yape' }],
  ])('«%s»', (text, expected) => {
    expect(intent(text)).toEqual(expected);
  });
});

describe('money that did not leave the writer', () => {
  it('a purchase almost made is none', () => {
    expect(intent('por poco compro una tele de 400 pero al final no').type).toBe('not_money');
    expect(intent('estuve a punto de pedir sushi de 35 pero me contuve').type).toBe('not_money');
  });

  it('a relative who paid, with the writer denying paying, is asked about', () => {
    expect(parseCapture('mi nuera pagó el almuerzo, 60 mil, yo no pagué nada', co).ok).toBe(false);
    expect(parseCapture('pagué el almuerzo, 60 mil', co).ok).toBe(true);
    expect(parseCapture('casi 50 € de gasolina', es).ok).toBe(true);
  });
});

describe('the chat end to end', () => {
  const app = chatApp();

  it('answers a balance asked after a greeting', async () => {
    const token = await chatUser(app.ctx, 'ES', 'EUR', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'Sabadell', type: 'checking' },
    ]);
    expect(await say(app.ctx, token, 'Buenas tardes, ¿me podrías decir cuánto tengo en Sabadell?')).toMatch(
      /^En Sabadell tienes/,
    );
  });

  it('answers for the group when the question names several of its categories', async () => {
    const token = await chatUser(app.ctx, 'ES', 'EUR', [{ name: 'Efectivo', type: 'cash' }]);
    await say(app.ctx, token, 'recibo de la luz 40');
    await say(app.ctx, token, 'factura del agua 25');
    expect(await say(app.ctx, token, '¿cuánto llevo este mes en electricidad y agua?')).toMatch(/65,00.*Servicios/);
  });

  it('fixes the amount of a transfer on both of its legs', async () => {
    const token = await chatUser(app.ctx, 'MX', 'MXN', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'BBVA', type: 'checking' },
      { name: 'Mercado Pago', type: 'other' },
    ]);
    expect(await say(app.ctx, token, 'pasé 2,000 de BBVA a Mercado Pago')).toContain('Anotado');
    await say(app.ctx, token, 'no, eran 2,300');
    expect((await movements(app.ctx, token)).map((item) => item.amount).sort((a, b) => a - b)).toEqual([
      -230000, 230000,
    ]);
  });

  it('moves the capture named by its word to the account said with «por»', async () => {
    const token = await chatUser(app.ctx, 'CO', 'COP', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'Daviplata', type: 'other' },
    ]);
    await say(app.ctx, token, 'taxi 12 mil');
    expect(await say(app.ctx, token, 'perdona, el taxi fue por daviplata')).toMatch(/Efectivo → Daviplata/);
  });

  it('deletes the capture pointed at, or sent twice', async () => {
    const token = await chatUser(app.ctx, 'AR', 'ARS', [{ name: 'Efectivo', type: 'cash' }]);
    await say(app.ctx, token, 'pizza 30 mil');
    await say(app.ctx, token, 'borra esa pizza que la pagó mi hermano');
    expect(await movements(app.ctx, token)).toHaveLength(0);
    await say(app.ctx, token, 'verdulería 8 mil');
    await say(app.ctx, token, 'verdulería 8 mil');
    await say(app.ctx, token, 'ay lo mandé 2 veces');
    expect(await movements(app.ctx, token)).toHaveLength(1);
  });
});

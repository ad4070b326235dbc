import { describe, expect, it } from 'vitest';
import { call, type TestContext } from '../../../test/helpers/test-app.ts';
import { chatApp, chatUser, say } from '../../../test/helpers/whatsapp-chat.ts';
import { detectIntent } from './intent.ts';
import { namedCaptureFix } from './named-fix.ts';
import { periodOf } from './ask.ts';
import { findDate } from './dates.ts';
import { toldTwice } from './told-twice.ts';

// The day of the last capture fixed in people's own words (the day said first, a «no» before
// another filler, the month placed around the day, the capture named by its word), and questions
// about periods and accounts said the local way. Examples written here (decision 031).

const TODAY = '2026-11-26'; // a Thursday
const intent = (text: string) => detectIntent(text, TODAY);
const days = async (ctx: TestContext, token: string) =>
  ((await call(ctx, 'GET', '/api/transactions', { token })).data as unknown as { items: { date: string }[] }).items.map(
    (item) => item.date,
  );

describe('a day fix said in people’s own words', () => {
  it.each([
    ['anteayer fue eso', '2026-11-24'],
    ['el martes era', '2026-11-24'],
    ['no mentira, eso fue del domingo', '2026-11-22'],
    ['no perdón, eso era de ayer', '2026-11-25'],
    ['eso era del mes pasado, el 30 de octubre', '2026-10-30'],
    ['fue el miércoles, o sea ayer', '2026-11-25'],
  ])('«%s» moves the last capture to %s', (text, date) => {
    expect(intent(text)).toEqual({ type: 'redate', date });
  });

  it('a day said of the capture named by its word', () => {
    const saved = ['Luz', 'Electricidad'];
    expect(namedCaptureFix('la luz fue antier', TODAY, saved)).toEqual({ type: 'redate', date: '2026-11-24' });
    expect(namedCaptureFix('lo de la luz lo pagué el 2', TODAY, saved)).toEqual({
      type: 'redate',
      date: '2026-11-02',
    });
    // Another capture named, or no day said: nothing read.
    expect(namedCaptureFix('el agua fue antier', TODAY, saved)).toBeUndefined();
    expect(namedCaptureFix('la luz fue carísima', TODAY, saved)).toBeUndefined();
  });
});

describe('a fix after a greeting, or of the last capture named as such', () => {
  it.each([
    ['buenas tardes, fue con la visa', { type: 'reaccount', target: 'visa' }],
    ['hola, eso fue antier', { type: 'redate', date: '2026-11-24' }],
    ['lo de recién fue el martes', { type: 'redate', date: '2026-11-24' }],
    ['el último gasto era comida', { type: 'recategorize', target: 'comida' }],
  ])('«%s»', (text, expected) => {
    expect(intent(text)).toEqual(expected);
  });

  it('a greeting before a capture or alone stays what it was', () => {
    expect(intent('hola, pan 3 lucas').type).toBe('capture');
    expect(intent('buenas tardes').type).toBe('help');
  });
});

describe('days said in a capture', () => {
  it.each([
    ['trasanteayer almuerzo 20 mil', '2026-11-23'],
    ['antiyer taxi 8 mil', '2026-11-24'],
    // The 20th was a Friday: «jueves 20» is a Thursday and an amount.
    ['el pasado jueves 20 en el chino', '2026-11-19'],
    ['este lunes 15 de pan', '2026-11-23'],
    ['el martes 17 pagué la luz', '2026-11-17'],
  ])('«%s» is of %s', (text, date) => {
    expect(findDate(text, TODAY)?.date).toBe(date);
  });

  it('«el otro día» names no day of the month', () => {
    expect(findDate('el otro dia 20 lucas en la feria', TODAY)).toBeUndefined();
  });
});

describe('one purchase told twice in a message', () => {
  it('reads the second telling after a pause', () => {
    const text = 'la once del domingo me salió 12 lucas en pan… hoy compré el pan 12 lucas en la panadería';
    expect(toldTwice(text.split('… '), text)).toBe('hoy compré el pan 12 lucas en la panadería');
  });

  it('leaves two purchases as two', () => {
    const fares = 'taxi 6 lucas a la oficina... taxi 6 lucas de vuelta';
    expect(toldTwice(fares.split('... '), fares)).toBeUndefined();
    const two = 'pan 2 lucas... leche 2 lucas';
    expect(toldTwice(two.split('... '), two)).toBeUndefined();
    const other = 'helado 3 lucas, helado 3 lucas';
    expect(toldTwice(other.split(', '), other)).toBeUndefined();
  });
});

describe('a period said the local way', () => {
  it('the last days, weeks or months, and the week before last', () => {
    expect(intent('cuánto gasté en los últimos 10 días').type).toBe('question');
    expect(periodOf('cuanto gaste en los ultimos 10 dias', TODAY, 1)).toMatchObject({ from: '2026-11-17', to: TODAY });
    expect(periodOf('cuanto gaste las ultimas 2 semanas', TODAY, 1)).toMatchObject({ from: '2026-11-13' });
    expect(periodOf('cuanto gaste los ultimos 2 meses', TODAY, 1)).toMatchObject({ from: '2026-09-27' });
    expect(periodOf('cuanto gaste la semana antepasada', TODAY, 1)).toMatchObject({
      from: '2026-11-09',
      to: '2026-11-15',
    });
  });

  it('the first and second halves of a month', () => {
    expect(periodOf('cuanto cobre la primera quincena', TODAY, 1)).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-15',
    });
    expect(periodOf('cuanto gaste la segunda quincena de septiembre', TODAY, 1)).toMatchObject({
      from: '2026-09-16',
      to: '2026-09-30',
    });
    // This month's second half has not ended: up to today.
    expect(periodOf('y la 2da quincena?', TODAY, 1)).toMatchObject({ from: '2026-11-16', to: TODAY });
  });

  it('an account’s money asked with no question word is a question', () => {
    expect(intent('¿y la plata de la nequi?').type).toBe('question');
    expect(intent('dinero en bbva?').type).toBe('question');
    expect(intent('plata en la nequi 20 mil').type).toBe('capture');
  });
});

describe('the chat end to end', () => {
  const app = chatApp();

  it('moves the day of the capture named by its word', async () => {
    const token = await chatUser(app.ctx, 'CL', 'CLP', [{ name: 'Efectivo', type: 'cash' }]);
    await say(app.ctx, token, 'gastos comunes 85.000');
    expect(await say(app.ctx, token, 'los gastos comunes fueron el lunes')).toMatch(/23 nov/);
    expect(await days(app.ctx, token)).toEqual(['2026-11-23']);
  });

  it('moves the day said first', async () => {
    const token = await chatUser(app.ctx, 'PE', 'PEN', [{ name: 'Efectivo', type: 'cash' }]);
    await say(app.ctx, token, 'menú 15 soles');
    await say(app.ctx, token, 'antier fue eso');
    expect(await days(app.ctx, token)).toEqual(['2026-11-24']);
  });

  it('answers sales asked for half a month, and where the money is going', async () => {
    const token = await chatUser(app.ctx, 'MX', 'MXN', [{ name: 'Efectivo', type: 'cash' }]);
    await say(app.ctx, token, 'el 4 vendí unos aretes, me pagaron 300');
    await say(app.ctx, token, 'el 20 vendí una mesa, me pagaron 900');
    expect(await say(app.ctx, token, '¿cuánto vendí la primera quincena?')).toMatch(/\$300\.00 en Ventas/);
    await say(app.ctx, token, 'cine 120');
    expect(await say(app.ctx, token, '¿en qué se nos está yendo el dinero?')).toMatch(/gastaste \$120\.00/);
  });
});

describe('the last capture told again', () => {
  const app = chatApp();
  const user = () =>
    chatUser(app.ctx, 'PE', 'PEN', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'Yape', type: 'other' },
    ]);

  it('with how it was paid: the account of the same capture', async () => {
    const token = await user();
    await say(app.ctx, token, 'menú 14 soles');
    expect(await say(app.ctx, token, 'menú 14 soles con yape')).toMatch(/Efectivo → Yape/);
    expect(await days(app.ctx, token)).toHaveLength(1);
  });

  it('with another day: asked, nothing saved', async () => {
    const token = await user();
    await say(app.ctx, token, 'menú 14 soles');
    expect(await say(app.ctx, token, 'menú 14 soles antier')).toMatch(/^Ya tenía anotado/);
    expect(await days(app.ctx, token)).toEqual([TODAY]);
    // Told that it is the same, the day it asked for moves it.
    await say(app.ctx, token, 'es el mismo, fue antier');
    expect(await days(app.ctx, token)).toEqual(['2026-11-24']);
  });

  it('another thing at the same price, or «otro», is one more', async () => {
    const token = await user();
    await say(app.ctx, token, 'menú 14 soles');
    expect(await say(app.ctx, token, 'cena 14 soles con yape')).toMatch(/^✅ Anotado/);
    expect(await say(app.ctx, token, 'otro menú 14 soles con yape')).toMatch(/^✅ Anotado/);
    expect(await days(app.ctx, token)).toHaveLength(3);
  });

  it('the account used, named with «usé», or the capture pointed at', async () => {
    const token = await user();
    await say(app.ctx, token, 'pasaje 3 soles');
    expect(await say(app.ctx, token, 'usé el yape')).toMatch(/Efectivo → Yape/);
    await say(app.ctx, token, 'menú 14 soles');
    expect(await say(app.ctx, token, 'ese menú fue con yape')).toMatch(/Efectivo → Yape/);
    expect(await say(app.ctx, token, 'saldo yape?')).toMatch(/^En Yape tienes/);
  });
});

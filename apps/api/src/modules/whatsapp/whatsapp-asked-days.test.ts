import { describe, expect, it } from 'vitest';
import { chatApp, chatUser, movements, say } from '../../../test/helpers/whatsapp-chat.ts';
import { aboutOf, periodOf } from './ask.ts';
import { detectIntent } from './intent.ts';
import { fold } from './text.ts';

/*
 * Questions about a period (decision 031): a range open at its end («desde el 1 de octubre hasta
 * hoy», «a partir del 15»), one day named by its number or its weekday («del sábado», «el martes de
 * la semana pasada»), money sent with an app in the first person, and the question's own verb never
 * read as a category. Thursday 26 November 2026, in several countries' ways.
 */

const TODAY = '2026-11-26';
const period = (text: string) => periodOf(fold(text), TODAY, 1);

describe('a range open at its end', () => {
  it.each([
    ['cuánto llevo gastado en mercado desde el 1 de octubre hasta hoy', '2026-10-01'],
    ['cuanto gasté en uber desde el 15', '2026-11-15'],
    ['cuánto he gastado en la farmacia a partir del 3/10', '2026-10-03'],
    ['cuánto gasté en gasolina del 5 de octubre a la fecha', '2026-10-05'],
    ['cuanto me ha entrado desde el primero de noviembre hasta ahora', '2026-11-01'],
    ['cuánto gastamos en restaurantes desde el 28', '2026-10-28'],
  ])('«%s» runs from %s up to today', (text, from) => {
    expect(detectIntent(fold(text), TODAY)).toEqual({ type: 'question' });
    expect(period(text)).toMatchObject({ from, to: TODAY });
  });

  it('is never an amount: a chat question states a figure and saves nothing', async () => {
    const token = await chatUser(app.ctx, 'CO', 'COP', [{ name: 'Efectivo', type: 'cash' }]);
    const reply = await say(app.ctx, token, 'cuánto he gastado en taxis desde el 2 de octubre hasta hoy');
    expect(reply).not.toMatch(/monto|anot/i);
    expect(reply).toMatch(/^Desde el 2 de octubre \(2 de oct/);
    expect(await movements(app.ctx, token)).toHaveLength(0);
  });
});

describe('one day, by its number or its weekday', () => {
  it.each([
    ['cuánto gasté el 3 de noviembre', '2026-11-03'],
    ['cuanto gaste el 28 del mes pasado', '2026-10-28'],
    ['cuánto se me fue en la salida del sábado', '2026-11-21'],
    ['cuánto costó la cena del viernes', '2026-11-20'],
    ['cuánto gasté el martes de la semana pasada', '2026-11-17'],
    ['que gasté el domingo', '2026-11-22'],
  ])('«%s» is %s alone', (text, day) => {
    expect(period(text)).toMatchObject({ from: day, to: day });
  });

  it('keeps a month named without a day as the whole month', () => {
    expect(period('cuánto gasté en octubre')).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
  });
});

describe('money sent with an app, said by the sender', () => {
  it.each([
    'cuánto he yapeado esta semana',
    'cuanto plineé este mes',
    'cuánto bizumeé en octubre',
    'cuánto le nequeé a mi hermano',
  ])('«%s» is spending', (text) => expect(aboutOf(fold(text))).toBe('spending'));

  it.each(['cuánto me han yapeado esta semana', 'cuánto me plinearon ayer'])('«%s» is still income', (text) =>
    expect(aboutOf(fold(text))).toBe('income'),
  );

  it('leaves a balance asked about the app as a balance', () => {
    expect(aboutOf(fold('cuánto tengo en yape'))).toBe('balance');
  });
});

const app = chatApp();

describe('a question answered in the chat', () => {
  it.each(['¿cuánto ingresé en octubre?', 'cuánto cobramos en octubre', 'cuanto he recibido en octubre'])(
    '«%s» is income without a category named by its verb',
    async (text) => {
      const token = await chatUser(app.ctx, 'ES', 'EUR', [{ name: 'Efectivo', type: 'cash' }]);
      const reply = await say(app.ctx, token, text);
      expect(reply).toMatch(/^En octubre \(.*\) te entraron [\d,.]+\s?€\.$/);
    },
  );

  it('answers the spending of one weekday said with «del»', async () => {
    const token = await chatUser(app.ctx, 'CL', 'CLP', [{ name: 'Efectivo', type: 'cash' }]);
    expect(await say(app.ctx, token, 'gasté 12.000 en pizza el sábado')).toMatch(/21 nov/);
    const reply = await say(app.ctx, token, 'cuánto gasté en el carrete del sábado');
    expect(reply).toMatch(/^El sábado \(21 nov\.?\) gastaste \$12\.000\b/);
  });
});

describe('months as a span', () => {
  it.each([
    ['cuánto gasté de septiembre a noviembre', '2026-09-01', TODAY],
    ['cuanto gastamos entre agosto y septiembre', '2026-08-01', '2026-09-30'],
    ['cuánto llevo gastado desde octubre', '2026-10-01', TODAY],
    ['cuánto me ha entrado a partir de principios de septiembre', '2026-09-01', TODAY],
  ])('«%s» runs from %s to %s', (text, from, to) => {
    expect(period(text)).toMatchObject({ from, to });
  });
});

describe('a card asked about with «llevo»', () => {
  it('answers what the card owes', async () => {
    const token = await chatUser(app.ctx, 'AR', 'ARS', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'Visa Macro', type: 'credit_card' },
    ]);
    await say(app.ctx, token, 'pagué 18.000 de nafta con la visa macro');
    expect(await say(app.ctx, token, 'cuánto llevo en la visa macro')).toMatch(/^En Visa Macro debes \$\s?18\.000/);
  });

  it('keeps «cuánto llevo gastado con la visa este mes» as spending', async () => {
    const token = await chatUser(app.ctx, 'CL', 'CLP', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'Visa BCI', type: 'credit_card' },
    ]);
    expect(await say(app.ctx, token, 'cuánto llevo gastado con la visa bci este mes')).toMatch(/^Este mes .* gastaste/);
    expect(await say(app.ctx, token, 'cuanto llevo con la visa bci en octubre')).toMatch(/^En octubre .* gastaste/);
  });
});

describe('a question whose only word left is «gasto»', () => {
  it('files it by what follows, never as «Otros gastos»', async () => {
    const token = await chatUser(app.ctx, 'MX', 'MXN', [{ name: 'Efectivo', type: 'cash' }]);
    const reply = await say(app.ctx, token, 'cuánto gasto en didi al mes? bueno, este mes');
    expect(reply).not.toMatch(/Otros gastos/);
    expect(reply).toMatch(/Taxi y VTC/);
  });
});

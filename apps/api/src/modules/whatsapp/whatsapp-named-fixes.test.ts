import { describe, expect, it } from 'vitest';
import { chatApp, chatUser, movements, say } from '../../../test/helpers/whatsapp-chat.ts';
import { fixAfterAside, namedCaptureFix } from './named-fix.ts';

// Fixes of the last capture that named it by its word, opened with a filler or came after a
// laughing aside (decision 031, blind-v). Read as new captures or as nothing, they left a second
// movement or the wrong one under a success reply. Examples written here; none is a corpus line.

const TODAY = '2026-11-26';
const amountOf = (fix: ReturnType<typeof namedCaptureFix>) =>
  fix?.type === 'reamount' ? `${fix.amount.integer}×${fix.amount.multiplier}` : fix?.type;

describe('a capture named by its word', () => {
  it.each([
    ['uy no, la pizza fue 320', ['Pizza', 'Restaurantes'], '320×1'],
    ['lo del estacionamiento eran 35', ['Estacionamiento', 'Aparcamiento y peajes'], '35×1'],
    ['el didi en realidad fue 7 lucas', ['Didi', 'Taxi y VTC'], '7×1000'],
    ['ah no, las empanadas costaron 12 mil', ['Empanadas', 'Restaurantes'], '12×1000'],
    ['perdón, el peaje fue 5,40', ['Peaje', 'Aparcamiento y peajes'], '5×1'],
  ])('«%s» fixes the amount of the capture it names', (text, saved, amount) => {
    expect(amountOf(namedCaptureFix(text, TODAY, saved))).toBe(amount);
  });

  it.each([
    ['la cena no la anotes', ['Cena', 'Restaurantes']],
    ['lo del uber bórralo, lo pagó la oficina', ['Uber', 'Taxi y VTC']],
    ['borra lo de la farmacia porfa', ['Farmacia', 'Farmacia']],
    ['nah, el chicle sácalo', ['Chicle', 'Supermercado']],
    ['no anotes el café, me invitaron', ['Cafe', 'Cafeterías']],
  ])('«%s» takes back the capture it names', (text, saved) => {
    expect(namedCaptureFix(text, TODAY, saved)).toEqual({ type: 'undo' });
  });

  it.each([
    ['la cena fue 30', ['Taxi', 'Taxi y VTC']],
    ['el taxi de vuelta fue 50', ['Taxi', 'Taxi y VTC']],
    ['y el taxi fue 50', ['Taxi', 'Taxi y VTC']],
    ['el cine no lo anotes', ['Pizza', 'Restaurantes']],
  ])('«%s» names something else or another one, and is no fix here', (text, saved) => {
    expect(namedCaptureFix(text, TODAY, saved)).toBeUndefined();
  });
});

describe('a fix after a filler or a laughing aside', () => {
  it.each([
    ['nah, bórralo que me lo regalaron', 'undo'],
    ['mentiras, fue el domingo', 'redate'],
    ['naa eran 45', 'reamount'],
    ['jaja era didi no uber, da igual, fueron 6.300', 'reamount'],
    ['jajaja me equivoqué de nombre, pero fueron 18 mil', 'reamount'],
  ])('«%s» is read as %s', (text, type) => {
    expect(fixAfterAside(text, TODAY)?.type).toBe(type);
  });

  it.each([
    'no fue el martes',
    'jaja 20 lucas el taxi, fueron 25',
    'jaja qué caro todo',
    'jajaja salimos con las primas, fueron 30 lucas',
  ])('«%s» is not read as a fix', (text) => {
    expect(fixAfterAside(text, TODAY)).toBeUndefined();
  });
});

describe('in the chat', () => {
  const app = chatApp();

  it('«el estacionamiento fue 40» after it fixes it and adds nothing (México)', async () => {
    const token = await chatUser(app.ctx, 'MX', 'MXN', [{ name: 'Efectivo', type: 'cash' }]);
    await say(app.ctx, token, 'tacos 150');
    await say(app.ctx, token, 'y estacionamiento 30');
    const reply = await say(app.ctx, token, 'ay no, el estacionamiento fue 40');
    expect(reply).toContain('$40.00');
    expect((await movements(app.ctx, token)).map((movement) => movement.amount)).toEqual([-4000, -15000]);
  });

  it('«la cena no la anotes» deletes the dinner just saved (Chile)', async () => {
    const token = await chatUser(app.ctx, 'CL', 'CLP', [{ name: 'Efectivo', type: 'cash' }]);
    await say(app.ctx, token, 'bencina 20 lucas');
    await say(app.ctx, token, 'cena 18 mil');
    const reply = await say(app.ctx, token, 'la cena no la anotes, pagó mi viejo');
    expect(reply).toMatch(/borr|elimin/i);
    expect((await movements(app.ctx, token)).map((movement) => movement.amount)).toEqual([-20000]);
  });

  it('«nah bórralo» takes back the capture (Argentina)', async () => {
    const token = await chatUser(app.ctx, 'AR', 'ARS', [{ name: 'Efectivo', type: 'cash' }]);
    await say(app.ctx, token, 'pizza 14 mil');
    await say(app.ctx, token, 'nah bórralo, invitó Juli');
    expect(await movements(app.ctx, token)).toEqual([]);
  });

  it('a fix after a laugh changes the amount (Perú)', async () => {
    const token = await chatUser(app.ctx, 'PE', 'PEN', [{ name: 'Efectivo', type: 'cash' }]);
    await say(app.ctx, token, 'taxi 15');
    await say(app.ctx, token, 'jaja era un indrive, igual es taxi, y fueron 18');
    expect((await movements(app.ctx, token)).map((movement) => movement.amount)).toEqual([-1800]);
  });

  it('«el taxi no lo anotes» naming the capture before the last deletes that one (Colombia)', async () => {
    const token = await chatUser(app.ctx, 'CO', 'COP', [{ name: 'Efectivo', type: 'cash' }]);
    await say(app.ctx, token, 'taxi 12 mil');
    await say(app.ctx, token, 'droguería 30 mil');
    const reply = await say(app.ctx, token, 'el taxi no lo anotes, lo pagó la empresa');
    expect(reply).toContain('Taxi');
    expect((await movements(app.ctx, token)).map((movement) => movement.amount)).toEqual([-30000]);
  });

  it('a new amount for the capture before the last changes nothing and says so (Argentina)', async () => {
    const token = await chatUser(app.ctx, 'AR', 'ARS', [{ name: 'Efectivo', type: 'cash' }]);
    await say(app.ctx, token, 'remis 6 mil');
    await say(app.ctx, token, 'kiosco 2 mil');
    const reply = await say(app.ctx, token, 'el remis fue 7 mil');
    expect(reply).toContain('No cambié nada');
    expect((await movements(app.ctx, token)).map((movement) => movement.amount)).toEqual([-200000, -600000]);
  });

  it('a category fix naming the category it is in says it changed nothing (España)', async () => {
    const token = await chatUser(app.ctx, 'ES', 'EUR', [{ name: 'Efectivo', type: 'cash' }]);
    await say(app.ctx, token, 'farmacia 12');
    const reply = await say(app.ctx, token, 'ponlo en farmacia');
    expect(reply).toContain('no cambié nada');
    expect(reply).not.toContain('→');
  });
});

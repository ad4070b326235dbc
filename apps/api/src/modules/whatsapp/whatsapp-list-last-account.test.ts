import { describe, expect, it } from 'vitest';
import { chatApp, chatUser, movements, say } from '../../../test/helpers/whatsapp-chat.ts';
import { accountRef, parseContext } from '../../../test/helpers/whatsapp-parse-refs.ts';
import { readParts } from './capture-list.ts';
import { listAccountAnswer } from './list-account-answer.ts';
import { splitMovements } from './multi.ts';

// An account said once, after the last part of a list: all parts' when it is said so («todo con
// …», «los dos con …»), when one verb of paying heads the list, or when the parts are only joined
// with «y»; the last part's only when the parts are set apart with commas before a closing «y», or
// when the last part has a place of its own beside another part with its own. Parts of one kind
// («pan, leche y huevos») set apart that way may have been paid at one till: nothing is saved and
// the reply says which parts it could not place. Examples written here.

const app = chatApp();

const user = (country: string, currency: string, card: string) =>
  chatUser(app.ctx, country, currency, [
    { name: 'Efectivo', type: 'cash' },
    { name: card, type: 'credit_card' },
  ]);

describe('an account after a list set apart with commas and a closing «y»', () => {
  it.each([
    ['PE', 'PEN', 'Interbank Visa', 'combi 3, menú 14 y una chicha 5 con la interbank'],
    ['MX', 'MXN', 'Tarjeta Nu', 'hoy camión 12, tacos 85, y un agua 20 con la nu'],
    ['ES', 'EUR', 'Tarjeta Visa', 'ayer metro 2,50, pincho 3,20 y caña 2,80 con la visa'],
    ['AR', 'ARS', 'Visa Galicia', 'remis 7.000, empanadas 9.500 y un helado 4.000 con la visa'],
  ])('[%s] «%s» is the last part’s account; the others go to the default', async (country, currency, card, text) => {
    const token = await user(country, currency, card);
    const reply = await say(app.ctx, token, text);
    expect(reply).toMatch(/^✅ Anoté 3:/);
    const lines = reply.split('\n').slice(1);
    expect(lines.map((line) => line.includes(card))).toEqual([false, false, true]);
    expect(lines.slice(0, 2).every((line) => line.includes('Efectivo'))).toBe(true);
    expect(await movements(app.ctx, token)).toHaveLength(3);
  });

  it.each([
    [
      'MX',
      'MXN',
      'Tarjeta Nu',
      'tortillas 28, jitomate 45 y aguacate 60 con la nu',
      ['«tortillas 28»', '«jitomate 45»'],
    ],
    [
      'AR',
      'ARS',
      'Visa Galicia',
      'verdulería 8.000, carnicería 20.000 y panadería 4.000 con la visa',
      ['«verdulería 8.000»'],
    ],
    ['ES', 'EUR', 'Tarjeta Visa', 'netflix 12,99, spotify 10,99 y disney 8,99 con la visa', ['«netflix 12,99»']],
  ])(
    '[%s] «%s» (one kind of spending) saves nothing and names the parts it could not place',
    async (country, currency, card, text, names) => {
      const token = await user(country, currency, card);
      const reply = await say(app.ctx, token, text);
      expect(reply).toMatch(/^No sé con qué cuenta pagaste /);
      expect(reply).toMatch(/no anoté nada/);
      expect(reply).toMatch(/«todo con [^»]+» al final/);
      for (const name of names) expect(reply).toContain(name);
      expect(await movements(app.ctx, token)).toEqual([]);
    },
  );

  it('says the account as it was written, and the list told again «todo con …» is saved', async () => {
    const token = await user('CL', 'CLP', 'CMR Falabella');
    const asked = await say(app.ctx, token, 'pan 2.300, leche 1.200 y huevos 3.500 con la cmr');
    expect(asked).toContain('«todo con la cmr» al final');
    const told = await say(app.ctx, token, 'pan 2.300, leche 1.200 y huevos 3.500, todo con la cmr');
    expect(told).toMatch(/^✅ Anoté 3:/);
    expect(
      told
        .split('\n')
        .slice(1)
        .every((line) => line.includes('CMR Falabella')),
    ).toBe(true);
  });

  it('saves when the closing account is cash, where the other parts go anyway', async () => {
    const token = await user('CL', 'CLP', 'Tarjeta Santander');
    expect(await say(app.ctx, token, 'micro 800, sopaipillas 1.500 y un mote 1.200 en efectivo')).toMatch(
      /^✅ Anoté 3:/,
    );
  });

  it.each([
    ['CO', 'COP', 'Visa Bancolombia', 'bus 3.000, empanada 4.000 y jugo 5.000, todo con la visa'],
    ['AR', 'ARS', 'Visa Galicia', 'pagué luz 30.000, gas 12.000 e internet 25.000 con la visa'],
    ['MX', 'MXN', 'Tarjeta Nu', 'gasolina 500 y caseta 90 con la nu'],
  ])('[%s] «%s» is said of every part and saved', async (country, currency, card, text) => {
    const token = await user(country, currency, card);
    const reply = await say(app.ctx, token, text);
    expect(reply).toMatch(/^✅ Anoté \d:/);
    const lines = reply.split('\n').slice(1);
    expect(lines.every((line) => line.includes(card))).toBe(true);
    expect((await movements(app.ctx, token)).length).toBe(lines.length);
  });
});

describe('a last part with a place of its own beside a part with its own', () => {
  it('«… al cerrajero y … en sodimac con la visa»: the account is the shop’s part only', async () => {
    const token = await user('CL', 'CLP', 'Visa');
    const reply = await say(app.ctx, token, 'la chapa 40 mil al cerrajero y tornillos 6 mil en sodimac con la visa');
    expect(reply).toMatch(/^✅ Anoté 2:/);
    const [first, second] = reply.split('\n').slice(1);
    expect(first).toContain('Efectivo');
    expect(second).toContain('Visa');
    expect(await movements(app.ctx, token)).toHaveLength(2);
  });

  it('«… y … en la tienda con la visa» without another place is where both were bought', async () => {
    const token = await user('CO', 'COP', 'Visa Bancolombia');
    const reply = await say(app.ctx, token, 'un saco 90 mil y una bufanda 30 mil en falabella con la visa');
    expect(reply).toMatch(/^✅ Anoté 2:/);
    expect(
      reply
        .split('\n')
        .slice(1)
        .every((line) => line.includes('Visa Bancolombia')),
    ).toBe(true);
  });
});

describe('the answer to the question about a list’s account', () => {
  it('saves the list asked about once the answer places its parts, in the chat', async () => {
    const token = await user('CL', 'CLP', 'CMR Falabella');
    expect(await say(app.ctx, token, 'pan 1.500, leche 1.100 y huevos 3.200 con la cmr')).toMatch(
      /^No sé con qué cuenta pagaste /,
    );
    const saved = await say(app.ctx, token, 'lo demás fue en efectivo');
    expect(saved).toMatch(/^✅ Anoté 3:/);
    const lines = saved.split('\n').slice(1);
    expect(lines.filter((line) => line.includes('CMR Falabella'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('Efectivo'))).toHaveLength(2);
    expect(await movements(app.ctx, token)).toHaveLength(3);
  });

  const context = parseContext('2026-11-26', [
    accountRef('Efectivo', 'cash', 'PEN'),
    accountRef('Interbank Visa', 'credit_card', 'PEN'),
  ]);
  const asked = 'pan 3, leche 4.50 y huevos 9 con la interbank';
  const accountsOf = (told: string) =>
    readParts(splitMovements(told, context.accounts)!, context).map((item) =>
      item.outcome.ok ? item.outcome.capture.account.name : 'ask',
    );

  it.each([
    ['todas con la interbank', ['Interbank Visa', 'Interbank Visa', 'Interbank Visa']],
    ['el pan y la leche en efectivo', ['Efectivo', 'Efectivo', 'Interbank Visa']],
    ['lo otro fue en efectivo', ['Efectivo', 'Efectivo', 'Interbank Visa']],
  ])('«%s» places every part', (answer, expected) => {
    const told = listAccountAnswer(asked, answer, context);
    expect(told).toBeDefined();
    expect(accountsOf(told!)).toEqual(expected);
  });

  it.each([
    ['una lista sin duda', 'combi 3 y menú 14 con la interbank', 'todo con la interbank'],
    ['una lista de cosas distintas', 'combi 3, menú 14 y una chicha 5 con la interbank', 'todo con la interbank'],
    ['una respuesta con cifras', asked, 'el pan 3 en efectivo'],
    ['dos cuentas', asked, 'el pan en efectivo y la leche con la interbank'],
  ])('%s is not read as the answer', (_, told, answer) => {
    expect(listAccountAnswer(told, answer, context)).toBeUndefined();
  });
});

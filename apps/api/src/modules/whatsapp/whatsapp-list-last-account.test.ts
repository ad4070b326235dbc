import { describe, expect, it } from 'vitest';
import { chatApp, chatUser, movements, say } from '../../../test/helpers/whatsapp-chat.ts';
import { accountRef, parseContext } from '../../../test/helpers/whatsapp-parse-refs.ts';
import { readParts } from './capture-list.ts';
import { listAccountAnswer } from './list-account-answer.ts';
import { splitMovements } from './multi.ts';

// An account said once, after the last part of a list: all parts' when it is said so («todo con
// …», «los dos con …»), when one verb of paying heads the list, or when the parts are only joined
// with «y»; maybe the last part's only when the parts are set apart with commas before a closing
// «y», or when the last part has a place of its own beside another part with its own. Then nothing
// is saved and the reply says which parts it could not place. Examples written here.

const app = chatApp();

const user = (country: string, currency: string, card: string) =>
  chatUser(app.ctx, country, currency, [
    { name: 'Efectivo', type: 'cash' },
    { name: card, type: 'credit_card' },
  ]);

describe('an account after a list set apart with commas and a closing «y»', () => {
  it.each([
    ['PE', 'PEN', 'Interbank Visa', 'combi 3, menú 14 y una chicha 5 con la interbank', ['«combi 3»', '«menú 14»']],
    ['MX', 'MXN', 'Tarjeta Nu', 'hoy camión 12, tacos 85, y un agua 20 con la nu', ['«camión 12»', '«tacos 85»']],
    ['ES', 'EUR', 'Tarjeta Visa', 'ayer metro 2,50, pincho 3,20 y caña 2,80 con la visa', ['«metro 2,50»']],
  ])('[%s] «%s» saves nothing and names the parts it could not place', async (country, currency, card, text, names) => {
    const token = await user(country, currency, card);
    const reply = await say(app.ctx, token, text);
    expect(reply).toMatch(/^No sé con qué cuenta pagaste /);
    expect(reply).toMatch(/no anoté nada/);
    expect(reply).toMatch(/«todo con [^»]+» al final/);
    for (const name of names) expect(reply).toContain(name);
    expect(await movements(app.ctx, token)).toEqual([]);
  });

  it('says the account as it was written, and the list told again «todo con …» is saved', async () => {
    const token = await user('AR', 'ARS', 'Visa Galicia');
    const asked = await say(app.ctx, token, 'remis 7.000, empanadas 9.500 y un helado 4.000 con la visa');
    expect(asked).toContain('«todo con la visa» al final');
    const told = await say(app.ctx, token, 'remis 7.000, empanadas 9.500 y un helado 4.000, todo con la visa');
    expect(told).toMatch(/^✅ Anoté 3:/);
    expect(
      told
        .split('\n')
        .slice(1)
        .every((line) => line.includes('Visa Galicia')),
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
  it('«… al cerrajero y … en sodimac con la visa» is asked', async () => {
    const token = await user('CL', 'CLP', 'Visa');
    const reply = await say(app.ctx, token, 'la chapa 40 mil al cerrajero y tornillos 6 mil en sodimac con la visa');
    expect(reply).toMatch(/^No sé con qué cuenta pagaste «la chapa 40 mil al cerrajero»/);
    expect(await movements(app.ctx, token)).toEqual([]);
  });

  it('«… y … en la tienda con la visa» without another place is where both were bought', async () => {
    const token = await user('CO', 'COP', 'Visa Bancolombia');
    expect(await say(app.ctx, token, 'un saco 90 mil y una bufanda 30 mil en falabella con la visa')).toMatch(
      /^✅ Anoté 2:/,
    );
  });
});

describe('the answer to the question about a list’s account', () => {
  it('saves the list asked about once the answer places its parts, in the chat', async () => {
    const token = await user('CL', 'CLP', 'CMR Falabella');
    expect(await say(app.ctx, token, 'micro 800, completo 2.500 y una bebida 1.200 con la cmr')).toMatch(
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
  const asked = 'combi 3, menú 14 y una chicha 5 con la interbank';
  const accountsOf = (told: string) =>
    readParts(splitMovements(told, context.accounts)!, context).map((item) =>
      item.outcome.ok ? item.outcome.capture.account.name : 'ask',
    );

  it.each([
    ['todas con la interbank', ['Interbank Visa', 'Interbank Visa', 'Interbank Visa']],
    ['la combi y el menú en efectivo', ['Efectivo', 'Efectivo', 'Interbank Visa']],
    ['lo otro fue en efectivo', ['Efectivo', 'Efectivo', 'Interbank Visa']],
  ])('«%s» places every part', (answer, expected) => {
    const told = listAccountAnswer(asked, answer, context);
    expect(told).toBeDefined();
    expect(accountsOf(told!)).toEqual(expected);
  });

  it.each([
    ['una lista sin duda', 'combi 3 y menú 14 con la interbank', 'todo con la interbank'],
    ['una respuesta con cifras', asked, 'la combi 3 en efectivo'],
    ['dos cuentas', asked, 'la combi en efectivo y el menú con la interbank'],
  ])('%s is not read as the answer', (_, told, answer) => {
    expect(listAccountAnswer(told, answer, context)).toBeUndefined();
  });
});

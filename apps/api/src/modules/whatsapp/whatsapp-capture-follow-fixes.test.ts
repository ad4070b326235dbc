import { describe, expect, it } from 'vitest';
import { chatApp, chatUser, movements, say } from '../../../test/helpers/whatsapp-chat.ts';
import { call } from '../../../test/helpers/test-app.ts';
import { transferEnd } from './transfer-end.ts';
import { amountAlone } from './bare-amount-fix.ts';

// Follow-ups right after a capture that fix it rather than add a movement: a transfer's
// destination named or denied, an amount alone or with a word of the real figure, an amount and
// the account it went through, the way it was paid. Examples written here.

describe('which end of a transfer a fix is about', () => {
  const accounts = [
    { id: 'a', name: 'Santander', type: 'checking' as const, currency: 'CLP' },
    { id: 'b', name: 'Mach', type: 'other' as const, currency: 'CLP' },
    { id: 'c', name: 'Tenpo', type: 'other' as const, currency: 'CLP' },
  ];
  it.each([
    ['perdon era para tenpo', 'to'],
    ['no era mach, era tenpo', 'to'],
    ['no salio del santander, fue de tenpo', 'from'],
    ['era tenpo', undefined],
  ])('«%s»', (text, end) => {
    expect(transferEnd(text, accounts, 'a', 'b')).toBe(end);
  });
});

describe('an amount alone', () => {
  it.each([
    ['220', true],
    ['$ 35.', true],
    ['220 pan', false],
  ])('«%s»', (text, alone) => {
    expect(Boolean(amountAlone(text))).toBe(alone);
  });
});

describe('the chat end to end', () => {
  const app = chatApp();
  // The ledger's movements with the name of the account each is on.
  const saved = async (token: string) => {
    const accounts = (await call(app.ctx, 'GET', '/api/accounts', { token })).data as unknown as {
      items?: { id: string; name: string }[];
    };
    const list = Array.isArray(accounts) ? (accounts as { id: string; name: string }[]) : (accounts.items ?? []);
    return (await movements(app.ctx, token)).map((item) => ({
      ...item,
      account_name: list.find((account) => account.id === item.account_id)?.name,
    }));
  };

  it('moves the destination of a transfer when the fix says where it went', async () => {
    const token = await chatUser(app.ctx, 'CL', 'CLP', [
      { name: 'Santander', type: 'checking' },
      { name: 'Mach', type: 'other' },
      { name: 'Tenpo', type: 'other' },
    ]);
    expect(await say(app.ctx, token, 'pasé 40 lucas del santander a mach')).toContain('Anotado');
    expect(await say(app.ctx, token, 'me confundí, era para tenpo')).toMatch(/Mach → Tenpo/);
    const legs = await saved(token);
    expect(legs.map((leg) => [leg.account_name, leg.amount]).sort()).toEqual([
      ['Santander', -40000],
      ['Tenpo', 40000],
    ]);
  });

  it('moves the destination the fix denies', async () => {
    const token = await chatUser(app.ctx, 'CL', 'CLP', [
      { name: 'Santander', type: 'checking' },
      { name: 'Mach', type: 'other' },
      { name: 'Tenpo', type: 'other' },
    ]);
    await say(app.ctx, token, 'pasé 40 lucas del santander a mach');
    expect(await say(app.ctx, token, 'no era mach era tenpo')).toMatch(/Mach → Tenpo/);
    expect((await saved(token)).map((leg) => leg.account_name).sort()).toEqual(['Santander', 'Tenpo']);
  });

  it('reads an amount with a word of the real figure as the fix of the last capture', async () => {
    const token = await chatUser(app.ctx, 'PE', 'PEN', [{ name: 'Efectivo', type: 'cash' }]);
    await say(app.ctx, token, 'menú 14');
    expect(await say(app.ctx, token, '16 en verdad')).toMatch(/corregí el monto/);
    expect((await saved(token)).map((item) => item.amount)).toEqual([-1600]);
  });

  it('reads an amount alone of the same size as the fix of the last capture', async () => {
    const token = await chatUser(app.ctx, 'PE', 'PEN', [{ name: 'Efectivo', type: 'cash' }]);
    await say(app.ctx, token, 'mototaxi 6');
    expect(await say(app.ctx, token, '8')).toMatch(/corregí el monto/);
    expect((await saved(token)).map((item) => item.amount)).toEqual([-800]);
  });

  it('asks about an amount alone of another size', async () => {
    const token = await chatUser(app.ctx, 'PE', 'PEN', [{ name: 'Efectivo', type: 'cash' }]);
    await say(app.ctx, token, 'mototaxi 6');
    expect(await say(app.ctx, token, '90')).toMatch(/¿Qué fue 90\?/);
    expect((await saved(token)).map((item) => item.amount)).toEqual([-600]);
  });

  it('fixes the amount and the account a money-in went to', async () => {
    const token = await chatUser(app.ctx, 'PE', 'PEN', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'Interbank', type: 'checking' },
    ]);
    await say(app.ctx, token, 'vendí queso 300');
    await say(app.ctx, token, 'eran 320 y me lo depositaron en el interbank');
    const items = await saved(token);
    expect(items.map((item) => [item.amount, item.account_name])).toEqual([[32000, 'Interbank']]);
  });

  it('reads the way it was paid as the account, not a category', async () => {
    const token = await chatUser(app.ctx, 'PE', 'PEN', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'BBVA', type: 'checking' },
      { name: 'Interbank', type: 'checking' },
    ]);
    await say(app.ctx, token, 'pagué el alquiler 900 con bbva');
    expect(await say(app.ctx, token, 'no fue con bbva, fue transferencia de interbank')).toMatch(/BBVA → Interbank/);
  });
});

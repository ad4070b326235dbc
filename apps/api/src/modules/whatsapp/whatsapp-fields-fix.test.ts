import { describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers/test-app.ts';
import { chatApp, chatUser, say } from '../../../test/helpers/whatsapp-chat.ts';
import { accountRef } from '../../../test/helpers/whatsapp-parse-refs.ts';
import { type FixedCapture, readFieldsFix, takesBackCapture, totalSaid, withoutJoiningAnd } from './fields-fix.ts';

// Decision 061: a follow-up no fix rule read is read for the capture's fields it names. The
// examples are written for these tests, in several countries' words.

const TODAY = '2026-11-26';
const accounts = [
  accountRef('Efectivo', 'cash', 'ARS'),
  accountRef('BBVA', 'checking', 'ARS'),
  accountRef('Visa Galicia', 'credit_card', 'ARS'),
  accountRef('Galicia', 'checking', 'ARS'),
];
const capture = (over: Partial<FixedCapture> = {}): FixedCapture => ({
  accountId: 'Visa Galicia',
  date: TODAY,
  units: 4500,
  kind: 'expense',
  categoryName: 'Restaurantes',
  ...over,
});

describe('a fix read by the fields it names', () => {
  it('takes the other account named, the capture’s own one denied', () => {
    expect(readFieldsFix('la visa no, fue en efectivo', TODAY, accounts, capture())).toEqual({
      type: 'reaccount',
      target: 'Efectivo',
    });
    expect(readFieldsFix('uh no, bbva', TODAY, accounts, capture())).toEqual({ type: 'reaccount', target: 'BBVA' });
  });

  it('never reads a name inside a longer one as a second account', () => {
    expect(readFieldsFix('no, con la visa galicia', TODAY, accounts, capture({ accountId: 'Efectivo' }))).toEqual({
      type: 'reaccount',
      target: 'Visa Galicia',
    });
  });

  it('gives nothing when two other accounts are named', () => {
    expect(readFieldsFix('ah no, bbva o galicia', TODAY, accounts, capture())).toBeUndefined();
  });

  it('takes a new amount and leaves the capture’s own one said beside it', () => {
    const fix = readFieldsFix('eh no, 4500 no, 5200', TODAY, accounts, capture());
    expect(fix).toMatchObject({ type: 'reamount', amount: { integer: '5200' } });
    expect(readFieldsFix('no, 5200 o 5300', TODAY, accounts, capture())).toBeUndefined();
  });

  it('takes the day named, and the account with it', () => {
    expect(readFieldsFix('mmm no, fue el lunes con bbva', TODAY, accounts, capture())).toEqual({
      type: 'several',
      parts: [
        { type: 'reaccount', target: 'BBVA' },
        { type: 'redate', date: '2026-11-23' },
      ],
    });
  });

  it('takes one category when nothing else is named, and none for a transfer', () => {
    expect(readFieldsFix('ay no, era la farmacia', TODAY, accounts, capture({ categoryName: 'Supermercado' }))).toEqual(
      { type: 'recategorize', target: 'Farmacia' },
    );
    expect(readFieldsFix('ay no, era la farmacia', TODAY, accounts, capture({ kind: 'transfer' }))).toBeUndefined();
  });

  it('reads no field named alone, and no part of the movement, as a fix', () => {
    expect(readFieldsFix('farmacia', TODAY, accounts, capture())).toBeUndefined();
    expect(readFieldsFix('farmacia', TODAY, accounts, capture(), true)).toEqual({
      type: 'recategorize',
      target: 'Farmacia',
    });
    expect(readFieldsFix('uy no, puse 2000 y el resto lo pagó mi hermana', TODAY, accounts, capture())).toBeUndefined();
  });

  it('reads nothing in one more movement or in chatter', () => {
    expect(readFieldsFix('también 3000 de pan', TODAY, accounts, capture())).toBeUndefined();
    expect(readFieldsFix('ah bueno, gracias', TODAY, accounts, capture())).toBeUndefined();
  });

  it('tells a capture taken back from a reason that follows', () => {
    expect(takesBackCapture('mejor no lo apuntes, lo pagó mi cuñado')).toBe(true);
    expect(takesBackCapture('no registres eso porfa')).toBe(true);
    expect(takesBackCapture('no anotes 500 de la luz')).toBe(false);
    expect(withoutJoiningAnd('y fueron 14 con propina')).toBe('fueron 14 con propina');
    expect(withoutJoiningAnd('y un café 2000')).toBeUndefined();
    expect(withoutJoiningAnd('espera, eran 21, le di la vuelta')).toBe('eran 21, le di la vuelta');
    expect(totalSaid('y 25,90 con la propina')).toMatchObject({ integer: '25', fraction: '90' });
    expect(totalSaid('y 3000 de pan')).toBeUndefined();
  });
});

describe('the chat end to end', () => {
  const app = chatApp();
  const ledger = async (token: string) =>
    (
      (await call(app.ctx, 'GET', '/api/transactions', { token })).data as unknown as {
        items: { amount: number; account_id: string; date: string }[];
      }
    ).items;

  it('moves a capture to the account said with the old one denied, then fixes its amount', async () => {
    const token = await chatUser(app.ctx, 'ES', 'EUR', [
      { name: 'Efectivo', type: 'cash' },
      { name: 'ING', type: 'checking' },
    ]);
    expect(await say(app.ctx, token, 'taxi al aeropuerto 32 con ing')).toContain('✅ Anotado');
    expect(await say(app.ctx, token, 'con ing no, en metálico')).toContain('ING → Efectivo');
    expect(await say(app.ctx, token, 'y eran 35')).toMatch(/35/);
    const items = await ledger(token);
    expect(items).toHaveLength(1);
    const cash = (await call(app.ctx, 'GET', '/api/accounts', { token })).data as unknown as {
      id: string;
      name: string;
    }[];
    expect(items[0]).toMatchObject({
      amount: -3500,
      account_id: cash.find((account) => account.name === 'Efectivo')!.id,
    });
  });

  it('refiles a capture by the category named after a slip', async () => {
    const token = await chatUser(app.ctx, 'MX', 'MXN', [{ name: 'Efectivo', type: 'cash' }]);
    await say(app.ctx, token, 'pagué 480 de agua');
    expect(await say(app.ctx, token, 'ah no, eso era de la luz')).toContain('→ Electricidad');
    const items = await ledger(token);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ amount: -48000 });
  });

  it('reads a pause before a fix, a bare number in the capture’s thousands, and a total with the tip', async () => {
    const token = await chatUser(app.ctx, 'AR', 'ARS', [{ name: 'Efectivo', type: 'cash' }]);
    await say(app.ctx, token, 'verdulería 18 mil');
    expect(await say(app.ctx, token, 'no, 81, lo puse al revés')).toMatch(/81\.000/);
    await say(app.ctx, token, 'nafta 30 mil');
    expect(await say(app.ctx, token, 'un momento, fueron 33 mil')).toMatch(/33\.000/);
    await say(app.ctx, token, 'parrilla 42 mil');
    expect(await say(app.ctx, token, 'y 46 mil con la propina')).toMatch(/46\.000/);
    await say(app.ctx, token, 'kiosco 4 mil');
    expect(await say(app.ctx, token, 'pera, eran 7 mil, conté mal los billetes')).toMatch(/7\.000/);
    expect((await ledger(token)).map((item) => item.amount).sort()).toEqual(
      [-8100000, -4600000, -3300000, -700000].sort(),
    );
  });

  it('deletes a capture taken back right after it was saved', async () => {
    const token = await chatUser(app.ctx, 'PE', 'PEN', [{ name: 'Efectivo', type: 'cash' }]);
    await say(app.ctx, token, 'menú 15 soles');
    await say(app.ctx, token, 'no lo apuntes, me invitó mi primo');
    expect(await ledger(token)).toHaveLength(0);
  });
});

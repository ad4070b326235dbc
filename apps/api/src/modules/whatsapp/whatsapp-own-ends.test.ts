import { describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers/test-app.ts';
import { chatApp, chatUser, say } from '../../../test/helpers/whatsapp-chat.ts';

// Money moved between two of the person's own accounts, said with a verb the transfer words do not
// list («regresé», «devolví») or as a card's bill («el pago mínimo de la tarjeta», «liquidado el mes
// de la visa»): one transfer from the account that paid to the one that received, never a question
// nor spending.

const app = chatApp();

type Item = {
  amount: number;
  account_id: string;
  counterpart: { account_id: string } | null;
  category_id: string | null;
};
/** The movements as from → to account names, with their amount and category. */
async function ledger(token: string) {
  const accounts = (await call(app.ctx, 'GET', '/api/accounts', { token })).data as unknown as {
    id: string;
    name: string;
  }[];
  const name = (id: string | undefined) => accounts.find((account) => account.id === id)?.name;
  const items = ((await call(app.ctx, 'GET', '/api/transactions', { token })).data as unknown as { items: Item[] })
    .items;
  return items.map((item) => ({
    amount: item.amount,
    account: name(item.account_id),
    to: name(item.counterpart?.account_id),
    category_id: item.category_id,
  }));
}

const MX = [
  { name: 'Efectivo', type: 'cash' as const },
  { name: 'BBVA', type: 'checking' as const },
  { name: 'Tarjeta Nu', type: 'credit_card' as const },
  { name: 'Mercado Pago', type: 'other' as const },
  { name: 'Banorte', type: 'credit_card' as const },
];

describe('money between two own accounts, said in other words', () => {
  it.each([
    ['MX', 'MXN', MX, 'devolví 800 de mercado pago a bbva', 'Mercado Pago', 'BBVA', 80_000],
    [
      'CO',
      'COP',
      [
        { name: 'Efectivo', type: 'cash' as const },
        { name: 'Bancolombia', type: 'savings' as const },
        { name: 'Daviplata', type: 'other' as const },
      ],
      'regresé 45 mil de daviplata a bancolombia',
      'Daviplata',
      'Bancolombia',
      45_000,
    ],
    ['MX', 'MXN', MX, 'Hice el pago mínimo de la tarjeta Nu por 900 pesos desde BBVA', 'BBVA', 'Tarjeta Nu', 90_000],
    ['MX', 'MXN', MX, 'pago minimo de banorte 1,120 con cargo a bbva', 'BBVA', 'Banorte', 112_000],
    [
      'ES',
      'EUR',
      [
        { name: 'Efectivo', type: 'cash' as const },
        { name: 'ING', type: 'checking' as const },
        { name: 'Tarjeta Visa', type: 'credit_card' as const },
      ],
      'liquidado el mes de la visa, 310,40 desde ing',
      'ING',
      'Tarjeta Visa',
      31_040,
    ],
  ])('%s: «%s» is one transfer', async (country, currency, accounts, text, from, to, amount) => {
    const token = await chatUser(app.ctx, country, currency, accounts);
    const reply = await say(app.ctx, token, text as string);
    expect(reply).toMatch(/transferencia/i);
    const items = await ledger(token);
    const out = items.find((item) => item.amount < 0);
    expect(out).toMatchObject({ account: from, to, amount: -(amount as number) });
    expect(items.filter((item) => item.category_id !== null)).toEqual([]);
  });

  it('still asks when the message names no account that paid the card', async () => {
    const token = await chatUser(app.ctx, 'MX', 'MXN', MX);
    const reply = await say(app.ctx, token, 'hice el pago mínimo de la tarjeta nu, 700');
    expect(reply).toMatch(/No anoté nada/);
    expect(await ledger(token)).toEqual([]);
  });
});

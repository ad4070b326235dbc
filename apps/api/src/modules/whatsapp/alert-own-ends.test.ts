import { describe, expect, it } from 'vitest';
import { fixtureContext } from '../../../test/helpers/mail-alerts.ts';
import { parseAlert } from './alerts.ts';

/*
 * Pasted alerts of money sent to the user's own wallet or card, and of a fee charged for a cash
 * withdrawal (decision 031). Wording of our own, in several banks.
 */

const CATEGORIES = [
  { id: 'c-fees', name: 'Intereses y comisiones', kind: 'expense' as const, parentId: null, key: 'debt.fees' },
];

const read = (country: Parameters<typeof fixtureContext>[0], text: string) => {
  const outcome = parseAlert(text, { ...fixtureContext(country, '2026-11-26'), categories: CATEGORIES });
  if (!outcome) return 'not an alert';
  if (!outcome.ok) return { asked: outcome.question.reason };
  const { kind, amount, account, toAccount, categoryId } = outcome.capture;
  const category = CATEGORIES.find((item) => item.id === categoryId)?.name ?? null;
  return { kind, amount, account: account.name, to: toAccount?.name ?? null, category };
};

describe('money sent to an own wallet', () => {
  it('is a transfer when the alert says it is a top-up or in the user’s name', () => {
    expect(
      read(
        'MX',
        'BBVA: Transferencia enviada por $2,500.00 de tu cuenta *5120 a MERCADO PAGO clabe ***7788 concepto recarga',
      ),
    ).toMatchObject({ kind: 'transfer', amount: 250000, account: 'BBVA', to: 'Mercado Pago' });
    expect(
      read('AR', 'Santander: Transferiste $ 12.500,00 a CVU de MERCADO PAGO a tu nombre desde cuenta 2870'),
    ).toMatchObject({ kind: 'transfer', amount: 1250000, account: 'Santander Río', to: 'Mercado Pago' });
  });

  it('stays spending when the wallet belongs to someone else', () => {
    expect(
      read('AR', 'Galicia: Transferiste $ 8.000,00 a CVU de MERCADO PAGO de JUAN PEREZ desde cuenta 4402'),
    ).not.toMatchObject({ kind: 'transfer' });
  });
});

describe('money sent to an own card by its digits', () => {
  it('is the card’s payment from the account it left', () => {
    expect(
      read(
        'CL',
        'BancoEstado: Transferencia de $95.000 a Banco Ripley cuenta TC 7781 realizada con exito desde tu CuentaRUT',
      ),
    ).toMatchObject({ kind: 'transfer', amount: 95000, account: 'CuentaRUT', to: 'Ripley' });
  });
});

describe('a fee charged for a withdrawal', () => {
  it('is the bank’s fee, never cash taken out', () => {
    expect(
      read('CL', 'BancoEstado: Se cobro comision por $1.200 por giro en cajero de otra red, CuentaRUT ***2288'),
    ).toMatchObject({
      kind: 'expense',
      amount: 1200,
      account: 'CuentaRUT',
      to: null,
      category: 'Intereses y comisiones',
    });
    expect(
      read('PE', 'BCP: Te cobramos una comision de S/ 7.50 por retiro en cajero de otro banco, cuenta ****6012'),
    ).toMatchObject({
      kind: 'expense',
      amount: 750,
      to: null,
      category: 'Intereses y comisiones',
    });
  });

  it('still reads the withdrawal when the fee comes after it', () => {
    expect(read('CL', 'BancoEstado: Giro en cajero por $40.000, CuentaRUT ***2288')).toMatchObject({
      kind: 'transfer',
      amount: 40000,
      to: 'Efectivo',
    });
  });
});

describe('a withdrawal from digits no account has', () => {
  it('is asked, even when a word of it names an account', () => {
    expect(
      read('CO', 'Banco Popular: Retiro en cajero por $150.000 de su cuenta de ahorros ****9876. 24/11/2026'),
    ).toEqual({
      asked: 'unknown_card',
    });
  });
});

describe('a promotion’s money given back', () => {
  it('is income filed as a refund, never cash taken out', () => {
    const CONTEXT_CATEGORIES = [
      { id: 'c-refunds', name: 'Reembolsos', kind: 'income' as const, parentId: null, key: 'income.refunds' },
    ];
    const outcome = parseAlert(
      'Santander: Te acreditamos $ 2.300,00 de reintegro por la promo en farmacias en tu cuenta 2870',
      {
        ...fixtureContext('AR', '2026-11-26'),
        categories: CONTEXT_CATEGORIES,
      },
    );
    expect(outcome?.ok && outcome.capture).toMatchObject({
      kind: 'income',
      amount: 230000,
      account: { name: 'Santander Río' },
      toAccount: null,
      categoryId: 'c-refunds',
    });
  });
});

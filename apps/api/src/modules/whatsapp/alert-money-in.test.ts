import { describe, expect, it } from 'vitest';
import { fixtureContext } from '../../../test/helpers/mail-alerts.ts';
import { parseAlert } from './alerts.ts';
import { isBankNotice } from './notices.ts';

/*
 * Pasted alerts that used to be saved wrong in silence (decision 031): a card's payment seen from
 * the card's side, interest and yield, money from one own account into another, a one-time code.
 * Each class is shown by wording of our own, in several banks.
 */

const CATEGORIES = [
  {
    id: 'c-interest',
    name: 'Intereses y rendimientos',
    kind: 'income' as const,
    parentId: null,
    key: 'income.interest',
  },
  { id: 'c-salary', name: 'Salario', kind: 'income' as const, parentId: null, key: 'income.salary' },
  { id: 'c-fees', name: 'Intereses y comisiones', kind: 'expense' as const, parentId: null, key: 'debt.fees' },
  { id: 'c-refunds', name: 'Reembolsos', kind: 'income' as const, parentId: null, key: 'income.refunds' },
];

const read = (country: Parameters<typeof fixtureContext>[0], text: string) => {
  const outcome = parseAlert(text, { ...fixtureContext(country, '2026-11-26'), categories: CATEGORIES });
  if (!outcome) return 'not an alert';
  if (!outcome.ok) return { asked: outcome.question.reason };
  const { kind, amount, account, toAccount, categoryId } = outcome.capture;
  const category = CATEGORIES.find((item) => item.id === categoryId)?.name ?? null;
  return { kind, amount, account: account.name, to: toAccount?.name ?? null, category };
};

describe('a card payment told by the card or by the bank that paid it', () => {
  it('is a transfer from the paying account to the card when the alert names both', () => {
    expect(
      read('CO', 'Bancolombia: Recibimos el pago de $350.000 a tu T.Cred *4821 desde tu cuenta de ahorros *7710.'),
    ).toMatchObject({ kind: 'transfer', amount: 350_000, account: 'Bancolombia', to: 'Visa Bancolombia' });
    expect(
      read('CL', 'Ripley: Pago recibido por $80.000 en tu Tarjeta ****7781. Debitado de tu CuentaRUT ****2288.'),
    ).toMatchObject({ kind: 'transfer', account: 'CuentaRUT', to: 'Ripley' });
    expect(
      read(
        'AR',
        'Santander: Tu pago de $ 95.000,00 a la tarjeta terminada en 9915 fue acreditado. Débito en cuenta 2870.',
      ),
    ).toMatchObject({ kind: 'transfer', account: 'Santander Río', to: 'Visa Galicia' });
  });

  it('is asked, never income on the card nor spending, when the paying account is not said', () => {
    expect(
      read('MX', 'Santander: Se aplicó tu pago de $2,300.00 a tu tarjeta LikeU terminación 3092. ¡Gracias!'),
    ).toEqual({
      asked: 'alert_account',
    });
    expect(read('PE', 'Interbank: Hemos recibido tu pago de S/ 420.00 en tu tarjeta Visa ****4419.')).toEqual({
      asked: 'alert_account',
    });
    expect(read('CL', 'Falabella: Pago de $40.000 recibido en tu CMR ****3390. Gracias por tu pago.')).toEqual({
      asked: 'alert_account',
    });
    // The amount's decimals come before «recibido» / «aplicado»: still the card's side of a payment.
    expect(read('PE', 'Interbank: Pago de S/ 1,250.50 a tu tarjeta Visa ****4419 aplicado con éxito.')).toEqual({
      asked: 'alert_account',
    });
    expect(
      read('PE', 'Interbank: Pago de S/ 420.00 a tu Tarjeta de Crédito Visa Signature ****4419 recibido.'),
    ).toEqual({
      asked: 'alert_account',
    });
    expect(read('MX', 'Santander: Tu pago por $2,300.00 a tu tarjeta LikeU 3092 fue recibido.')).toEqual({
      asked: 'alert_account',
    });
  });

  it('leaves a purchase paid by card as spending', () => {
    expect(
      read('CO', 'Bancolombia: Compraste $45.000 en PANAMERICANA con tu T.Cred *4821. Gracias por tu pago.'),
    ).toMatchObject({ kind: 'expense', account: 'Visa Bancolombia' });
  });
});

describe('interest and yield', () => {
  it('is income under Intereses y rendimientos', () => {
    expect(read('MX', 'Mercado Pago: Tu dinero rindió $ 52.10 hoy.')).toMatchObject({
      kind: 'income',
      amount: 5_210,
      account: 'Mercado Pago',
      category: 'Intereses y rendimientos',
    });
    expect(read('ES', 'Santander: Hemos abonado 3,15 € de intereses en tu cuenta ...6304.')).toMatchObject({
      kind: 'income',
      account: 'Santander',
      category: 'Intereses y rendimientos',
    });
    expect(read('CO', 'Bancolombia: Abono por intereses de $1.250 en su cuenta de ahorros *7710.')).toMatchObject({
      kind: 'income',
      account: 'Bancolombia',
      category: 'Intereses y rendimientos',
    });
  });

  it('leaves interest charged on a card as spending', () => {
    expect(read('CO', 'Bancolombia: Cargo por intereses de $8.400 en tu T.Cred *4821.')).toMatchObject({
      kind: 'expense',
      account: 'Visa Bancolombia',
    });
  });
});

describe('money received', () => {
  it('from another own account, named by its digits, is a transfer into the receiving one', () => {
    expect(read('CO', '¡Te llegó plata! Recibiste $80.000 de Bancolombia cta *7710 en tu Nequi.')).toMatchObject({
      kind: 'transfer',
      account: 'Bancolombia',
      to: 'Nequi',
    });
  });

  it('from a bank named without the user digits is income: anyone may bank there', () => {
    expect(read('CO', 'Recibiste $80.000 de Bancolombia en tu Nequi.')).toMatchObject({
      kind: 'income',
      account: 'Nequi',
    });
  });

  it('is read in the banks wording of money in, with a salary under Salario', () => {
    expect(
      read('CO', 'Bancolombia le informa Recepción de transferencia de LAURA GÓMEZ por $310.000 en su cuenta *7710.'),
    ).toMatchObject({ kind: 'income', account: 'Bancolombia' });
    expect(read('ES', 'Santander: Te han hecho una transferencia de 120,00 € en tu cuenta ...6304.')).toMatchObject({
      kind: 'income',
      account: 'Santander',
    });
    expect(read('CO', 'BBVA informa: Abono nomina por $2.400.000 en su cuenta ***6650 el 15/11/2026.')).toMatchObject({
      kind: 'income',
      account: 'BBVA Colombia',
      category: 'Salario',
    });
  });
});

describe('a one-time code', () => {
  it('is a notice, whatever its number', () => {
    expect(isBankNotice('Santander: Tu código para confirmar el pago es 771204. No lo compartas.')).toBe(true);
    expect(
      isBankNotice('Scotiabank: Tu token de 6 dígitos es 604117. Nadie del banco te lo pedirá, no lo compartas.'),
    ).toBe(true);
    expect(isBankNotice('Banamex: Tu código de 8 números es 20418833, vence en 5 minutos.')).toBe(true);
    expect(isBankNotice('Interbank: Clave dinámica: 30918. Úsala para validar tu operación. Vence en 3 minutos.')).toBe(
      true,
    );
  });

  it('is no notice beside a purchase and its amount', () => {
    expect(
      isBankNotice(
        'Compra aprobada por $12.000 en KOAJ con tu tarjeta *4821. Código de autorización: 481223. No compartas tu clave.',
      ),
    ).toBe(false);
  });
});

describe('a top-up of a wallet or an online bank', () => {
  it('is a transfer from the account after «desde» to the one topped up', () => {
    expect(
      read('ES', 'Has añadido 100,00 € a tu cuenta Revolut desde la cuenta ES80 0049 **** **** 6304 (Santander).'),
    ).toMatchObject({ kind: 'transfer', amount: 10_000, account: 'Santander', to: 'Revolut' });
  });
});

describe('a purchase reversed or cancelled', () => {
  it('is money back, filed under Reembolsos, never spending', () => {
    expect(read('CL', 'Ripley: Se reversó la compra por $12.500 en PARIS con tu Tarjeta ****7781.')).toMatchObject({
      kind: 'income',
      amount: 12_500,
      account: 'Ripley',
      category: 'Reembolsos',
    });
    expect(
      read('CO', 'Bancolombia: Se anuló tu compra por $45.000,00 en FALABELLA con tu T.Cred *4821.'),
    ).toMatchObject({ kind: 'income', account: 'Visa Bancolombia', category: 'Reembolsos' });
    expect(
      read('PE', 'Interbank: Anulación de compra por S/ 59.90 en SAGA FALABELLA con tu tarjeta Visa ****4419.'),
    ).toMatchObject({ kind: 'income', category: 'Reembolsos' });
  });
});

describe('a payment received on a card that names no paying account', () => {
  it('is asked, never income on the card', () => {
    expect(
      read('MX', 'HSBC: Recibimos un pago por $1,800.00 a su Tarjeta de Crédito terminación 6612 el 25/11/2026.'),
    ).toEqual({ asked: 'alert_account' });
  });
});

describe('interest and salary in more banks’ words', () => {
  it('reads «se abonaron intereses», «se acreditaron … los intereses» and «has ganado … en intereses» as yield', () => {
    expect(
      read('CO', 'Banco Caja Social: el 20/11/2026 se abonaron intereses por $3.105 en su Cuenta de Ahorros ****3301.'),
    ).toMatchObject({ kind: 'income', account: 'Ahorros', category: 'Intereses y rendimientos' });
    expect(
      read('AR', 'Galicia: Se acreditaron en tu cuenta 4402 los intereses de tu plazo fijo por $ 9.410,20.'),
    ).toMatchObject({ kind: 'income', category: 'Intereses y rendimientos' });
    expect(read('ES', 'Revolut: Has ganado 1,87 € en intereses en tu cuenta ****9012.')).toMatchObject({
      kind: 'income',
      amount: 187,
      category: 'Intereses y rendimientos',
    });
  });

  it('files pay named as such under Salario, whatever the employer’s name sounds like', () => {
    expect(
      read(
        'ES',
        'BBVA: Has recibido una transferencia de 1.980,00 € en tu cuenta ·2231. Ordenante: ASESORIA LEGAL NORTE SL. Concepto: NOMINA OCTUBRE',
      ),
    ).toMatchObject({ kind: 'income', category: 'Salario' });
    expect(read('AR', 'Galicia: Ingresó tu sueldo! Se acreditaron $ 1.100.000,00 en tu cuenta 4402.')).toMatchObject({
      kind: 'income',
      category: 'Salario',
    });
  });
});

describe('cash taken at an ATM in Argentina’s words', () => {
  it('is a transfer to cash, never spending', () => {
    expect(
      read('AR', 'Galicia: Extrajiste $ 30.000,00 en el cajero BANELCO con tu tarjeta de débito de la cuenta 4402.'),
    ).toMatchObject({
      kind: 'transfer',
      amount: 3_000_000,
      account: 'Galicia',
      to: 'Efectivo',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { accountRef, parseContext } from '../../../test/helpers/whatsapp-parse-refs.ts';
import { parseAlert } from './alerts.ts';
import { isPersonName, senderOf } from './alert-person-in.ts';

// Pasted alerts read by their shape: Revolut's one-line notice in Spain, an amount written with a
// minus sign, money a person sent, a direct debit's company in the heading, the source of a card
// payment the writer adds. Examples of our own, in each bank's or wallet's style.

const es = parseContext('2026-11-26', [
  accountRef('Efectivo', 'cash', 'EUR'),
  accountRef('Sabadell', 'checking', 'EUR', ['4410']),
  accountRef('Revolut', 'checking', 'EUR', ['7302']),
]);
const esWithoutRevolut = parseContext('2026-11-26', [
  accountRef('Efectivo', 'cash', 'EUR'),
  accountRef('Sabadell', 'checking', 'EUR', ['4410']),
]);
const co = parseContext('2026-11-26', [
  accountRef('Efectivo', 'cash', 'COP'),
  accountRef('Davivienda', 'savings', 'COP', ['5512']),
  accountRef('Nequi', 'other', 'COP'),
  accountRef('Daviplata', 'other', 'COP'),
]);
const ar = parseContext('2026-11-26', [
  accountRef('Efectivo', 'cash', 'ARS'),
  accountRef('Macro', 'checking', 'ARS', ['6634']),
  accountRef('Mercado Pago', 'other', 'ARS'),
]);
const cl = parseContext('2026-11-26', [
  accountRef('Efectivo', 'cash', 'CLP'),
  accountRef('CuentaRUT', 'checking', 'CLP', ['1180']),
  accountRef('Lider', 'credit_card', 'CLP', ['9921']),
]);

const read = (text: string, context: typeof es) => {
  const outcome = parseAlert(text, context);
  if (!outcome?.ok) throw new Error(`not read: ${JSON.stringify(outcome)}`);
  const { kind, amount, date, account, toAccount, categoryId, payee } = outcome.capture;
  return { kind, amount, date, account: account.name, to: toAccount?.name ?? null, category: categoryId, payee };
};

describe('the app an alert comes from, by its shape', () => {
  it('reads Revolut’s one-line notice in Spain as Revolut', () => {
    expect(read('Pagaste 7,80 € en Vips', es)).toMatchObject({ kind: 'expense', amount: 780, account: 'Revolut' });
    expect(read('Pagaste 23,15 € en Mercadona Alcalá', es)).toMatchObject({
      account: 'Revolut',
      category: 'Supermercado',
    });
  });

  it('asks which account when the user has no such account, never cash', () => {
    expect(parseAlert('Pagaste 7,80 € en Vips', esWithoutRevolut)).toEqual({
      ok: false,
      question: { reason: 'alert_account' },
    });
  });

  it('asks which wallet a peso notice with no name came from', () => {
    expect(parseAlert('Pagaste $9.400 en Ara', co)).toEqual({ ok: false, question: { reason: 'alert_account' } });
  });
});

describe('an amount written with a minus sign', () => {
  it('is money that left the account', () => {
    expect(read('💳 -9,49 € · Netflix\nRevolut · Tarjeta ••7302', es)).toMatchObject({
      kind: 'expense',
      amount: 949,
      account: 'Revolut',
      payee: 'Netflix',
      category: 'Suscripciones',
    });
  });

  it('is no minus when it is a dash between words', () => {
    expect(parseAlert('Revolut - 9,49 € · Netflix\nTarjeta ••7302', es)).toMatchObject({ ok: false });
  });
});

describe('money a person sent', () => {
  it('names the sender written with capitals at each word’s start', () => {
    expect(senderOf('Mercado Pago: Recibiste $2.300 de Julieta Paz. Ya está en tu cuenta.')).toBe('Julieta Paz');
    expect(senderOf('Revolut: Has recibido 35,00 € de Íñigo Sáez')).toBe('Íñigo Sáez');
    expect(senderOf('Mercado Pago: Te transfirieron $7.500 - Camila Ferreyra')).toBe('Camila Ferreyra');
  });

  it('files it as other income when nothing says what for', () => {
    expect(read('Mercado Pago: Recibiste $2.300 de Julieta Paz. Ya está en tu cuenta.', ar)).toMatchObject({
      kind: 'income',
      account: 'Mercado Pago',
      payee: 'Julieta Paz',
      category: 'Otros ingresos',
    });
    expect(read('Nequi: Recibiste $42.000 de JUAN ESTEBAN ARIAS. Ya los tienes en tu Nequi.', co)).toMatchObject({
      category: 'Otros ingresos',
    });
  });

  it('leaves a company’s money, a refund and a concept to what they say', () => {
    expect(
      read('Davivienda: Recibiste una transferencia de $900.000 de LOGISTICA DEL VALLE SAS en tu cuenta *5512', co)
        .category,
    ).toBeNull();
    expect(read('Sabadell: Has recibido un Bizum de 9,00 € de PILAR R. Concepto: pizza', es).category).toBe(
      'Reembolsos',
    );
  });

  it('tells a person’s name from a company’s', () => {
    expect(isPersonName('ROSA M. HUAMAN')).toBe(true);
    expect(isPersonName('Talleres Ruiz SL')).toBe(false);
    expect(isPersonName('ACME SA DE CV')).toBe(false);
    expect(isPersonName('Pedro')).toBe(false);
  });
});

describe('other shapes', () => {
  it('takes the company after a direct debit’s heading', () => {
    expect(read('Macro: Debito automatico METROGAS $ 18.420,00 en tu cuenta *6634', ar)).toMatchObject({
      kind: 'expense',
      account: 'Macro',
      payee: 'Metrogas',
    });
  });

  it('reads the source of a card payment from the writer’s line after it', () => {
    expect(
      read('Tarjeta Lider: Pago recibido por $45.000 en tu tarjeta ****9921. Pagué con la CuentaRUT.', cl),
    ).toMatchObject({ kind: 'transfer', amount: 45_000, account: 'CuentaRUT', to: 'Lider' });
  });
});

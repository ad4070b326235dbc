import { describe, expect, it } from 'vitest';
import { accountRef, defaultCategoryRefs } from '../../../test/helpers/whatsapp-parse-refs.ts';
import { parseAlert } from './alerts.ts';
import type { ParseContext } from './parse-types.ts';

// A pasted alert of a purchase the bank refused was saved as spending with a success reply (blind
// sets x and y): money that never left the account. Examples of our own, in each bank's style.

const context = (accounts: ParseContext['accounts']): ParseContext => ({
  today: '2026-11-26',
  accounts,
  defaultAccountId: null,
  categories: defaultCategoryRefs,
});

const outcomeOf = (text: string, account: string, currency: string, digits: string[]) =>
  parseAlert(
    text,
    context([accountRef('Efectivo', 'cash', currency), accountRef(account, 'credit_card', currency, digits)]),
  );

describe('an alert of money that did not move', () => {
  it.each([
    [
      'Scotiabank: Tu compra por $145.990 en HITES.COM con tarjeta ****2040 ha sido rechazada. Consulta en tu app.',
      'Scotia',
      'CLP',
      ['2040'],
    ],
    [
      'BBVA: Tu compra de $3,450.00 en SEARS SATELITE no fue aprobada con tu tarjeta terminación 7312. Motivo: saldo insuficiente.',
      'BBVA Oro',
      'MXN',
      ['7312'],
    ],
    [
      'Naranja X: la compra por $ 96.500,00 en MUSIMUNDO con tu tarjeta terminada en 5561 fue RECHAZADA.',
      'Naranja',
      'ARS',
      ['5561'],
    ],
    [
      'Bancolombia: Su tarjeta *3318 tuvo una transaccion NO APROBADA por $420.000 en HOMECENTER. Si no la reconoce llame al 018000912345.',
      'Mastercard',
      'COP',
      ['3318'],
    ],
    [
      'BBVA: Tu consumo de S/ 749.00 en OECHSLE con tu tarjeta ****6650 fue rechazado. Llámanos al 595-0000.',
      'BBVA Visa',
      'PEN',
      ['6650'],
    ],
    [
      'Banamex: Intento de compra por $7,800.00 en BEST BUY con tarjeta *2281 NO autorizado.',
      'Costco Banamex',
      'MXN',
      ['2281'],
    ],
    [
      'Santander: Compra declinada por $58.000 en PARIS.CL tarjeta **4410. Cupo insuficiente',
      'Santander',
      'CLP',
      ['4410'],
    ],
    ['Revolut: Pago rechazado de 34,50 € en IBERIA. Fondos insuficientes', 'Revolut', 'EUR', []],
  ])('«%s» saves nothing and says so', (text, account, currency, digits) => {
    expect(outcomeOf(text, account, currency, digits)).toEqual({ ok: false, question: { reason: 'alert_not_done' } });
  });

  it('still saves a purchase whose footer warns about one not made by the client', () => {
    const outcome = outcomeOf(
      'Davivienda: Compra aprobada por $62.300 en PANAMERICANA con su tarjeta *3318. Si no fue realizada por usted llame al 3383838.',
      'Mastercard',
      'COP',
      ['3318'],
    );
    expect(outcome?.ok && outcome.capture.amount).toBe(62_300);
    const footer = outcomeOf(
      'BBVA: Compra por $1,240.00 en PALACIO DE HIERRO con tu tarjeta *7312. ¿Movimiento no realizado por ti? Llámanos.',
      'BBVA Oro',
      'MXN',
      ['7312'],
    );
    expect(footer?.ok && footer.capture.amount).toBe(124_000);
  });
});

import { describe, expect, it } from 'vitest';
import { isBankNotice } from './notices.ts';

// Notices once saved as spending with a success reply (decision 031, blind-o): a one-time code told
// before its words, a due date told before the minimum payment, and a direct debit announced for a
// later day. The examples are written here in other words and other countries, not from a blind set.

describe('notices that move no money yet', () => {
  it.each([
    'Davivienda: 730215 es tu clave de acceso para aprobar el pago. Nunca la compartas.',
    'BCP: 60418 es su codigo de seguridad, valido por 5 minutos.',
    'Santander: le informamos que la fecha limite de pago de su tarjeta es el 10/01/2027. Pago minimo $2.450,00',
    'Sabadell: El recibo de IBERDROLA de 61,20 € esta previsto para el 05/01/2027.',
    'BBVA: tu domiciliacion de NETFLIX por $219.00 queda prevista para el 04/01/2027.',
  ])('«%s» is a notice', (text) => {
    expect(isBankNotice(text)).toBe(true);
  });

  it.each([
    'pagué el recibo de la luz 61,20 € con sabadell',
    'Santander: Pagaste $2.450 a tu tarjeta el 10/01/2027.',
    'le di 4500 es tu parte del codigo postal',
  ])('«%s» is not a notice', (text) => {
    expect(isBankNotice(text)).toBe(false);
  });
});

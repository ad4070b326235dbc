import { describe, expect, it } from 'vitest';
import { merchantOf } from './shapes.ts';

// The shop of an alert the reader found none in (decision 035), by class of sentence and of name.
const shop = (text: string, merchant?: string) => merchantOf({ merchant } as Parameters<typeof merchantOf>[0], text);

describe('the shop named in an alert', () => {
  it('ends the name at the alert’s own words, not only at a date', () => {
    expect(shop('Tu compra de $459.00 en DIDI FOOD fue aprobada con tu tarjeta Nu terminación 6621')).toBe('DIDI FOOD');
    expect(shop('Compra por $75.500,00 en RAPPI SAS 24/11/2026 19:42. T.Cred *4821.')).toBe('RAPPI');
    expect(shop('Pagaste 12,00 € en BAR MANOLO, con tu tarjeta ·2231')).toBe('BAR MANOLO');
    expect(shop('Compra realizada en FARMACIA CRUZ VERDE.')).toBe('FARMACIA CRUZ VERDE');
  });

  it('reads a direct debit’s company and a labelled issuer', () => {
    expect(
      shop('Se debitó $ 27.400,00 de tu cuenta por el débito automático de METROGAS S.A.\nFecha: 23/11/2026'),
    ).toBe('METROGAS');
    expect(shop('', 'ORANGE ESPAGNE SAU')).toBe('ORANGE ESPAGNE');
    expect(shop('', 'COMERCIALIZADORA DEL BAJIO SA DE CV')).toBe('COMERCIALIZADORA DEL BAJIO');
  });

  it('reads the company billed after «recibo», with or without «de»', () => {
    expect(shop('Banco Sabadell: Cargo de recibo ENDESA ENERGIA 64,18 EUR en la cuenta ...3391')).toBe(
      'ENDESA ENERGIA',
    );
    expect(shop('Recibo domiciliado de DIGI SPAIN TELECOM por importe de 20,00 EUR cargado en cuenta ...3391')).toBe(
      'DIGI SPAIN TELECOM',
    );
    expect(shop('Recibo CANAL DE ISABEL II 41,70 € cargado en su cuenta')).toBe('CANAL DE ISABEL II');
  });

  it('reads the company paid named before the amount, and after the words of a standing payment', () => {
    expect(shop('Pagaste METROGAS por $ 31.900,00 desde tu cuenta 4402 el 12/11/2026.')).toBe('METROGAS');
    expect(shop('Pagaste la factura de CLARO HOGAR por $89.900 con tu cuenta *7710.')).toBe('CLARO HOGAR');
    expect(shop('Has pagado el recibo VODAFONE por 35,00 € desde tu cuenta ·1199')).toBe('VODAFONE');
    expect(shop('Se cargó $24.990 en tu cuenta ****2288 por PAGO AUTOMATICO VTR el 02/11/2026.')).toBe('VTR');
    expect(shop('Débito automático EDENOR por $ 18.200 en tu cuenta 4402')).toBe('EDENOR');
  });

  it('drops the payment gateway, the terminal number and the company form', () => {
    expect(shop('Compra en MERPAGO*RAPPI el 3 de noviembre')).toBe('RAPPI');
    expect(shop('Compra en PAYU*UBER TRIP el 3 de noviembre')).toBe('UBER TRIP');
    expect(shop('Tu compra de $1,299.00 en COPPEL 0231 fue aprobada')).toBe('COPPEL');
    expect(shop('Compra en TIENDAS ARA 0457 el 2 de noviembre')).toBe('TIENDAS ARA');
  });

  it('finds none in a sentence without a shop', () => {
    expect(shop('Recibiste una transferencia de 20.000 en tu cuenta')).toBeUndefined();
  });
});

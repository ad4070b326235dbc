import { describe, expect, it } from 'vitest';
import { type Country, type Mail, readMail, mailContext } from '../../../test/helpers/mail-read.ts';
import { serviceLineOf } from './service-lines.ts';

/*
 * A company of several services (a carrier, an insurer): the mail's words name the one billed
 * (service-lines.ts); a standing charge names who billed it. Wording of our own.
 */

const read = (mail: Mail, country: Country) => readMail(mail, country);

describe('a carrier’s bill', () => {
  const context = mailContext('CO');
  it('is home internet when the mail says fibra or hogar', () => {
    expect(serviceLineOf('Teléfono móvil', 'Pago a CLARO HOGAR FIBRA desde tu cuenta', context)).toBe('Internet');
    expect(serviceLineOf('Teléfono móvil', 'Recibo TIGO (internet banda ancha)', context)).toBe('Internet');
  });

  it('is the mobile line when the mail says móvil or postpago', () => {
    expect(serviceLineOf('Internet', 'recibo de ORANGE (tarifa móvil) por 19,90 €', context)).toBe('Teléfono móvil');
    expect(serviceLineOf('Internet', 'Pago TIGO POSTPAGO', context)).toBe('Teléfono móvil');
  });

  it('stays as it was when the words name no service, or both, or a «cargo fijo»', () => {
    expect(serviceLineOf('Teléfono móvil', 'Pago a MOVISTAR por $50.000', context)).toBeUndefined();
    expect(serviceLineOf('Teléfono móvil', 'Paquete móvil + fibra de VODAFONE', context)).toBeUndefined();
    expect(serviceLineOf('Teléfono móvil', 'Cargo fijo mensual de tu plan', context)).toBeUndefined();
    expect(serviceLineOf('Supermercado', 'Compra en ÉXITO HOGAR', context)).toBeUndefined();
  });
});

describe('an insurer’s bill', () => {
  it('is the vehicle’s insurance when the concept names the car', () => {
    expect(
      read(
        {
          from: 'avisos@bbva.es',
          subject: 'Cargo de recibo',
          body: 'Cargo en tu cuenta ·2231 por importe de 312,40 EUR.\nConcepto: RECIBO ALLIANZ SEGURO COCHE\nFecha: 05/11/2026',
        },
        'ES',
      ),
    ).toMatchObject({ kind: 'expense', amount: 31240, account: 'BBVA', category: 'Seguro del vehículo' });
  });
});

describe('a standing charge', () => {
  it('names the company after «a»', () => {
    expect(
      read(
        {
          from: 'alertas@bancochile.cl',
          subject: 'Cargo en cuenta',
          body: 'Le informamos que se realizó un cargo por PAT de $24.990 a GTD FIBRA en su Cuenta Corriente ****4518 el 21/11/2026.',
        },
        'CL',
      ),
    ).toMatchObject({ kind: 'expense', amount: 24990, account: 'Banco de Chile', payee: 'Gtd Fibra' });
  });
});

describe('money between two own accounts, one named by its product', () => {
  it('is a transfer from «tu Cuenta Sueldo 2870» to the other account', () => {
    expect(
      read(
        {
          from: 'avisos@santander.com.ar',
          subject: 'Transferencia enviada',
          body: 'Transferiste $ 80.000,00 desde tu Cuenta Sueldo 2870 a BANCO GALICIA - CC 4402 (a tu nombre). 21/11/2026',
        },
        'AR',
      ),
    ).toMatchObject({ kind: 'transfer', amount: 8000000, account: 'Santander Río', to: 'Galicia' });
  });

  it('is a transfer from a «Caja de Ahorro 2870», never from another account of the bank’s name', () => {
    expect(
      read(
        {
          from: 'avisos@santander.com.ar',
          subject: 'Transferencia',
          body: 'Transferiste $ 12.500 desde tu Caja de Ahorro 2870 a tu cuenta en Banco Galicia CC 4402 (titular: vos) el 19/11/2026.',
        },
        'AR',
      ),
    ).toMatchObject({ kind: 'transfer', amount: 1250000, account: 'Santander Río', to: 'Galicia' });
  });
});

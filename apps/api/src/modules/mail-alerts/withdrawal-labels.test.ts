import { describe, expect, it } from 'vitest';
import { fixtureContext } from '../../../test/helpers/mail-alerts.ts';
import { readAlert } from './read.ts';
import { labelledFields } from './shapes.ts';

type Mail = Parameters<typeof readAlert>[0];

/** The movement the alert books; fails the test when the reader asks or leaves it instead. */
function captured(mail: Mail, country: Parameters<typeof fixtureContext>[0]) {
  const reading = readAlert(mail, fixtureContext(country));
  if (reading.kind !== 'capture') throw new Error(`expected a capture, got ${JSON.stringify(reading)}`);
  return reading.outcome.capture;
}

// Cash taken at an ATM in other words, and a bank's own labels for the same fields (decision 035).
describe('withdrawals and transaction labels', () => {
  it('reads «Has retirado … en un cajero» as money moved to cash', () => {
    const capture = captured(
      {
        from: 'avisos@bbva.es',
        subject: 'Retirada de efectivo',
        body: 'Hola:\nHas retirado 40,00 € en un cajero con tu tarjeta de la cuenta ··2231.\nFecha: 24/11/2026 19:40',
      },
      'ES',
    );
    expect([capture.kind, capture.account.name, capture.toAccount?.name, capture.amount]).toEqual([
      'transfer',
      'BBVA',
      'Efectivo',
      4000,
    ]);
  });

  it('reads «extrajiste … en el cajero» as money moved to cash, never spending', () => {
    const capture = captured(
      {
        from: 'Santander <avisos@santander.com.ar>',
        subject: 'Operación en cajero automático',
        body: 'Hola Lucía, extrajiste $ 25.000,00 del cajero LINK de la cuenta 2870 el 23/11/2026 a las 10:05.',
      },
      'AR',
    );
    expect([capture.kind, capture.account.name, capture.toAccount?.name, capture.amount]).toEqual([
      'transfer',
      'Santander Río',
      'Efectivo',
      2_500_000,
    ]);
  });

  it("reads a credit card's «avance en efectivo» as cash taken from the card, never spending", () => {
    const capture = captured(
      {
        from: 'notificaciones@bancofalabella.cl',
        subject: 'Avance en efectivo',
        body: 'Hola Camila,\nHiciste un avance en efectivo por $80.000 con tu tarjeta CMR terminada en 3390 el 24/11/2026.',
      },
      'CL',
    );
    expect([capture.kind, capture.account.name, capture.toAccount?.name, capture.amount]).toEqual([
      'transfer',
      'CMR Falabella',
      'Efectivo',
      80000,
    ]);
  });

  it("reads a transfer someone «le ha enviado» to the user's account as income, never spending", () => {
    const capture = captured(
      {
        from: 'avisos@interbank.pe',
        subject: 'Constancia de transferencia interbancaria',
        body: 'Estimado cliente:\nMARÍA TERESA QUISPE le ha enviado una transferencia interbancaria.\nBanco destino: BCP\nCuenta destino: ****6012\nMonto: S/ 240.00\nFecha: 21/11/2026',
      },
      'PE',
    );
    expect([capture.kind, capture.account.name, capture.amount]).toEqual(['income', 'BCP', 24000]);
  });

  it('reads «Sacaste … de tu Nequi» at an ATM as money moved to cash', () => {
    const capture = captured(
      {
        from: 'avisos@nequi.com.co',
        subject: 'Sacaste plata',
        body: 'Sacaste $50.000 de tu Nequi 300***0199 en un cajero.\nFecha: 23/11/2026 6:05 p.m.',
      },
      'CO',
    );
    expect([capture.kind, capture.account.name, capture.toAccount?.name]).toEqual(['transfer', 'Nequi', 'Efectivo']);
  });

  it('knows «Valor transacción», «Clase de movimiento» and «Lugar de transacción»', () => {
    expect(
      labelledFields(
        'Valor transacción: $23,900\nClase de movimiento: Compra\nLugar de transacción: PANADERIA LA 80\nTarjeta débito terminada en: 0932',
      ),
    ).toEqual({ amount: '$23,900', operation: 'Compra', merchant: 'PANADERIA LA 80', card: '0932' });
    const capture = captured(
      {
        from: 'avisos@davivienda.com',
        subject: 'Notificación de transacción',
        body: 'Fecha: 2026/11/23\nValor transacción: $23,900\nClase de movimiento: Compra\nLugar de transacción: PANADERIA LA 80\nTarjeta débito terminada en: 0932',
      },
      'CO',
    );
    expect([capture.kind, capture.account.name, capture.amount, capture.date]).toEqual([
      'expense',
      'Davivienda',
      23900,
      '2026-11-23',
    ]);
  });
});

describe('the category of money in, from the mail own words', () => {
  const withIncome = () => {
    const context = fixtureContext('MX');
    const income = (id: string, name: string, key: string) => ({
      id,
      name,
      kind: 'income' as const,
      parentId: null,
      key,
    });
    return {
      ...context,
      categories: [income('salary', 'Sueldo', 'income.salary'), income('fees', 'Honorarios', 'income.fees')],
    };
  };

  it('files a deposit whose concept says «nómina» under the salary category, whatever its name', () => {
    const reading = readAlert(
      {
        from: 'avisos@bbva.mx',
        subject: 'Abono recibido',
        body: 'Recibiste un depósito en tu cuenta •5120.\nImporte: $9,800.00\nOrdenante: GRUPO NORTE SA DE CV\nConcepto: NOMINA QUINCENA 23\nFecha: 30/11/2026',
      },
      withIncome(),
    );
    expect(reading.kind).toBe('capture');
    if (reading.kind === 'capture') expect(reading.outcome.capture.categoryId).toBe('salary');
  });

  it('leaves the category open when the words name two kinds of income', () => {
    const reading = readAlert(
      {
        from: 'avisos@bbva.mx',
        subject: 'Abono recibido',
        body: 'Recibiste un depósito en tu cuenta •5120.\nImporte: $3,000.00\nOrdenante: ANA PEREZ\nConcepto: honorarios y nomina\nFecha: 30/11/2026',
      },
      withIncome(),
    );
    expect(reading.kind).toBe('capture');
    if (reading.kind === 'capture') expect(reading.outcome.capture.categoryId ?? null).toBeNull();
  });
});

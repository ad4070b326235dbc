import { describe, expect, it } from 'vitest';
import { fixtureContext } from '../../../test/helpers/mail-alerts.ts';
import { readAlert } from './read.ts';

// Money between the user's own accounts is never saved as spent or earned in silence (decision 035).
describe('alerts that name another of the user own accounts', () => {
  it('asks about a transfer whose destination is one of their wallets, named without digits', () => {
    const reading = readAlert(
      {
        from: 'alertas@davivienda.com',
        subject: 'Transacción realizada',
        body: 'Fecha: 2026/11/24\nValor transacción: $80,000\nClase de movimiento: Transferencia\nCuenta origen: terminada en 0932\nDestino: DAVIPLATA 311***9087',
      },
      fixtureContext('CO'),
    );
    expect(reading.kind).toBe('ask');
  });

  it('asks about a payment whose beneficiary is their wallet at another bank', () => {
    const reading = readAlert(
      {
        from: 'avisos@bbva.mx',
        subject: 'Transferencia enviada',
        body: 'Importe: $2,500.00\nCuenta de retiro: •5120\nBanco destino: MERCADO PAGO\nBeneficiario: ANA RUIZ\nFecha de operación: 22/11/2026 18:05',
      },
      fixtureContext('MX'),
    );
    expect(reading.kind).toBe('ask');
  });

  it('records money put into their own wallet from their account as a transfer, never as spent', () => {
    const reading = readAlert(
      {
        from: 'avisos@mercadopago.com.ar',
        subject: 'Ingresaste dinero',
        body: 'Cargaste $ 35.000 en tu cuenta de Mercado Pago.\nDesde: Galicia - CA ****4402\nFecha: 19 de noviembre de 2026',
      },
      fixtureContext('AR'),
    );
    expect(reading.kind).toBe('capture');
    if (reading.kind !== 'capture') return;
    const capture = reading.outcome.capture;
    expect([capture.kind, capture.account.name, capture.toAccount?.name, capture.amount]).toEqual([
      'transfer',
      'Galicia',
      'Mercado Pago',
      3500000,
    ]);
  });

  it('still saves a purchase that names only the account it was paid with', () => {
    const reading = readAlert(
      {
        from: 'avisos@bbva.mx',
        subject: 'Compra con tu tarjeta',
        body: 'Importe: $310.00\nComercio: FARMACIA SAN PABLO\nTarjeta terminación: 8834\nFecha: 21/11/2026',
      },
      fixtureContext('MX'),
    );
    expect(reading.kind).toBe('capture');
    if (reading.kind === 'capture') expect(reading.outcome.capture.kind).toBe('expense');
  });

  it('reads a card statement settled from the account as a transfer to the card, on its charge date', () => {
    const reading = readAlert(
      {
        from: 'avisos@caixabank.com',
        subject: 'Cargo de tu tarjeta',
        body: 'Se ha cargado en tu cuenta ...5580 la liquidación de tu tarjeta terminada en 7743.\nImporte: 198,40 EUR\nFecha de cargo: 23/11/2026',
      },
      fixtureContext('ES'),
    );
    expect(reading.kind).toBe('capture');
    if (reading.kind !== 'capture') return;
    const capture = reading.outcome.capture;
    expect([capture.kind, capture.account.name, capture.toAccount?.name, capture.amount, capture.date]).toEqual([
      'transfer',
      'CaixaBank',
      'Tarjeta Visa',
      19840,
      '2026-11-23',
    ]);
  });

  it('reads a salary credited («te acreditamos tu sueldo») as income, not spending', () => {
    const reading = readAlert(
      {
        from: 'avisos@galicia.com.ar',
        subject: 'Acreditación de haberes',
        body: 'Hola,\nTe acreditamos tu sueldo.\nMonto: $ 985.400,00\nCuenta: CA $ ****4402\nFecha: 30/10/2026',
      },
      fixtureContext('AR'),
    );
    expect(reading.kind).toBe('capture');
    if (reading.kind !== 'capture') return;
    expect([reading.outcome.capture.kind, reading.outcome.capture.amount]).toEqual(['income', 98540000]);
  });
});

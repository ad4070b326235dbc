import { describe, expect, it } from 'vitest';
import { fixtureContext } from '../../../test/helpers/mail-alerts.ts';
import { labelledFields } from './labels.ts';
import { readAlert } from './read.ts';
import { merchantOf, normalized } from './shapes.ts';

// Who was paid or paid, and when, as alert e-mails write it (decision 035), by class.
const shop = (text: string) => merchantOf(labelledFields(text), text);

describe('the party of an alert', () => {
  it('prefers a named party to a concept, and the name before « - »', () => {
    expect(labelledFields('De\nJORGE RAMIREZ\nMotivo\nventa control xbox')).toMatchObject({
      merchant: 'JORGE RAMIREZ',
      concept: 'venta control xbox',
    });
    expect(shop('Empresa: ETB - EMPRESA DE TELECOMUNICACIONES DE BOGOTA\nConcepto: Internet hogar')).toBe('ETB');
    expect(shop('Concepto: CUOTA GIMNASIO')).toBe('CUOTA GIMNASIO');
  });

  it('reads «Origen» without digits as who paid, and a forwarded header as no one', () => {
    expect(labelledFields('Monto: $780.000\nOrigen: SERVICIOS DEL SUR LTDA')).toMatchObject({
      merchant: 'SERVICIOS DEL SUR LTDA',
    });
    expect(labelledFields('De: BancoEstado <notificaciones@bancoestado.cl>\nMonto: $1.000').merchant).toBeUndefined();
  });

  it('reads an account under a party label as the paying or the receiving account', () => {
    expect(labelledFields('De: Cuenta de Ahorros *7710\nPara: LUISA GOMEZ\nValor: $80.000')).toMatchObject({
      card: 'Cuenta de Ahorros *7710',
    });
    expect(labelledFields('Destinatario: ****4512\nMonto: $80.000').toCard).toBe('4512');
    expect(labelledFields('Destinatario: IRENE SANCHEZ LOPEZ\nMonto: $80.000').merchant).toBe('IRENE SANCHEZ LOPEZ');
  });

  it('reads labels asked as questions and a date whose time has a colon', () => {
    expect(labelledFields('¿Cuánto?\n$60.000,00\n¿De quién?\nAna Ruiz\n¿A dónde?\nNequi 300****0199')).toEqual({
      amount: '$60.000,00',
      merchant: 'Ana Ruiz',
      toCard: 'Nequi 300****0199',
    });
    expect(labelledFields(normalized('Fecha y hora *24 de noviembre de 2026 - 07:18 PM*')).date).toBe(
      '24/11/2026 - 07:18 PM',
    );
  });

  it('finds the payee in sentences of money sent, received and topped up', () => {
    expect(shop('Transferiste $120.000,00 desde tu cuenta *7710 a la cuenta *4512 de MARTA GIRALDO el 24/11')).toBe(
      'MARTA GIRALDO',
    );
    expect(shop('Pago por $215.430,00 a EPM EMPRESAS PUBLICAS DE MEDELLIN desde cta *7710.')).toBe(
      'EPM EMPRESAS PUBLICAS DE MEDELLIN',
    );
    expect(shop('Recibiste $850 de Ricardo Mendoza.\nMotivo: Sudadera talla M')).toBe('Ricardo Mendoza');
    expect(shop('¡Listo! Tu pago a PedidosYa fue aprobado.')).toBe('PedidosYa');
    expect(shop('Cargaste $ 3.200 a tu tarjeta SUBE.')).toBe('SUBE');
    expect(shop('Se ha cargado el recibo de VODAFONE ESPAÑA (línea móvil) por importe de 35,00 EUR.')).toBe(
      'VODAFONE ESPAÑA',
    );
  });

  it('takes money someone else transferred to the user as money in', () => {
    const reading = readAlert(
      {
        from: 'Banco de Chile <enviodigital@bancochile.cl>',
        subject: 'Transferencia de fondos',
        body: 'Nuestro(a) cliente Ana Ruiz ha efectuado una transferencia de fondos a tu cuenta.\nCuenta destino: ****4518\nMonto: $20.000\nFecha: 18/11/2026',
      },
      fixtureContext('CL'),
    );
    expect(reading.kind === 'capture' && reading.outcome.capture.kind).toBe('income');
  });

  it('reads a Yape alert into the Yape account by its sender', () => {
    const reading = readAlert(
      {
        from: 'notificaciones@yape.pe',
        subject: 'Pago exitoso',
        body: '¡Tu pago en BEMBOS LARCO\nfue exitoso!\nMonto total S/ 28.90\nFecha y hora: 25 noviembre 2026 - 09:10 p. m.',
      },
      fixtureContext('PE'),
    );
    expect(reading.kind === 'capture' && [reading.outcome.capture.account.name, reading.outcome.capture.date]).toEqual([
      'Yape',
      '2026-11-25',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { readMail } from '../../../test/helpers/mail-read.ts';

// Names a bank writes after the amount and the account: who billed a debit, who paid money in,
// who money was sent to. A stand-in categoriser gives a known company's category.
const known = (text: string) =>
  /entel/i.test(text)
    ? 'Teléfono móvil'
    : /metrogas/i.test(text)
      ? 'Gas'
      : /netflix/i.test(text)
        ? 'Suscripciones'
        : undefined;

describe('the party named after the amount', () => {
  it('is the company a direct debit paid, without its debit words', () => {
    expect(
      readMail(
        {
          from: 'avisos@galicia.com.ar',
          subject: 'Débito automático',
          body: 'Se debitaron $ 8.500,00 de tu cuenta terminada en 4402 por NETFLIX.COM - Débito automático. 22/11/2026.',
        },
        'AR',
        undefined,
        known,
      ),
    ).toMatchObject({
      kind: 'expense',
      account: 'Galicia',
      category: 'Suscripciones',
      payee: expect.stringMatching(/netflix/i),
    });
    expect(
      readMail(
        {
          from: 'enviodigital@bancochile.cl',
          subject: 'Cargo en cuenta',
          body: 'Banco de Chile: Se ha realizado un cargo de $32.990 en su Cuenta Corriente ****4518 por PAC ENTEL. 21/11/2026.',
        },
        'CL',
        undefined,
        known,
      ),
    ).toMatchObject({
      kind: 'expense',
      amount: 32_990,
      category: 'Teléfono móvil',
      payee: expect.stringMatching(/^entel$/i),
    });
    expect(
      readMail(
        {
          from: 'mensajes@santander.com.ar',
          subject: 'Aviso de débito',
          body: 'Santander: Se debitó $9.800,00 de METROGAS de tu cuenta corriente ****2870.',
        },
        'AR',
        undefined,
        known,
      ),
    ).toMatchObject({
      kind: 'expense',
      account: 'Santander Río',
      category: 'Gas',
      payee: expect.stringMatching(/^metrogas$/i),
    });
  });

  it('is who paid money in, without the words of a salary', () => {
    const payee = (from: string, subject: string, body: string, country: 'PE' | 'AR' | 'CO') => {
      const read = readMail({ from, subject, body }, country);
      return typeof read === 'string' ? read : { kind: read.kind, payee: read.payee };
    };
    expect(
      payee(
        'procesos@bbva.com.pe',
        'Abono en cuenta',
        'BBVA: Se abonó S/ 3,100.00 en tu Cuenta de Ahorros ****8127 por PAGO DE HABERES CLINICA SAN FELIPE. 19/11/2026.',
        'PE',
      ),
    ).toEqual({ kind: 'income', payee: 'Clinica San Felipe' });
    expect(
      payee(
        'info@mercadopago.com.ar',
        'Recibiste dinero',
        '¡Recibiste $ 18.500! Lo envió Mariano Quiroga. 25/11/2026.',
        'AR',
      ),
    ).toEqual({ kind: 'income', payee: 'Mariano Quiroga' });
    expect(
      payee(
        'notificaciones@yape.com.pe',
        'Te yapearon',
        'Te yapearon S/ 60.00. Enviado por: Rosa Quispe. 24 nov. 2026.',
        'PE',
      ),
    ).toEqual({ kind: 'income', payee: 'Rosa Quispe' });
    expect(
      payee(
        'bbvanet@bbva.com.co',
        'BBVA - Abono a tu cuenta',
        'BBVA Colombia informa: Abono por nómina de $2.950.000,00 en su cuenta corriente ****6650. Ordenante: COLEGIO SAN BARTOLOME. Fecha: 19/11/2026.',
        'CO',
      ),
    ).toEqual({ kind: 'income', payee: 'Colegio San Bartolome' });
  });

  it('is the person money was sent to, initials kept', () => {
    expect(
      readMail(
        {
          from: 'notificaciones@yape.com.pe',
          subject: 'Constancia de Yapeo',
          body: '¡Yapeaste! S/ 22.50 a Jorge L. Paredes. 25 nov. 2026 - 08:14 a. m.',
        },
        'PE',
      ),
    ).toMatchObject({ kind: 'expense', account: 'Yape', category: null, payee: 'Jorge L. Paredes' });
  });
});

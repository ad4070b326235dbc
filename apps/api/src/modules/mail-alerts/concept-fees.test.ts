import { describe, expect, it } from 'vitest';
import { type Country, type Mail, readMail } from '../../../test/helpers/mail-read.ts';

// A few default categories with their stable keys and groups, as a new user has them.
const category = (id: string, name: string, kind: 'income' | 'expense', key: string, parentId: string | null) => ({
  id,
  name,
  kind,
  key,
  parentId,
});
const CATEGORIES = [
  category('fees', 'Intereses y comisiones', 'expense', 'debt.fees', 'debt'),
  category('light', 'Electricidad', 'expense', 'utilities.electricity', 'utilities'),
  category('gas', 'Gas', 'expense', 'utilities.gas', 'utilities'),
  category('courses', 'Cursos', 'expense', 'education.courses', 'education'),
  category('fuel', 'Combustible', 'expense', 'transport.fuel', 'transport'),
  category('sport', 'Deporte', 'expense', 'leisure.sport', 'leisure'),
  category('interest', 'Intereses y rendimientos', 'income', 'income.interest', null),
  category('other-in', 'Otros ingresos', 'income', 'income.other', null),
  category('rent-in', 'Arriendos cobrados', 'income', 'income.rent', null),
  category('salary', 'Salario', 'income', 'income.salary', null),
];

const read = (mail: Mail, country: Country, categorize?: (text: string) => string | undefined) =>
  readMail(mail, country, CATEGORIES, categorize);

describe('a fee the bank charged, in its own words', () => {
  it('files a card yearly fee under bank fees, paid to the bank', () => {
    expect(
      read(
        {
          from: 'notificaciones@santander.com.mx',
          subject: 'Cargo a tu tarjeta',
          body: 'Santander le informa: se aplicó el cargo por anualidad de su tarjeta de crédito terminación 3092 por $899.00 el 12/11/2026.',
        },
        'MX',
      ),
    ).toMatchObject({
      kind: 'expense',
      amount: 89_900,
      account: 'Santander LikeU',
      category: 'fees',
      payee: 'Santander',
    });
  });

  it('files an account upkeep fee, whatever the reader took for a shop', () => {
    expect(
      read(
        {
          from: 'avisos@caixabank.com',
          subject: 'Aviso de cargo',
          body: 'CaixaBank: te hemos cobrado una comisión de mantenimiento de 6,00 € en tu cuenta ·5580 el 02/11/2026.',
        },
        'ES',
      ),
    ).toMatchObject({ kind: 'expense', amount: 600, account: 'CaixaBank', category: 'fees', payee: 'CaixaBank' });
  });

  it('files a «cuota de manejo» of a debit card', () => {
    expect(
      read(
        {
          from: 'alertasynotificaciones@an.notificacionesbancolombia.com',
          subject: 'Alertas y Notificaciones',
          body: 'Bancolombia le informa cobro de cuota de manejo por $14.990 de su T.Deb *7710 el 05/11/2026.',
        },
        'CO',
      ),
    ).toMatchObject({ kind: 'expense', amount: 14_990, category: 'fees' });
  });
});

describe('money in that names what it is', () => {
  it('files interest an account earned («rendimientos») as interest', () => {
    expect(
      read(
        {
          from: 'avisos@bbva.mx',
          subject: 'Rendimientos abonados',
          body: 'BBVA: abonamos $41.87 de rendimientos a tu cuenta terminación 8834 el 24/11/2026.',
        },
        'MX',
      ),
    ).toMatchObject({ kind: 'income', amount: 4_187, category: 'interest' });
  });

  it('files a state subsidy as other income, never as rent its name sounds like', () => {
    expect(
      read(
        {
          from: 'notificaciones@nequi.com.co',
          subject: 'Te llegó plata',
          body: 'Recibiste $ 150.000 de SUBSIDIO INGRESO SOLIDARIO RENTA en tu Nequi el 18/11/2026.',
        },
        'CO',
        (text) => (/renta/i.test(text) ? 'rent-in' : undefined),
      ),
    ).toMatchObject({ kind: 'income', amount: 150_000, category: 'other-in' });
  });
});

describe('what the sender wrote says what the money was for', () => {
  it('files money sent to a person by the message of the receipt', () => {
    expect(
      read(
        {
          from: 'enviodigital@bancochile.cl',
          subject: 'Comprobante Transferencia de Fondos',
          body: 'Comprobante de Transferencia\nFecha: 14/11/2026\nCuenta origen: Cuenta Corriente ****4518\nDestinatario: MATIAS FUENTES\nMonto: $30.000\nMensaje: curso de guitarra noviembre',
        },
        'CL',
      ),
    ).toMatchObject({ kind: 'expense', amount: 30_000, category: 'courses', payee: 'Matias Fuentes' });
  });

  it('reads a message said inline after the sentence, and a surname cut to its initial', () => {
    expect(
      read(
        {
          from: 'avisos@yape.pe',
          subject: 'Constancia de Yapeo',
          body: 'Enviaste S/ 25.00 con Yape a Carla M. el 19/11/2026 a las 18:40. Mensaje: gasolina para el carro',
        },
        'PE',
      ),
    ).toMatchObject({ kind: 'expense', amount: 2_500, account: 'Yape', category: 'fuel', payee: 'Carla M.' });
  });

  it('takes the user note above a forwarded alert as what it paid', () => {
    expect(
      read(
        {
          from: 'notificaciones@nequi.com.co',
          subject: 'Comprobante de envío Nequi',
          body: '¡Envío exitoso!\nPara: JUAN PABLO ARIAS\nCuánto: $ 70.000,00\nFecha: 10/11/2026\nNota: mensualidad del gimnasio de noviembre',
        },
        'CO',
      ),
    ).toMatchObject({ kind: 'expense', amount: 70_000, category: 'sport', payee: 'Juan Pablo Arias' });
  });

  it('lets a bill concept choose among the same group a company sells', () => {
    expect(
      read(
        {
          from: 'avisos@ing.es',
          subject: 'Recibo cargado',
          body: 'Se ha cargado un recibo en tu cuenta ·1199\nEmisor: ENDESA ENERGIA SAU\nConcepto: Suministro gas natural\nImporte: 37,15 EUR\nFecha cargo: 09/11/2026',
        },
        'ES',
        (text) => (/endesa/i.test(text) ? 'light' : undefined),
      ),
    ).toMatchObject({ kind: 'expense', amount: 3_715, date: '2026-11-09', category: 'gas' });
  });

  it('never lets a concept of another group overrule the company', () => {
    expect(
      read(
        {
          from: 'avisos@ing.es',
          subject: 'Recibo cargado',
          body: 'Se ha cargado un recibo en tu cuenta ·1199\nEmisor: ENDESA ENERGIA SAU\nConcepto: clases de repaso\nImporte: 52,00 EUR\nFecha cargo: 09/11/2026',
        },
        'ES',
        (text) => (/endesa/i.test(text) ? 'light' : undefined),
      ),
    ).toMatchObject({ category: 'light' });
  });
});

describe('who paid the money in', () => {
  it('takes the sender after «desde … a tu cuenta» and the employer after the pay', () => {
    expect(
      read(
        {
          from: 'notificaciones@bancoestado.cl',
          subject: 'Transferencia recibida',
          body: 'BancoEstado informa que recibiste una transferencia por $120.000 desde FERRETERIA LOS ANDES LTDA a tu CuentaRUT ****2288 el 13/11/2026.',
        },
        'CL',
      ),
    ).toMatchObject({ kind: 'income', amount: 120_000, payee: 'Ferreteria Los Andes' });
    expect(
      read(
        {
          from: 'procesos@bbva.com.pe',
          subject: 'Abono en tu cuenta',
          body: 'BBVA te informa: Se abonó S/ 2,860.00 por PAGO DE REMUNERACIONES de MINERA ALTIPLANO en tu cuenta ****8127 el 30/11/2026.',
        },
        'PE',
      ),
    ).toMatchObject({ kind: 'income', amount: 286_000, category: 'salary', payee: 'Minera Altiplano' });
  });

  it('takes the «Originante» of a transfer received as who paid', () => {
    expect(
      read(
        {
          from: 'avisos@santander.com.ar',
          subject: 'Transferencia recibida',
          body: 'Recibiste una transferencia de $ 45.000,00 en tu cuenta terminada en 2870.\nOriginante: PAEZ LORENA SOLEDAD\nConcepto: VAR - Varios\nFecha: 11/11/2026',
        },
        'AR',
      ),
    ).toMatchObject({ kind: 'income', amount: 4_500_000, payee: 'Paez Lorena Soledad' });
  });
});

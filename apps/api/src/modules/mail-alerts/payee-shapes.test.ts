import { describe, expect, it } from 'vitest';
import { readMail } from '../../../test/helpers/mail-read.ts';
import { brandOf } from './sender-name.ts';

/*
 * Who was paid or paid, in shapes of alert mails the reader missed: labels told in one sentence,
 * a name ended by «concepto» or «a su tarjeta», a standing debit in title case, a person in brackets
 * after a transfer, the sender of money in named alone after it, a shop mailing its own refund.
 * Wording of our own.
 */

describe('labels told in one sentence', () => {
  it('reads each «Label value» part of a comma-separated line', () => {
    expect(
      readMail(
        {
          from: 'notificaciones@correo.bancoestado.cl',
          subject: 'Comprobante de transferencia',
          body: 'Transferencia realizada: Monto $85.000, Cuenta de origen CuentaRUT ****2288, Destinatario JAVIERA MUÑOZ, Banco Santander. Fecha 19/11/2026.',
        },
        'CL',
      ),
    ).toMatchObject({
      kind: 'expense',
      amount: 85000,
      date: '2026-11-19',
      account: 'CuentaRUT',
      payee: 'Javiera Muñoz',
    });
    expect(
      readMail(
        {
          from: 'avisos@bbva.mx',
          subject: 'Compra con tarjeta',
          body: 'Importe $1,245.80; Comercio LIVERPOOL SANTA FE; Tarjeta terminación 8834; Fecha 21/11/2026',
        },
        'MX',
      ),
    ).toMatchObject({ kind: 'expense', amount: 124580, date: '2026-11-21', account: 'BBVA' });
  });

  it('leaves a sentence with commas and one amount as it was', () => {
    expect(
      readMail(
        {
          from: 'notificaciones@bancolombia.com.co',
          subject: 'Compra',
          body: 'Hola, compraste $45.900 en HOMECENTER CALLE 80, con tu tarjeta *4821, el 20/11/2026.',
        },
        'CO',
      ),
    ).toMatchObject({ kind: 'expense', amount: 45900, account: 'Visa Bancolombia', date: '2026-11-20' });
  });
});

describe('a name in a sentence', () => {
  it('ends before «concepto» or «referencia»', () => {
    expect(
      readMail(
        {
          from: 'alertas@davivienda.com',
          subject: 'Abono a su cuenta',
          body: 'Recibiste un abono por $1.200.000 de CONSULTORES ANDINOS LTDA concepto PAGO FACTURA 118 en tu cuenta *0932 el 18/11/2026.',
        },
        'CO',
      ),
    ).toMatchObject({ kind: 'income', account: 'Davivienda', payee: 'Consultores Andinos' });
  });

  it('ends before «a su tarjeta» of money given back', () => {
    expect(
      readMail(
        {
          from: 'alertas@bancolombia.com.co',
          subject: 'Reverso de compra',
          body: 'Bancolombia le informa que se realizó un reverso por $89.000,00 de ARTURO CALLE ANDINO a su tarjeta crédito *4821. 21/11/2026.',
        },
        'CO',
      ),
    ).toMatchObject({ kind: 'income', amount: 89000, account: 'Visa Bancolombia', payee: 'Arturo Calle Andino' });
  });

  it('is never a tax on the amount', () => {
    expect(
      readMail(
        {
          from: 'avisos@santander.com.mx',
          subject: 'Cargo',
          body: 'Se aplicó un cargo de $80.00 por comisión y $12.80 de IVA a tu tarjeta terminación 3092.',
        },
        'MX',
      ),
    ).not.toMatchObject({ payee: 'Iva' });
  });

  it('is the company of a standing debit written in title case', () => {
    expect(
      readMail(
        {
          from: 'avisos@galicia.com.ar',
          subject: 'Débito automático',
          body: 'Se debitaron $18.950,00 de tu cuenta CC 4402 por Débito Automático METROGAS. 20/11/2026.',
        },
        'AR',
      ),
    ).toMatchObject({ kind: 'expense', amount: 1895000, account: 'Galicia', payee: 'Metrogas' });
    expect(
      readMail(
        {
          from: 'enviodigital@bancochile.cl',
          subject: 'Pago automático',
          body: 'Se realizó un Pago Automático ENTEL por $21.990 con cargo a su cuenta ****4518 el 17/11/2026.',
        },
        'CL',
      ),
    ).toMatchObject({ kind: 'expense', amount: 21990, account: 'Banco de Chile', payee: 'Entel' });
  });

  it('is the person in brackets after a transfer, not what it was for', () => {
    expect(
      readMail(
        {
          from: 'enviodigital@bancochile.cl',
          subject: 'Cargo en cuenta',
          body: 'Se ha realizado un cargo en su Cuenta Corriente N° ****4518 por $60.000 por concepto de Transferencia a Terceros (CAMILA SOTO - clases de piano). Fecha: 18/11/2026',
        },
        'CL',
      ),
    ).toMatchObject({ kind: 'expense', amount: 60000, account: 'Banco de Chile', payee: 'Camila Soto' });
  });
});

describe('who sent money in, named alone after it', () => {
  it('is the name after the sentence of the money, before a date', () => {
    expect(
      readMail(
        {
          from: 'notificaciones@yape.pe',
          subject: 'Te yapearon',
          body: '¡Te yapearon S/ 30.00! Rosa Huamán - 20/11/2026 09:45.',
        },
        'PE',
      ),
    ).toMatchObject({ kind: 'income', amount: 3000, account: 'Yape', payee: 'Rosa Huamán' });
    expect(
      readMail(
        { from: 'notificaciones@plin.pe', subject: 'Plin', body: '¡Te plinearon S/ 12.50!\nLuis Quispe Tello' },
        'PE',
      ),
    ).toMatchObject({ kind: 'income', amount: 1250, account: 'Plin', payee: 'Luis Quispe Tello' });
  });
});

describe('a shop that mails its own refund or receipt', () => {
  it('is who paid back', () => {
    expect(
      readMail(
        {
          from: 'Zalando <servicio@zalando.es>',
          subject: 'Tu reembolso',
          body: 'Hemos emitido un reembolso de 49,95 € a tu tarjeta Visa terminada en 7743 el 21/11/2026.',
        },
        'ES',
      ),
    ).toMatchObject({ kind: 'income', amount: 4995, account: 'Tarjeta Visa', payee: 'Zalando' });
  });

  it('is the brand its address names, never a bank, a wallet or a person forwarding', () => {
    expect(brandOf('Amazon.es <pedidos@amazon.es>')).toBe('Amazon');
    expect(brandOf('Uber Receipts <noreply@uber.com>')).toBe('Uber');
    expect(brandOf('Mercado Libre <info@mercadolibre.com.mx>')).toBe('Mercado Libre');
    expect(brandOf('Banco Pichincha <notificaciones@pichincha.com>')).toBeUndefined();
    expect(brandOf('RappiPay <avisos@rappipay.co>')).toBeUndefined();
    expect(brandOf('Openbank <no-reply@openbank.es>')).toBeUndefined();
    expect(brandOf('Juan Pérez <juan.perez@gmail.com>')).toBeUndefined();
    expect(brandOf('alertas@falabella.com')).toBeUndefined();
  });
});

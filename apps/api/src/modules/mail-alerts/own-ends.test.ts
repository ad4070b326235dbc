import { describe, expect, it } from 'vitest';
import { fixtureContext } from '../../../test/helpers/mail-alerts.ts';
import { readAlert } from './read.ts';

type Mail = Parameters<typeof readAlert>[0];

const reading = (mail: Mail, country: Parameters<typeof fixtureContext>[0]) => {
  const read = readAlert(mail, fixtureContext(country));
  if (read.kind !== 'capture') return read.kind;
  const { kind, amount, account, toAccount } = read.outcome.capture;
  return { kind, amount, account: account.name, to: toAccount?.name ?? null };
};

// Which end of a mail is the user's, and which is someone else's (decision 035).
describe('the ends of money sent in a mail', () => {
  it('takes a payee account number (CBU, CVU, CLABE) as the payee, never a card to ask about', () => {
    expect(
      reading(
        {
          from: 'avisos@santander.com.ar',
          subject: 'Comprobante de transferencia',
          body: 'Transferiste $ 48.000,00 a PEREZ JUAN (CVU ...7788) desde tu cuenta 2870.\nConcepto: Varios. Fecha: 10/11/2026.',
        },
        'AR',
      ),
    ).toEqual({ kind: 'expense', amount: 4_800_000, account: 'Santander Río', to: null });
  });

  it('moves money to a wallet the bank says is in the user name', () => {
    expect(
      reading(
        {
          from: 'notificaciones@heybanco.com',
          subject: 'Transferencia enviada',
          body: 'Enviaste una transferencia de $2,000.00 a MERCADO PAGO (CLABE ****9911, a tu nombre) desde tu cuenta *7405.\nFecha: 21/11/2026',
        },
        'MX',
      ),
    ).toEqual({ kind: 'transfer', amount: 200_000, account: 'Hey Banco', to: 'Mercado Pago' });
  });

  it('moves money to «tu Yape» from the bank account it left', () => {
    expect(
      reading(
        {
          from: 'alertas@bbva.pe',
          subject: 'Yapeaste desde tu cuenta',
          body: 'Yapeaste S/ 80.00 a tu Yape desde tu cuenta de ahorros ****8127. 22/11/2026',
        },
        'PE',
      ),
    ).toEqual({ kind: 'transfer', amount: 8_000, account: 'BBVA Perú', to: 'Yape' });
  });

  it('reads a Plin notice into the Plin account, from its sender', () => {
    expect(
      reading(
        {
          from: 'avisos@plin.pe',
          subject: 'Te plinearon',
          body: 'Recibiste un plin\nMonto: S/ 40.00\nDe: Julio Ramos\nFecha: 19/11/2026',
        },
        'PE',
      ),
    ).toEqual({ kind: 'income', amount: 4_000, account: 'Plin', to: null });
  });
});

describe('the account money reached, and who was paid, in labelled mails', () => {
  it('books money sent from another bank into the account its «Cuenta destino» CBU ends in', () => {
    expect(
      reading(
        {
          from: 'avisos@bbva.com.ar',
          subject: 'Te enviaron una transferencia',
          body: 'SOFIA MENDEZ te envió una transferencia.\nImporte: $ 18.500,00\nCuenta destino: CBU 0720000788000002872870\nFecha: 17/11/2026',
        },
        'AR',
      ),
    ).toEqual({ kind: 'income', amount: 1_850_000, account: 'Santander Río', to: null });
  });

  it('books a Plin received into the Plin account even when its bank sends the notice', () => {
    expect(
      reading(
        {
          from: 'alertas@interbank.pe',
          subject: '¡Te plinearon!',
          body: 'Recibiste un Plin.\nDe\nCARLOS HUAMAN\nMonto\nS/ 25.00\nFecha\n21/11/2026 10:05',
        },
        'PE',
      ),
    ).toEqual({ kind: 'income', amount: 2_500, account: 'Plin', to: null });
  });

  it('takes the company after «Servicio:» and never the mail greeting', () => {
    const payee = (mail: Mail, country: Parameters<typeof fixtureContext>[0]) => {
      const read = readAlert(mail, fixtureContext(country));
      return read.kind === 'capture' ? read.outcome.capture.payee : read.kind;
    };
    expect(
      payee(
        {
          from: 'alertas@banorte.com',
          subject: 'Cargo domiciliado',
          body: 'Se aplicó el cargo domiciliado:\nServicio: MEGACABLE\nMonto: $529.00\nTarjeta de Crédito terminación 1047\nFecha de aplicación: 18/11/2026',
        },
        'MX',
      ),
    ).toBe('Megacable');
    expect(
      payee(
        {
          from: 'info@mercadopago.com',
          subject: 'Tu pago fue aprobado',
          body: 'Pagaste $ 6.300\n¡Hola Sofía! Tu pago fue aprobado.\nComercio\nLa Panera Rosa\nMedio de pago\nDinero disponible',
        },
        'AR',
      ),
    ).toBe('La Panera Rosa');
  });
});

describe('wallets and direct debits in their own words', () => {
  it('moves money «a su DaviPlata» from the account it left', () => {
    expect(
      reading(
        {
          from: 'notificaciones@davivienda.com',
          subject: 'Transferencia a DaviPlata',
          body: 'Transferencia exitosa por $45.000 desde su Cuenta de Ahorros ***3301 a su DaviPlata asociado al celular 32*****120 el 14/11/2026.',
        },
        'CO',
      ),
    ).toEqual({ kind: 'transfer', amount: 45_000, account: 'Ahorros', to: 'Daviplata' });
  });

  it('takes a phone number in a table for a person, never for a card to ask about', () => {
    expect(
      reading(
        {
          from: 'notificaciones@nequi.com.co',
          subject: 'Enviaste plata',
          body: '¡Enviaste plata!\nPara\nMarta Ríos\nCelular\n315 *** 9082\n¿Cuánto?\n$22.000\nFecha\n20/11/2026',
        },
        'CO',
      ),
    ).toEqual({ kind: 'expense', amount: 22_000, account: 'Nequi', to: null });
  });

  it('reads cash taken from a wallet at an ATM as a move to cash', () => {
    expect(
      reading(
        {
          from: 'notificaciones@nequi.com.co',
          subject: 'Sacaste plata',
          body: 'Sacaste $60.000 de tu Nequi en un cajero el 19/11/2026.',
        },
        'CO',
      ),
    ).toEqual({ kind: 'transfer', amount: 60_000, account: 'Nequi', to: 'Efectivo' });
    expect(
      reading(
        {
          from: 'info@mercadopago.com',
          subject: 'Retiraste dinero',
          body: 'Retiraste $500.00 en un cajero con tu tarjeta de débito Mercado Pago.\nFecha: 18/11/2026',
        },
        'MX',
      ),
    ).toEqual({ kind: 'transfer', amount: 50_000, account: 'Mercado Pago', to: 'Efectivo' });
  });

  it('reads a transit card loaded from a wallet and a direct debit «a COMPANY desde» as spending', () => {
    expect(
      reading(
        {
          from: 'info@mercadopago.com',
          subject: 'Cargaste tu tarjeta',
          body: 'Cargaste $ 5.000 en tu tarjeta SUBE con dinero de tu cuenta de Mercado Pago.\nFecha: 12/11/2026.',
        },
        'AR',
      ),
    ).toMatchObject({ kind: 'expense', amount: 500_000, account: 'Mercado Pago' });
    const read = readAlert(
      {
        from: 'alertasynotificaciones@an.notificacionesbancolombia.com',
        subject: 'Alertas y Notificaciones',
        body: 'Bancolombia: Se realizo el debito automatico por $62.000,00 a ETB INTERNET HOGAR desde tu cta *7710 el 10/11/2026.',
      },
      fixtureContext('CO'),
    );
    expect(read.kind === 'capture' && [read.outcome.capture.kind, read.outcome.capture.payee]).toEqual([
      'expense',
      'Etb Internet Hogar',
    ]);
  });
});

describe('a receipt table that calls the destination «cuenta propia»', () => {
  it('moves the money «Desde» the user account «Hacia» their wallet', () => {
    expect(
      reading(
        {
          from: 'mensajesyavisos@mails.santander.com.ar',
          subject: 'Comprobante de transferencia',
          body: 'Transferiste a una cuenta propia.\nImporte\n$ 20.000,00\nDesde\nCC $ terminada en 2870\nHacia\nMercado Pago - CVU 0000003100...1234 (cuenta propia)\nFecha\n16/11/2026 09:40',
        },
        'AR',
      ),
    ).toEqual({ kind: 'transfer', amount: 2_000_000, account: 'Santander Río', to: 'Mercado Pago' });
  });
});

describe('money sent to the user own account at a bank they keep no account for', () => {
  it('asks about a SPEI «(Mismo titular)» whose destination account is not in Cuentas', () => {
    expect(
      reading(
        {
          from: 'alertas@banorte.com',
          subject: 'Transferencia SPEI realizada',
          body: 'Banorte\nTransferencia SPEI realizada\nFecha: 17/11/2026\nCuenta de cargo: ****1047\nBanco receptor: NU MEXICO\nCuenta destino: ****3318\nBeneficiario: MISMO TITULAR\nImporte: $2,750.00\nConcepto: apartado',
        },
        'MX',
      ),
    ).toBe('ask');
  });

  it('asks about a «Cuenta propia» at another bank whose digits the user never set', () => {
    expect(
      reading(
        {
          from: 'avisos@bancogalicia.com.ar',
          subject: 'Comprobante de transferencia',
          body: 'Transferencia realizada\nFecha: 12/11/2026\nDesde: CC terminada en 4402\nPara: Cuenta propia - Banco Nación - CBU terminado en 7731\nImporte: $ 85.000,00',
        },
        'AR',
      ),
    ).toBe('ask');
  });

  it('still books the transfer when the own destination is one of the accounts', () => {
    expect(
      reading(
        {
          from: 'avisos@bancogalicia.com.ar',
          subject: 'Comprobante de transferencia',
          body: 'Transferencia realizada\nFecha: 12/11/2026\nDesde: CC terminada en 4402\nPara: Cuenta propia - Santander - CBU terminado en 2870\nImporte: $ 85.000,00',
        },
        'AR',
      ),
    ).toEqual({ kind: 'transfer', amount: 8_500_000, account: 'Galicia', to: 'Santander Río' });
  });
});

describe('a wallet receipt that prints the payee phone with spaces around its stars', () => {
  it('reads «Número Nequi: 301 *** 8812» as the person paid, never a card to ask about', () => {
    expect(
      reading(
        {
          from: 'notificaciones@nequi.com.co',
          subject: 'Comprobante de envío Nequi',
          body: '¡Envío exitoso!\nPara: LUCIA FERNANDA GIL\nCuánto: $ 45.500,00\nNúmero Nequi: 301 *** 8812\nFecha: 20 de noviembre de 2026, 06:10 p. m.\nReferencia: M1120045',
        },
        'CO',
      ),
    ).toEqual({ kind: 'expense', amount: 45_500, account: 'Nequi', to: null });
  });
});

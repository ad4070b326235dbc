import { describe, expect, it } from 'vitest';
import { accountRef, defaultCategoryRefs } from '../../../test/helpers/whatsapp-parse-refs.ts';
import type { AccountRef } from './account-words.ts';
import { parseAlert } from './alerts.ts';
import { findDate } from './dates.ts';
import { detectIntent } from './intent.ts';
import { splitMovements } from './multi.ts';
import { type ParseContext, type ParseOutcome, parseCapture } from './parse-message.ts';

// The classes widened before the seventh blind set (decision 031), on examples written for this
// file, none taken from a blind set: where a confident save could be wrong (a card paid *with*, a
// card paid off from an account nobody named, a «no» before the verb, a price each, an amount too
// small for the currency, digits that name an account, a restated amount in a list), and what
// alerts and lists say that was lost (a payee after a dash, salary credited, cash taken out in
// Spain, masked digits written «··», a concept, the date that heads a list).

const TODAY = '2026-11-26'; // a Thursday

const categories = defaultCategoryRefs;
const account = accountRef;
const ACCOUNTS: Record<string, AccountRef[]> = {
  CO: [
    account('Efectivo', 'cash', 'COP'),
    account('Davivienda', 'savings', 'COP', ['5531']),
    account('Nequi', 'other', 'COP'),
    account('Mastercard Davivienda', 'credit_card', 'COP', ['7702']),
  ],
  AR: [
    account('Efectivo', 'cash', 'ARS'),
    account('Macro', 'checking', 'ARS', ['3310']),
    account('Mercado Pago', 'other', 'ARS'),
    account('Visa Macro', 'credit_card', 'ARS', ['6408']),
  ],
  CL: [account('Efectivo', 'cash', 'CLP'), account('CuentaRUT', 'checking', 'CLP', ['9081'])],
  MX: [
    account('Efectivo', 'cash', 'MXN'),
    account('Banorte', 'checking', 'MXN', ['2290']),
    account('Mercado Pago', 'other', 'MXN'),
  ],
  PE: [
    account('Efectivo', 'cash', 'PEN'),
    account('Interbank', 'savings', 'PEN', ['1175']),
    account('Yape', 'other', 'PEN'),
  ],
  ES: [
    account('Efectivo', 'cash', 'EUR'),
    account('Sabadell', 'checking', 'EUR', ['4417']),
    account('ING', 'checking', 'EUR', ['5512']),
    account('Tarjeta Oro', 'credit_card', 'EUR', ['8820']),
  ],
};
const context = (country: string): ParseContext => ({
  today: TODAY,
  accounts: ACCOUNTS[country]!,
  defaultAccountId: 'Efectivo',
  categories,
});

function shown(outcome: ParseOutcome | undefined) {
  if (!outcome) return undefined;
  if (!outcome.ok) return outcome.question.reason;
  const { kind, amount, account: from, toAccount, categoryId, date, payee } = outcome.capture;
  return { kind, amount, date, account: from.name, to: toAccount?.name, category: categoryId, payee };
}
const capture = (country: string, text: string) => shown(parseCapture(text, context(country)));
const alert = (country: string, text: string) => shown(parseAlert(text, context(country)));

describe('a card paid with is not a card paid off', () => {
  it.each([
    ['ES', 'pagado con la tarjeta 18,60 en la frutería'],
    ['ES', 'pago con tarjeta 7,90 en el estanco'],
    ['CO', 'pagué con la tarjeta 64 mil en el olímpica'],
  ])('%s «%s» is spending on the card', (country, text) => {
    expect(capture(country, text)).toMatchObject({ kind: 'expense', account: /Tarjeta|Mastercard/ });
  });

  it('asks which account paid a card off when none is named', () => {
    expect(capture('AR', 'pagué el resumen de la visa 240 mil')).toBe('transfer_accounts');
    expect(capture('AR', 'pagué el resumen de la visa 240 mil desde macro')).toMatchObject({
      kind: 'transfer',
      account: 'Macro',
      to: 'Visa Macro',
    });
  });

  it('reads «pagado el recibo de la tarjeta … desde» as the card paid off', () => {
    expect(capture('ES', 'pagado el recibo de la tarjeta oro, 410 desde sabadell')).toMatchObject({
      kind: 'transfer',
      account: 'Sabadell',
      to: 'Tarjeta Oro',
    });
  });

  it('sends money to the account whose whole name is said, not to its card, and «mercado pago» is no verb', () => {
    expect(capture('AR', 'transferí 45 mil de mercado pago a macro')).toMatchObject({
      kind: 'transfer',
      account: 'Mercado Pago',
      to: 'Macro',
    });
  });
});

describe('an amount after a word that names a number', () => {
  it('is money when written with thousands separators, a reference otherwise', () => {
    expect(capture('CO', 'el plan del celular 52.000 con davivienda')).toMatchObject({ amount: 52_000 });
    expect(capture('CO', 'el plan del celular 3104567890')).toBeTypeOf('string');
  });
});

describe('transfers said with the destination first', () => {
  it('takes the account after «desde/del» as the source, whichever is named first', () => {
    expect(capture('CO', 'recargué nequi con 35 mil desde davivienda')).toMatchObject({
      kind: 'transfer',
      account: 'Davivienda',
      to: 'Nequi',
    });
    expect(capture('AR', 'cargué mercado pago con 20 lucas del macro')).toMatchObject({
      kind: 'transfer',
      account: 'Macro',
      to: 'Mercado Pago',
    });
  });

  it('reads «paso» as moving money, and a savings word on the destination is not a second account', () => {
    expect(capture('CO', 'paso 80 mil a nequi desde davivienda')).toMatchObject({
      kind: 'transfer',
      account: 'Davivienda',
    });
    // With no source said, the default cash account is no answer: cash is not sent by transfer.
    expect(capture('CO', 'paso 80 mil a davivienda')).toBe('transfer_accounts');
    expect(capture('CO', 'consigné 80 mil en davivienda')).toMatchObject({ kind: 'transfer', to: 'Davivienda' });
  });
});

describe('asked, never saved', () => {
  it.each([
    ['CO', 'no gasté los 30 mil del parqueadero, me invitaron'],
    ['MX', 'al final no compré la licuadora de 1,200'],
    ['ES', 'todavía no me han pagado los 90 de la fianza'],
    ['PE', 'compré 4 panes a 0.40'],
    ['CO', 'compré 6 buñuelos a 1.500'],
    ['MX', 'tres tortas a 45 pesos'],
    ['CO', 'parqueadero 6'],
    ['CL', 'pan 3'],
    ['AR', 'kiosco 40'],
    ['ES', 'ingreso en tu cuenta 4417 de la empresa'],
  ])('%s «%s»', (country, text) => {
    expect(capture(country, text)).toBeTypeOf('string');
  });

  it('still saves small amounts where the currency has them', () => {
    expect(capture('PE', 'pan 3')).toMatchObject({ amount: 300 });
    expect(capture('ES', 'parking 6')).toMatchObject({ amount: 600 });
  });

  it('does not split a list whose second part takes the first back', () => {
    expect(splitMovements('cena 30 mil, no 25', ACCOUNTS.CO!)).toBeUndefined();
    expect(capture('CO', 'cena 30 mil, no 25')).toBeTypeOf('string');
  });
});

describe('money that did not move as written', () => {
  it.each([
    ['MX', 'me quedan 640 en banorte'],
    ['CO', 'saldo 212.000'],
    ['ES', 'he cambiado 300 euros a dólares'],
    ['AR', 'compré 200 dólares blue'],
    ['ES', 'la compra 84, la pagamos a medias'],
    ['CO', 'almuerzo 60 mil entre tres'],
    ['AR', 'el asado 90 lucas, la mitad la puso mi cuñado'],
    ['CO', 'quedé debiendo 12 mil en la panadería'],
    ['ES', 'he sacado 60 del cajero'],
    ['MX', 'me llegó el recibo del agua de 310'],
    ['ES', 'me ha llegado la factura del gas, 48 euros'],
    ['CO', 'se me venció la factura del celular de 62 mil'],
    ['ES', 'mi pareja se gastó 70 en la cena'],
    ['AR', 'mi viejo pagó 55 lucas de gas'],
    ['PE', 'le yapearon 30 a mi hermana'],
    ['CL', 'el aguinaldo de 80 lucas llega en diciembre'],
    ['MX', 'me ofrecieron una moto en 25 mil'],
  ])('%s «%s» is asked about', (country, text) => {
    expect(capture(country, text)).toBeTypeOf('string');
  });

  it('still saves money that came into an account, and a Bizum received said with «he recibido»', () => {
    expect(capture('CO', 'me llegó a la cuenta de davivienda 300 mil')).toMatchObject({ kind: 'income' });
    // With two banks, which one a Bizum came into is said or asked (whatsapp-kind-fixes.test.ts).
    expect(capture('ES', 'he recibido un bizum de 26 de Nuria en el sabadell')).toMatchObject({
      kind: 'income',
      account: 'Sabadell',
    });
    expect(capture('ES', 'he recibido un bizum de 26 de Nuria')).toBe('which_account');
  });

  it('takes cash out of the one bank account there is without asking', () => {
    expect(capture('PE', 'saqué 200 del cajero')).toMatchObject({
      kind: 'transfer',
      account: 'Interbank',
      to: 'Efectivo',
    });
  });

  it('does not save a bill number beside an amount as a second movement', () => {
    expect(splitMovements('pagué 61 mil del agua, la factura 778812', ACCOUNTS.CO!)).toBeUndefined();
  });
});

describe('days and corrections said another way', () => {
  it('reads «el martes 17» as the 17th and «cuota 3/12» as no date', () => {
    expect(findDate('el martes 17 pague 80 mil de gas', TODAY)?.date).toBe('2026-11-17');
    expect(findDate('cuota 3/12 de la nevera 140 mil', TODAY)).toBeUndefined();
  });

  it.each([
    ['corregí: eran 21 lucas', 'reamount'],
    ['corrección, eran 44,90', 'reamount'],
    ['uy no, la fecha era el miércoles', 'redate'],
    ['mejor ponlo en farmacia', 'recategorize'],
  ])('«%s» corrects the last capture (%s)', (text, type) => {
    expect(detectIntent(text, TODAY).type).toBe(type);
  });
});

describe('questions without «cuánto»', () => {
  it.each(['qué gasté el lunes?', 'dime lo que gasté en farmacia en octubre', 'gastos de esta semana?'])(
    '«%s» is a question',
    (text) => {
      expect(detectIntent(text, TODAY).type).toBe('question');
    },
  );

  it('leaves «gastos de hoy: pan 3» to the capture', () => {
    expect(detectIntent('gastos de hoy: pan 3', TODAY).type).toBe('capture');
  });
});

describe('lists', () => {
  it('splits on «más» and «+» before a word, not before a number', () => {
    expect(splitMovements('bus 3 mil más empanada 2 mil', ACCOUNTS.CO!)).toHaveLength(2);
    expect(splitMovements('sopaipillas 1.000 + mote con huesillo 1.500', ACCOUNTS.CL!)).toHaveLength(2);
    expect(splitMovements('la cena 40 más 6 de propina', ACCOUNTS.ES!)).toBeUndefined();
  });

  it('gives every movement the weekday that heads the list', () => {
    const parts = splitMovements('el domingo: paella 38 y helados 9', ACCOUNTS.ES!)!;
    expect(parts.map((part) => capture('ES', part))).toMatchObject([{ date: '2026-11-22' }, { date: '2026-11-22' }]);
  });
});

describe('pasted alerts', () => {
  it.each([
    ['AR', 'Macro: Débito automático de $26.900,00 en tu cuenta ****3310 - PERSONAL FLOW. 18/11/2026', 'Personal Flow'],
    [
      'ES',
      'Sabadell: Recibo domiciliado de 41,25 € en tu cuenta ...4417 - ENDESA ENERGIA. 17/11/2026',
      'Endesa Energia',
    ],
    ['MX', 'Banorte: Cargo por $649.00 - TELMEX con tu tarjeta ****2290 21/11/2026', 'Telmex'],
  ])('%s reads the payee after a dash in «%s»', (country, text, payee) => {
    expect(alert(country, text)).toMatchObject({ kind: 'expense', payee });
  });

  it('files a dashed payee by the first word that names what it sells', () => {
    expect(alert('ES', 'Sabadell: Recibo domiciliado de 41,25 € en tu cuenta ...4417 - ENDESA ENERGIA.')).toMatchObject(
      {
        category: 'Electricidad',
      },
    );
  });

  it.each([
    ['AR', 'Macro: Acreditación de haberes por $1.050.000,00 en tu cuenta ****3310. 20/11/2026'],
    ['CL', 'Banco: Depósito de remuneraciones por $598.000 en tu cuenta ****9081 el 20/11/2026'],
    ['PE', 'Interbank: Pago de haberes S/ 2,900.00 en tu cuenta *1175 el 20/11/2026'],
  ])('%s salary credited is income: «%s»', (country, text) => {
    expect(alert(country, text)).toMatchObject({ kind: 'income', category: 'Salario', date: '2026-11-20' });
  });

  it('reads masked digits written with middle dots', () => {
    expect(alert('ES', 'Sabadell: Ingreso de nómina de 1.690,00 € en tu cuenta ··4417. 24/11/2026')).toMatchObject({
      kind: 'income',
      amount: 169_000,
      account: 'Sabadell',
      date: '2026-11-24',
    });
  });

  it('takes «has retirado … en cajero» as cash out of the account', () => {
    expect(alert('ES', 'Sabadell: Has retirado 80,00 € en cajero con tu tarjeta ··4417 el 21/11/2026')).toMatchObject({
      kind: 'transfer',
      account: 'Sabadell',
      to: 'Efectivo',
    });
  });

  it('files a Bizum by its concept, and names the person of a wallet transfer without its date', () => {
    expect(
      alert('ES', 'Sabadell: Bizum enviado de 9,00 € a PAULA DIAZ desde tu cuenta ··4417. Concepto: cañas y tapas.'),
    ).toMatchObject({ kind: 'expense', category: 'Restaurantes', payee: 'Paula Diaz' });
    expect(alert('CO', 'Nequi: Enviaste $32.000 a ANDRES MORA el 23/11/2026')).toMatchObject({ payee: 'Andres Mora' });
  });

  it('reads money a wallet says was sent to the reader as income', () => {
    expect(alert('PE', 'Wallet: Te yapearon S/ 42.00 de ROSA VEGA')).toMatchObject({
      kind: 'income',
      payee: 'Rosa Vega',
    });
  });

  it('reads a shop before «a tu tarjeta» and a shop whose name starts with an article', () => {
    expect(
      alert('MX', 'Banorte: Se realizó un cargo por $199.00 en NETFLIX a tu tarjeta terminación 2290'),
    ).toMatchObject({
      payee: 'Netflix',
    });
    expect(
      alert('ES', 'Sabadell: Compra con tarjeta ****4417 por importe de 31,00 EUR en LA CASA DEL LIBRO'),
    ).toMatchObject({
      payee: 'La Casa Del Libro',
    });
  });

  it('files neither a person a transfer went to by their name, nor a department store', () => {
    expect(alert('CO', 'Nequi: Enviaste $20.000 a DIANA LOPEZ el 23/11/2026')).toMatchObject({ category: null });
    expect(alert('PE', 'Wallet: Yapeaste S/ 30.00 a Polleria La Granja')).toMatchObject({ category: 'Restaurantes' });
    expect(alert('ES', 'Sabadell: Compra de 40,00 EUR en EL CORTE INGLES con tarjeta ··4417')).toMatchObject({
      category: null,
    });
  });

  it('reads a company billed after «recibo de»', () => {
    expect(
      alert('ES', 'Sabadell: Se ha cargado un recibo de ENDESA ENERGIA por 52,10 € en tu cuenta ·4417.'),
    ).toMatchObject({
      category: 'Electricidad',
    });
  });

  it('reads a cinema chain whatever the country', () => {
    expect(alert('CL', 'Banco: Compra aprobada por $7.400 en CINE HOYTS tarjeta ****9081 21/11/2026')).toMatchObject({
      category: 'Cine y eventos',
    });
  });
});

describe('regional words', () => {
  it.each([
    ['ES', 'la bombona de butano 19,50', 'Gas'],
    ['ES', 'el tinte en la pelu 38', 'Cuidado personal'],
    ['AR', 'el monotributo 38 mil', 'Otros impuestos'],
    ['CO', 'recargué la cívica 10 mil', 'Transporte público'],
    ['PE', 'plineé 12 al taxista', 'Taxi y VTC'],
    ['MX', 'unos esquites 45', 'Restaurantes'],
  ])('%s «%s» is %s', (country, text, category) => {
    expect(capture(country, text)).toMatchObject({ category });
  });
});

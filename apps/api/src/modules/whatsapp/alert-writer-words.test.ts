import { describe, expect, it } from 'vitest';
import { accountRef, defaultCategoryRefs } from '../../../test/helpers/whatsapp-parse-refs.ts';
import { parseAlert } from './alerts.ts';
import type { ParseContext } from './parse-types.ts';

// Pasted alerts with the writer's own words around them, and bank shapes whose payee or kind was
// missed (blind sets x and y). Examples of our own, in each bank's style.

const context = (accounts: ParseContext['accounts']): ParseContext => ({
  today: '2026-11-26',
  accounts,
  defaultAccountId: null,
  categories: defaultCategoryRefs,
});

const read = (text: string, accounts: ParseContext['accounts']) => {
  const outcome = parseAlert(text, context(accounts));
  if (!outcome?.ok) throw new Error(`not read: ${JSON.stringify(outcome)}`);
  const { kind, amount, date, account, toAccount, categoryId, payee } = outcome.capture;
  return { kind, amount, date, account: account.name, to: toAccount?.name ?? null, category: categoryId, payee };
};

const mx = [
  accountRef('Efectivo', 'cash', 'MXN'),
  accountRef('Banamex', 'credit_card', 'MXN', ['2281']),
  accountRef('Mercado Pago', 'other', 'MXN'),
];
const cl = [
  accountRef('Efectivo', 'cash', 'CLP'),
  accountRef('CuentaRUT', 'checking', 'CLP', ['4417']),
  accountRef('Lider', 'credit_card', 'CLP', ['9030']),
];
const ar = [
  accountRef('Efectivo', 'cash', 'ARS'),
  accountRef('Macro', 'checking', 'ARS', ['6620']),
  accountRef('Visa Macro', 'credit_card', 'ARS', ['3305']),
  accountRef('Mercado Pago', 'other', 'ARS'),
];
const es = [
  accountRef('Efectivo', 'cash', 'EUR'),
  accountRef('Sabadell', 'checking', 'EUR', ['7781']),
  accountRef('N26', 'checking', 'EUR', ['0456']),
];
const pe = [
  accountRef('Efectivo', 'cash', 'PEN'),
  accountRef('Scotiabank', 'savings', 'PEN', ['3090']),
  accountRef('Plin', 'other', 'PEN'),
];
const co = [accountRef('Efectivo', 'cash', 'COP'), accountRef('BBVA', 'savings', 'COP', ['5108'])];

describe('the writer around a quoted alert', () => {
  it('reads the quoted alert and files it by what the writer adds after the quotes', () => {
    expect(
      read(
        'Buenas tardes, le reenvío: «Banamex: Se realizó un cargo por $1,640.00 MXN a su tarjeta terminación 2281 en SEARS LINDAVISTA el 23/11/26.» Eran unas cortinas para la sala.',
        mx,
      ),
    ).toMatchObject({
      kind: 'expense',
      amount: 164_000,
      date: '2026-11-23',
      account: 'Banamex',
      category: 'Muebles y hogar',
    });
    expect(
      read(
        'Mire, el aviso de Mercado Pago: "Pagaste $2,150.00 a AMAZON MEXICO. Tu pedido va en camino." Era una licuadora.',
        mx,
      ),
    ).toMatchObject({ account: 'Mercado Pago', category: 'Muebles y hogar', payee: 'Amazon Mexico' });
  });

  it('never takes the line passing the alert on for what the money was for', () => {
    expect(
      read(
        'Hola, me llegó este mensaje al celular:\n"Lider: compra aprobada por $18.990 con tu tarjeta ****9030 en FARMACIAS CRUZ VERDE el 22/11/2026."\nEran los remedios de mi papá.',
        cl,
      ),
    ).toMatchObject({ account: 'Lider', category: 'Farmacia', date: '2026-11-22' });
  });

  it('reads the alert the writer quotes after taking back the one they began to type', () => {
    expect(
      read(
        'Sabadell: Traspaso de 300,00 € a tu cuenta ****7781... no, espera, el bueno es este: «Sabadell: Has enviado 300,00 € a N26 ****0456 desde tu cuenta ****7781.»',
        es,
      ),
    ).toMatchObject({ kind: 'transfer', amount: 30_000, account: 'Sabadell', to: 'N26' });
  });

  it('reads a line of the writer that speaks of someone with «le»', () => {
    expect(
      read('Mercado Pago: Transferiste $ 25.000 a Hernán Ríos.\nLe pagué el arreglo del calefón, ya quedó.', ar),
    ).toMatchObject({
      kind: 'expense',
      account: 'Mercado Pago',
      category: 'Mantenimiento y reparaciones',
      payee: 'Hernán Ríos',
    });
  });
});

describe('shapes of alerts', () => {
  it('reads «Ha recibido una transferencia» as money in, filed by the writer’s words', () => {
    expect(
      read(
        'BancoEstado: Ha recibido una transferencia de $240.000 de CLAUDIA ANDREA SOTO en su CuentaRUT *4417. 20/11/2026.\nEs el arriendo del local.',
        cl,
      ),
    ).toMatchObject({
      kind: 'income',
      amount: 240_000,
      account: 'CuentaRUT',
      category: 'Arriendos cobrados',
      payee: 'Claudia Andrea Soto',
    });
  });

  it('reads «Ud. transfirió … a NAME desde su cuenta» as money sent to that person', () => {
    expect(
      read(
        'BancoEstado: Ud. transfirió $42.000 a PEDRO PABLO LAGOS desde su CuentaRUT. 25/11/2026 09:12.\nEs el jardinero.',
        cl,
      ),
    ).toMatchObject({
      kind: 'expense',
      amount: 42_000,
      date: '2026-11-25',
      account: 'CuentaRUT',
      category: 'Mantenimiento y reparaciones',
      payee: 'Pedro Pablo Lagos',
    });
  });

  it('takes who sent money by a wallet, and family money as their help', () => {
    expect(
      read('Plin: Recibiste S/ 80.00 de ROSA ELENA QUISPE por Plin. 24/11/2026.\nMi hija, para los pasajes.', pe),
    ).toMatchObject({
      kind: 'income',
      account: 'Plin',
      payee: 'Rosa Elena Quispe',
      category: 'Otros ingresos',
    });
  });

  it('takes the company of a direct debit after the account or after the amount', () => {
    expect(
      read(
        'Sabadell: Recibo domiciliado cargado en su cuenta ****7781: NATURGY IBERIA por 64,12 EUR. Fecha 18/11/2026.',
        es,
      ),
    ).toMatchObject({
      payee: 'Naturgy Iberia',
      date: '2026-11-18',
    });
    expect(read('N26: Recibo domiciliado de 31,90 € DIGI SPAIN TELECOM en cuenta ****0456', es)).toMatchObject({
      account: 'N26',
      payee: 'Digi Spain Telecom',
    });
  });

  it('takes the shop before «Tarjeta», with a «+» in its name, and after «con QR a»', () => {
    expect(
      read('BBVA: Compra aprobada por $54.900 en BODYTECH CHICO Tarjeta Debito *5108 24/11/2026 18:40.', co),
    ).toMatchObject({
      payee: 'Bodytech Chico',
      category: 'Deporte',
    });
    expect(
      read('Scotiabank: Consumo de S/ 23.40 con tu tarjeta ****3090 en LISTO+ SURCO el 25/11/2026.', pe),
    ).toMatchObject({
      payee: 'Listo+ Surco',
    });
    expect(read('Mercado Pago: Pagaste $4.800 con QR a ALMACEN DON TITO', ar)).toMatchObject({
      account: 'Mercado Pago',
      payee: 'Almacen Don Tito',
    });
  });

  it('takes the holder of the account money was sent to, before its CBU', () => {
    expect(
      read(
        'Macro: Transferencia enviada por $ 55.000,00 a la cuenta de LUCIANA BELEN ORTIZ CBU ****1120. Motivo: VAR. 21/11/2026.',
        ar,
      ),
    ).toMatchObject({ kind: 'expense', account: 'Macro', payee: 'Luciana Belen Ortiz' });
  });

  it('reads the payment of a card statement as money moved to the card', () => {
    expect(read('Macro: Pagaste $ 310.250,00 del resumen de tu tarjeta Visa terminada en 3305', ar)).toMatchObject({
      kind: 'transfer',
      amount: 31_025_000,
      account: 'Macro',
      to: 'Visa Macro',
    });
    expect(
      read('Macro: Pagaste $ 95.000,00 del resumen de tu Visa terminada en 3305 desde tu cuenta. 21/11/2026.', ar),
    ).toMatchObject({
      kind: 'transfer',
      account: 'Macro',
      to: 'Visa Macro',
      date: '2026-11-21',
    });
  });

  it('files a subsidy or a retirement pension paid in as other income', () => {
    expect(
      read('Scotiabank: Recibiste S/ 350.00 de SUBSIDIO PENSION 65 en tu cuenta ****3090 el 20/11/2026.', pe),
    ).toMatchObject({
      kind: 'income',
      category: 'Otros ingresos',
    });
  });
});

describe('money sent to a wallet named alone', () => {
  const wallets = [
    accountRef('Efectivo', 'cash', 'PEN'),
    accountRef('Interbank', 'savings', 'PEN', ['7702']),
    accountRef('Yape', 'other', 'PEN'),
  ];

  it('is a move to the user’s own wallet', () => {
    expect(read('Interbank: Transferiste S/ 150.00 de tu cuenta ****7702 a Yape', wallets)).toMatchObject({
      kind: 'transfer',
      account: 'Interbank',
      to: 'Yape',
    });
  });

  it('is money sent to someone when the wallet is theirs or a phone follows it', () => {
    expect(
      read('Interbank: Transferiste S/ 40.00 de tu cuenta ****7702 a Yape de CARMEN ROJAS', wallets),
    ).toMatchObject({ kind: 'expense', account: 'Interbank' });
    expect(read('Interbank: Transferiste S/ 40.00 de tu cuenta ****7702 a Yape 987654321', wallets)).toMatchObject({
      kind: 'expense',
      account: 'Interbank',
    });
  });
});

describe('a bank charging for itself, a transit card topped up', () => {
  it('files an account maintenance charge as the bank’s fee', () => {
    expect(read('Scotiabank: Se cobró S/ 12.50 por mantenimiento de cuenta *3090 el 02/11/2026', pe)).toMatchObject({
      kind: 'expense',
      amount: 1_250,
      date: '2026-11-02',
      category: 'Intereses y comisiones',
    });
  });

  it('takes the transit card topped up from a wallet as who was paid', () => {
    expect(read('Mercado Pago: Cargaste $5.500 en tu SUBE', ar)).toMatchObject({
      kind: 'expense',
      account: 'Mercado Pago',
      category: 'Transporte público',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { fixtureContext } from '../../../test/helpers/mail-alerts.ts';
import { parseAlert } from './alerts.ts';

/*
 * Pasted bank alerts: who was paid or who paid, and Spain's wording. Each case is a class, shown by
 * examples of our own (other banks, names and amounts than any corpus line).
 */

const read = (country: Parameters<typeof fixtureContext>[0], text: string) => {
  const outcome = parseAlert(text, fixtureContext(country, '2026-11-26'));
  if (!outcome?.ok) throw new Error(`not read: ${JSON.stringify(outcome)}`);
  const { kind, amount, date, account, toAccount, payee } = outcome.capture;
  return { kind, amount, date, account: account.name, to: toAccount?.name ?? null, payee };
};

describe('the payee of a pasted alert', () => {
  it('takes the shop before a date written after it', () => {
    expect(
      read('CO', 'Bancolombia le informa compra por $23.900 en FARMATODO CHIA 21/11/2026 08:15. T.*4821'),
    ).toMatchObject({ kind: 'expense', amount: 23_900, date: '2026-11-21', payee: 'Farmatodo Chia' });
  });

  it('takes who sent the money: «Origen:» or «de NAME en tu cuenta»', () => {
    expect(
      read(
        'AR',
        'Galicia: Recibiste una transferencia de $ 41.500,00 en tu cuenta terminada en 4402. Origen: LUCAS MOLINA',
      ),
    ).toMatchObject({ kind: 'income', payee: 'Lucas Molina' });
    expect(
      read(
        'CL',
        'BancoEstado: Recibiste una transferencia de $92.000 de COMERCIAL PUELCHE SPA en tu CuentaRUT terminada en 2288.',
      ),
    ).toMatchObject({ kind: 'income', amount: 92_000, payee: 'Comercial Puelche Spa' });
  });

  it('takes the company billed by a bill payment or a direct debit', () => {
    expect(
      read('CL', 'BancoEstado: Pago de cuenta AGUAS ANDINAS por $18.740 con cargo a tu CuentaRUT ****2288.'),
    ).toMatchObject({
      kind: 'expense',
      payee: 'Aguas Andinas',
    });
    expect(read('PE', 'BCP: Pago de servicios SEDAPAL por S/ 61.20 con cargo a tu cuenta ****6012.')).toMatchObject({
      amount: 6_120,
      payee: 'Sedapal',
    });
    expect(read('ES', 'Santander: Cargo de recibo NATURGY IBERIA por 54,18 EUR en tu cuenta ...6304.')).toMatchObject({
      kind: 'expense',
      account: 'Santander',
      payee: 'Naturgy Iberia',
    });
  });

  it('takes who money was sent to', () => {
    expect(
      read('ES', 'CaixaBank: Bizum enviado de 12,50 EUR a MARTA ROIG. Concepto: pizzas. Cuenta ****5580'),
    ).toMatchObject({
      kind: 'expense',
      amount: 1_250,
      payee: 'Marta Roig',
    });
  });

  it('takes the shop right after the amount', () => {
    expect(read('MX', 'Banorte: Compra por internet $189.00 SPOTIFY.COM Tarjeta *1047 22/11/2026')).toMatchObject({
      amount: 18_900,
      date: '2026-11-22',
      payee: 'Spotify.com',
    });
  });
});

describe('Spain’s wording and dates written year first', () => {
  it('reads «operación con tarjeta» as spending', () => {
    expect(
      read('ES', 'CaixaBank: Operación con tarjeta de 18,20 EUR en FNAC CALLAO el 25/11/2026. Cuenta ****5580.'),
    ).toMatchObject({ kind: 'expense', amount: 1_820, date: '2026-11-25', account: 'CaixaBank', payee: 'Fnac Callao' });
  });

  it('reads «retirada de efectivo» and «extracción en cajero» as cash taken out', () => {
    expect(
      read('ES', 'ING: Retirada de efectivo de 50,00 EUR en cajero con tu tarjeta de la cuenta ...1199.'),
    ).toMatchObject({
      kind: 'transfer',
      account: 'ING',
      to: 'Efectivo',
    });
    expect(
      read(
        'AR',
        'Galicia: Extracción en cajero automático por $ 15.000,00 con tu tarjeta de débito 4402 el 23/11/2026 09:40.',
      ),
    ).toMatchObject({ kind: 'transfer', amount: 1_500_000, date: '2026-11-23', account: 'Galicia', to: 'Efectivo' });
  });

  it('reads a date written year first', () => {
    expect(
      read(
        'CO',
        'DAVIVIENDA: Abono por Transferencia de $310.000 en su Cuenta Corriente ***0932 el 2026/11/22 16:05:40',
      ),
    ).toMatchObject({ kind: 'income', date: '2026-11-22', account: 'Davivienda' });
  });
});

describe('money sent to an account of one’s own', () => {
  it('is a transfer from the wallet the alert names, and a question when none is named', () => {
    expect(
      read('MX', 'Mercado Pago: Transferiste $ 1,500.00 a tu cuenta de BBVA terminada en 5120. Operación #7781203'),
    ).toMatchObject({ kind: 'transfer', amount: 150_000, account: 'Mercado Pago', to: 'BBVA' });
    const outcome = parseAlert(
      'Transferiste $ 1,500.00 a tu cuenta de BBVA terminada en 5120. Operación #7781203',
      fixtureContext('MX', '2026-11-26'),
    );
    expect(outcome).toMatchObject({ ok: false, question: { reason: 'alert_account' } });
  });
});

describe('a salary paid in, in the words banks use', () => {
  it('files «haberes» and «remuneración» under Salario', () => {
    const base = fixtureContext('PE', '2026-11-26');
    const context = {
      ...base,
      categories: [
        { id: 'cat-salary', name: 'Salario', kind: 'income' as const, parentId: null },
        { id: 'cat-other', name: 'Otros ingresos', kind: 'income' as const, parentId: null },
      ],
    };
    const paid = parseAlert('BBVA: Abono de haberes por S/ 2,740.00 en tu cuenta ****8127.', context);
    expect(paid).toMatchObject({ ok: true, capture: { kind: 'income', categoryId: 'cat-salary' } });
    const chile = parseAlert(
      'BancoEstado: Recibiste una transferencia de $512.000 de CONSTRUCTORA MAULE SA en tu CuentaRUT terminada en 2288. Glosa: remuneracion octubre',
      { ...fixtureContext('CL', '2026-11-26'), categories: context.categories },
    );
    expect(chile).toMatchObject({ ok: true, capture: { categoryId: 'cat-salary', payee: 'Constructora Maule Sa' } });
  });
});

describe('the company paid by a bill payment told in other words', () => {
  it('takes the company after «a» in «pago de servicios por … a COMPANY desde …»', () => {
    expect(
      read(
        'CO',
        'BBVA Colombia: se realizo un pago de servicios por $86.300 a GAS NATURAL VANTI desde su cuenta ***6650 el 24/11/2026.',
      ),
    ).toMatchObject({ kind: 'expense', amount: 86_300, payee: 'Gas Natural Vanti' });
    expect(
      read('PE', 'BBVA: Realizaste un pago de recibo de S/ 74.90 a CLARO PERU desde tu cuenta ****8127.'),
    ).toMatchObject({ kind: 'expense', payee: 'Claro Peru' });
  });

  it('takes the company named right after «Pago de» and before the amount', () => {
    expect(
      read('AR', 'Galicia: Pago de TELECENTRO por $ 18.450,00 con cargo a tu cuenta terminada en 4402.'),
    ).toMatchObject({
      kind: 'expense',
      payee: 'Telecentro',
    });
  });
});

describe('the company of a direct debit, a bill or a salary (blind-k classes)', () => {
  it('takes the company after «cargo domiciliado de», «cargo PAC de» and «a favor de»', () => {
    expect(
      read('MX', 'BBVA: Se aplicó el cargo domiciliado de SPOTIFY MX por $129.00 a tu tarjeta terminación 8834.'),
    ).toMatchObject({ kind: 'expense', amount: 12_900, payee: 'Spotify Mx' });
    expect(
      read('CL', 'Santander: Se realizó el cargo PAC de VTR BANDA ANCHA por $18.990 en tu Tarjeta ****5567.'),
    ).toMatchObject({ kind: 'expense', payee: 'Vtr Banda Ancha' });
    expect(
      read(
        'CO',
        'Davivienda: Se aplicó el débito automático por $48.200 a favor de COLSANITAS con cargo a su cuenta ****0932.',
      ),
    ).toMatchObject({ kind: 'expense', account: 'Davivienda', payee: 'Colsanitas' });
  });

  it('takes the company of a bill paid: «Pago de Cuenta PAC a», «Pago de servicio público»', () => {
    expect(
      read('CL', 'Santander: Pago de Cuenta PAC a METROGAS por $32.100 con cargo a tu Tarjeta ****5567.'),
    ).toMatchObject({ kind: 'expense', payee: 'Metrogas' });
    expect(
      read('CO', 'Davivienda le informa: Pago de servicio público VANTI (GAS NATURAL) por $41.700 cuenta ****0932.'),
    ).toMatchObject({ kind: 'expense', payee: 'Vanti' });
  });

  it('takes who paid a salary: «ordenado por», «Empleador:», «por REMUNERACIONES de»', () => {
    expect(
      read(
        'CL',
        'BancoEstado: se ha abonado en su CuentaRUT ****2288 $1.020.000 ordenado por AGRICOLA LOS ROBLES SPA.',
      ),
    ).toMatchObject({ kind: 'income', payee: 'Agricola Los Robles Spa' });
    expect(
      read('PE', 'BCP: Se abonó S/ 3,250.00 por HABERES de MINERA DEL NORTE SAC en tu Cuenta ****6012.'),
    ).toMatchObject({ kind: 'income', account: 'BCP', payee: 'Minera Del Norte Sac' });
  });

  it('reads money passed from a wallet to a phone number as spending, not a card', () => {
    expect(read('CO', 'DaviPlata: Pasaste $25.000 al DaviPlata 310***8812 el 25/11/2026 09:10.')).toMatchObject({
      kind: 'expense',
      amount: 25_000,
      date: '2026-11-25',
      account: 'Daviplata',
    });
  });

  it('reads a salary credited in Argentina as income', () => {
    expect(
      read('AR', 'Galicia: Se acreditaron $ 980.000,00 de haberes en tu cuenta 4402. Empleador: TRANSPORTES SUR S.A.'),
    ).toMatchObject({ kind: 'income', account: 'Galicia', payee: 'Transportes Sur S.a' });
  });
});

describe('a direct debit «a favor de» a company with a dash in its name', () => {
  it('keeps the whole company, not what follows the dash', () => {
    expect(
      read(
        'CO',
        'Davivienda: Se aplicó el débito automático por $52.000 a favor de SEGUROS BOLIVAR - VIDA con cargo a su cuenta ****0932.',
      ),
    ).toMatchObject({ kind: 'expense', payee: 'Seguros Bolivar - Vida' });
  });
});

import { describe, expect, it } from 'vitest';
import { readActualCsv } from './actual.ts';
import { readAppExport } from './detect-app.ts';
import { readFirefly } from './firefly.ts';
import { readYnab } from './ynab.ts';
import { currencyOfSymbols, dateOrderOf, decimalOf, isoDate } from './table.ts';

const YNAB_HEADER =
  '"Account","Flag","Date","Payee","Category Group/Category","Category Group","Category","Memo","Outflow","Inflow","Cleared"';

describe('the readers, without the database', () => {
  it('reads a US YNAB budget: month-first dates and «$1,234.56»', () => {
    const file = readYnab(
      [
        YNAB_HEADER,
        '"Checking","","01/31/2025","Starting Balance","Inflow: Ready to Assign","Inflow","Ready to Assign","","$0.00","$1,234.56","Reconciled"',
        '"Checking","Red","02/03/2025","Trader Joe\'s","Needs: Groceries","Needs","Groceries","","$56.10","$0.00","Cleared"',
      ].join('\n'),
      'MXN',
    );
    expect(file.accounts.get('Checking')).toMatchObject({
      currency: 'MXN',
      opening: { date: '2025-01-31', amount: 123456 },
    });
    expect(file.movements).toMatchObject([
      { date: '2025-02-03', amount: -5610, status: 'cleared', payee: "Trader Joe's" },
    ]);
  });

  it('keeps a YNAB transfer to an account not in the file as a plain movement and says so', () => {
    const file = readYnab(
      [
        YNAB_HEADER,
        '"Checking","","2025-02-03","Transfer : Closed Savings","","","","","€10.00","€0.00","Cleared"',
      ].join('\n'),
      'EUR',
    );
    expect(file.movements[0]).toMatchObject({ pair: null, transferTo: null, payee: 'Transferencia: Closed Savings' });
    expect(file.problems[0]?.message).toMatch(/sin su otra mitad en «Closed Savings»/);
  });

  it("reads Actual's account CSV with its transfers paired", () => {
    const file = readActualCsv(
      [
        'Account,Date,Payee,Notes,Category,Amount,Split_Amount,Cleared',
        'Checking,2025-03-01,Starting Balance,,,500.00,,Reconciled',
        'Checking,2025-03-02,Transfer to Savings,,,-100.00,,Cleared',
        'Savings,2025-03-02,Transfer from Checking,,,100.00,,Cleared',
        'Checking,2025-03-03,Café Ñu,,Dining,-4.50,,Not cleared',
      ].join('\n'),
      'EUR',
    );
    expect(file.accounts.get('Checking')?.opening).toEqual({ date: '2025-03-01', amount: 50000 });
    const legs = file.movements.filter((movement) => movement.pair);
    expect(legs).toHaveLength(2);
    expect(legs[0]!.pair).toBe(legs[1]!.pair);
    expect(file.movements.at(-1)).toMatchObject({ status: 'uncleared', category: { name: 'Dining', kind: 'expense' } });
  });

  it("reads Fintonic's CSV: title lines, Spanish headers, decimal comma", async () => {
    const csv = [
      'Movimientos exportados desde Fintonic',
      '',
      'Fecha;Concepto;Categoría;Subcategoría;Importe;Saldo',
      '03/02/2025;RECIBO VODAFONE;Hogar;Telefonía;-35,99;1.964,01',
      '01/02/2025;NOMINA;Ingresos;Nómina;2.000,00;2.000,00',
    ].join('\n');
    const file = await readAppExport(Buffer.from(csv, 'latin1'), 'EUR');
    expect(file.app).toBe('fintonic');
    expect(file.movements.map((movement) => movement.amount)).toEqual([-3599, 200000]);
    expect(file.accounts.get('Fintonic')?.opening).toEqual({ date: '2025-02-01', amount: 0 });
  });

  it('reads a Firefly payment into a loan as a transfer between own accounts', () => {
    const header =
      'group_id,journal_id,type,amount,currency_code,description,date,source_name,source_type,destination_name,destination_type';
    const file = readFirefly(
      [
        header,
        '1,11,Opening balance,5000.00,EUR,Inicio,2025-01-01T00:00:00+01:00,Initial,Initial balance account,Cuenta,Asset account',
        '2,12,Opening balance,-9000.00,EUR,Deuda,2025-01-01T00:00:00+01:00,Coche,Loan,Coche initial,Liability credit account',
        '3,13,Withdrawal,-300.00,EUR,Cuota,2025-02-01T00:00:00+01:00,Cuenta,Asset account,Coche,Loan',
      ].join('\n'),
    );
    expect(file.accounts.get('Cuenta')?.opening).toEqual({ date: '2025-01-01', amount: 500000 });
    expect(file.accounts.get('Coche')?.opening).toEqual({ date: '2025-01-01', amount: -900000 });
    expect(file.movements.map((leg) => [leg.account, leg.amount, leg.pair])).toEqual([
      ['Cuenta', -30000, 'firefly:13'],
      ['Coche', 30000, 'firefly:13'],
    ]);
  });

  it('tells dates, decimal marks and currency symbols apart', () => {
    expect(dateOrderOf(['03/04/2025', '13/04/2025'])).toBe('dmy');
    expect(dateOrderOf(['04/13/2025'])).toBe('mdy');
    expect(isoDate('31/02/2025', 'dmy')).toBeNull();
    expect(isoDate('2025-02-28T10:00:00+01:00', 'ymd')).toBe('2025-02-28');
    expect(decimalOf(['1.234,56€', ''])).toBe(',');
    expect(decimalOf(['$1,234.56'])).toBe('.');
    expect(currencyOfSymbols(['12,00€'], 'COP')).toBe('EUR');
    expect(currencyOfSymbols(['$12.500'], 'COP')).toBe('COP');
    expect(currencyOfSymbols(['$12.50'], 'EUR')).toBe('USD');
  });
});

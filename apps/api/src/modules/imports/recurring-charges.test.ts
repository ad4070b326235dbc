import { describe, expect, it } from 'vitest';
import { type Charge, findRecurringCharges, nextDate, payeeKey } from './recurring-charges.ts';

// Examples of our own (not from the blind corpus), one per rule of decision 032.
let next = 0;
const charge = (date: string, amount: number, text: string, accountId = 'acc-1'): Charge => ({
  id: `c${++next}`,
  accountId,
  date,
  amount,
  text,
  payee: text,
});

describe('recurring charges', () => {
  it('finds a monthly charge, its next date, and the latest rise («subió de … a …»)', () => {
    const series = findRecurringCharges([
      charge('2026-03-14', -26_900, 'DEBITO HBO MAX 0301'),
      charge('2026-04-14', -26_900, 'DEBITO HBO MAX 0402'),
      charge('2026-05-15', -29_900, 'DEBITO HBO MAX 0503'),
      charge('2026-06-14', -29_900, 'DEBITO HBO MAX 0604'),
    ]);
    expect(series).toEqual([
      expect.objectContaining({
        interval: 'monthly',
        nextDate: '2026-07-14',
        lastAmount: -29_900,
        priceRise: { from: -26_900, to: -29_900 },
      }),
    ]);
    expect(series[0]!.transactionIds).toHaveLength(4);
  });

  it('flags no rise when the latest change went down, and lets a metered bill vary within a third', () => {
    const [water] = findRecurringCharges([
      charge('2026-01-20', -61_000, 'ACUEDUCTO'),
      charge('2026-02-19', -74_500, 'ACUEDUCTO'),
      charge('2026-03-20', -58_200, 'ACUEDUCTO'),
    ]);
    expect(water).toMatchObject({ interval: 'monthly', priceRise: null, nextDate: '2026-04-20' });
  });

  it('knows weekly, every-two-weeks and every-two-months series', () => {
    const found = findRecurringCharges([
      ...['2026-02-02', '2026-02-09', '2026-02-16'].map((date) => charge(date, -15_000, 'CLASE DE YOGA')),
      ...['2026-02-06', '2026-02-20', '2026-03-06'].map((date) =>
        charge(date, -90_000, 'Envío a Marta Gil aseo', 'acc-2'),
      ),
      ...['2026-01-11', '2026-03-12', '2026-05-11'].map((date) => charge(date, -120_000, 'GAS NATURAL', 'acc-3')),
    ]);
    expect(found.map((series) => [series.payee, series.interval, series.nextDate])).toEqual([
      ['CLASE DE YOGA', 'weekly', '2026-02-23'],
      ['Envío a Marta Gil aseo', 'biweekly', '2026-03-20'],
      ['GAS NATURAL', 'bimonthly', '2026-07-11'],
    ]);
  });

  it('leaves out two charges, irregular gaps, amounts that vary a lot, income and other accounts', () => {
    expect(
      findRecurringCharges([
        charge('2026-04-01', -21_000, 'TAXI'),
        charge('2026-05-01', -21_000, 'TAXI'),
        ...['2026-04-03', '2026-04-10', '2026-04-17', '2026-04-24'].map((date, index) =>
          charge(date, [-40_000, -180_000, -75_000, -22_000][index]!, 'SUPERMERCADO'),
        ),
        ...['2026-04-05', '2026-04-25', '2026-05-30'].map((date) => charge(date, -9_900, 'APP MUSICA')),
        ...['2026-01-30', '2026-02-28', '2026-03-30'].map((date) => charge(date, 2_500_000, 'NOMINA')),
        charge('2026-01-09', -30_000, 'GIMNASIO', 'acc-1'),
        charge('2026-02-09', -30_000, 'GIMNASIO', 'acc-2'),
        charge('2026-03-09', -30_000, 'GIMNASIO', 'acc-1'),
      ]),
    ).toEqual([]);
  });

  it('knows every-three-months series and yearly ones from two charges a year apart (decision 039)', () => {
    const found = findRecurringCharges([
      ...['2025-02-10', '2025-05-12', '2025-08-11', '2025-11-10'].map((date) => charge(date, -85_000, 'PREDIAL CUOTA')),
      charge('2024-12-03', -240_000, 'SEGURO HOGAR ANUAL', 'acc-2'),
      charge('2025-12-02', -255_000, 'SEGURO HOGAR ANUAL', 'acc-2'),
    ]);
    expect(found.map((series) => [series.payee, series.interval, series.nextDate])).toEqual([
      ['PREDIAL CUOTA', 'quarterly', '2026-02-10'],
      ['SEGURO HOGAR ANUAL', 'yearly', '2026-12-02'],
    ]);
  });

  it('does not call two purchases a year apart of very different amounts a yearly charge', () => {
    expect(
      findRecurringCharges([charge('2025-03-01', -100_000, 'ZAPATERIA'), charge('2026-03-02', -130_000, 'ZAPATERIA')]),
    ).toEqual([]);
  });

  it('keys the payee by the text without numbers, and keeps the day of the month', () => {
    expect(payeeKey('SPEI ENVIADO / 0012 2808260cuota ROSA')).toBe('spei enviado cuota rosa');
    expect(nextDate('2026-01-31', 'monthly')).toBe('2026-02-28');
    expect(nextDate('2026-12-15', 'bimonthly')).toBe('2027-02-15');
    expect(nextDate('2026-11-30', 'quarterly')).toBe('2027-02-28');
    expect(nextDate('2026-03-31', 'yearly')).toBe('2027-03-31');
  });
});

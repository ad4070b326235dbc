import { describe, expect, it } from 'vitest';
import { findDuplicates, type ExistingTransaction, type IncomingRow } from './duplicates.ts';

// A movement the user typed (WhatsApp or by hand) met later by the bank's row (decision 032).
const row = (number: number, date: string, amount: number, payee: string): IncomingRow => ({
  row: number,
  date,
  amount,
  payee,
  notes: '',
});
const typed = (id: string, date: string, amount: number, payee: string, origin = 'whatsapp'): ExistingTransaction => ({
  id,
  date,
  amount,
  payee,
  externalId: null,
  origin,
});

describe('typed movements met by the bank statement', () => {
  it('flags the bank row of the same amount within four days, whatever its text', () => {
    const found = findDuplicates(
      [row(2, '2026-05-12', -38_500, 'COMPRA POS FARMATODO 112'), row(3, '2026-05-13', -9_000, 'PARQUEADERO')],
      [typed('w1', '2026-05-10', -38_500, 'Farmacia')],
    );
    expect(found.map((item) => [item.row, item.existing.id])).toEqual([[2, 'w1']]);
  });

  it('asks about a bank row booked 5–10 days late, never further, nor matches an imported row by amount alone', () => {
    // Five days late with no word in common: flagged for the user's review, never merged on its own.
    expect(
      findDuplicates(
        [row(2, '2026-05-15', -38_500, 'COMPRA POS FARMATODO')],
        [typed('w1', '2026-05-10', -38_500, 'Farmacia')],
      ).map((item) => [item.existing.id, item.certain]),
    ).toEqual([['w1', false]]);
    // The same merchant a week late is the same purchase.
    expect(
      findDuplicates(
        [row(2, '2026-05-17', -38_500, 'COMPRA POS FARMATODO 112')],
        [typed('w1', '2026-05-10', -38_500, 'farmatodo')],
      ).map((item) => [item.existing.id, item.certain]),
    ).toEqual([['w1', true]]);
    expect(
      findDuplicates(
        [row(2, '2026-05-21', -38_500, 'COMPRA POS FARMATODO')],
        [typed('w1', '2026-05-10', -38_500, 'farmatodo')],
      ),
    ).toEqual([]);
    expect(
      findDuplicates(
        [row(2, '2026-05-11', -38_500, 'COMPRA POS FARMATODO')],
        [typed('i1', '2026-05-10', -38_500, 'OTRA COSA', 'import')],
      ),
    ).toEqual([]);
  });

  it('meets each typed movement once, the nearest bank row first', () => {
    const found = findDuplicates(
      [row(2, '2026-05-10', -20_000, 'TAXI'), row(3, '2026-05-13', -20_000, 'TAXI')],
      [typed('m1', '2026-05-12', -20_000, 'taxi', 'manual')],
    );
    expect(found.map((item) => [item.row, item.existing.id])).toEqual([[3, 'm1']]);
  });
});

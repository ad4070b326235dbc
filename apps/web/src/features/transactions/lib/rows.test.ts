import type { Transaction } from '@cuentas/shared/schemas/transactions';
import { describe, expect, it } from 'vitest';
import { activeHeaderIndex, buildRows, formatDateHeader, todayIso } from './rows.ts';

function transaction(id: string, date: string): Transaction {
  return {
    id,
    account_id: 'a',
    date,
    amount: -100,
    currency: 'EUR',
    payee: '',
    notes: '',
    category_id: null,
    tags: [],
    kind: 'expense',
    transfer_id: null,
    counterpart: null,
    splits: [],
    status: 'uncleared',
    origin: 'manual',
    original_text: '',
    created_at: '',
    attachment_count: 0,
  };
}

describe('buildRows', () => {
  it('puts a date header before each day', () => {
    const { rows, headerIndexes } = buildRows([
      transaction('1', '2025-03-02'),
      transaction('2', '2025-03-02'),
      transaction('3', '2025-03-01'),
    ]);
    expect(rows.map((row) => row.key)).toEqual(['date:2025-03-02', '1', '2', 'date:2025-03-01', '3']);
    expect(headerIndexes).toEqual([0, 3]);
  });

  it('finds the header to keep stuck at the top', () => {
    const headers = [0, 3, 10];
    expect(activeHeaderIndex(headers, 0)).toBe(0);
    expect(activeHeaderIndex(headers, 2)).toBe(0);
    expect(activeHeaderIndex(headers, 3)).toBe(3);
    expect(activeHeaderIndex(headers, 500)).toBe(10);
    expect(activeHeaderIndex([], 5)).toBeUndefined();
  });
});

describe('dates', () => {
  it('names today and yesterday, and adds the year only for other years', () => {
    expect(formatDateHeader('2025-03-10', '2025-03-10')).toBe('Hoy');
    expect(formatDateHeader('2025-02-28', '2025-03-01')).toBe('Ayer');
    expect(formatDateHeader('2025-03-03', '2025-03-10')).toBe('Lunes, 3 de marzo');
    expect(formatDateHeader('2024-03-04', '2025-03-10')).toBe('Lunes, 4 de marzo de 2024');
  });

  it('gives the local calendar date', () => {
    expect(todayIso(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });
});

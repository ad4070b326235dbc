import { describe, expect, it } from 'vitest';
import { readReconcileLink, reconcileLink } from './reconcile-link.ts';

describe('the reconcile link', () => {
  it('round-trips the date and the bank balance in minor units', () => {
    const link = reconcileLink('0190a000-0000-7000-8000-000000000001', '2026-11-20', 709_592);
    expect(link).toBe('/accounts/0190a000-0000-7000-8000-000000000001?conciliar=1&fecha=2026-11-20&saldo=709592');
    expect(readReconcileLink(new URL(link, 'http://x').searchParams)).toEqual({
      date: '2026-11-20',
      statementBalance: 709_592,
    });
  });

  it('keeps negative balances and ignores what is malformed', () => {
    expect(readReconcileLink(new URLSearchParams('conciliar=1&fecha=2026-02-30&saldo=-1250'))).toEqual({
      date: '',
      statementBalance: -1250,
    });
    expect(readReconcileLink(new URLSearchParams('conciliar=1&fecha=0000-01-01&saldo=1e3'))).toEqual({
      date: '',
      statementBalance: null,
    });
    expect(readReconcileLink(new URLSearchParams('fecha=2026-11-20&saldo=10'))).toBeNull();
  });
});

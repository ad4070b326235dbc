import { parseDate } from '@cuentas/shared/calendar-dates';

export type ReconcilePrefill = { date: string; statementBalance: number | null };

/**
 * Reads `?conciliar=1&fecha=YYYY-MM-DD&saldo=<minor units>`, the link the import's last step
 * offers when the bank's balance and the account's still differ. Anything malformed is ignored.
 */
export function readReconcileLink(params: URLSearchParams): ReconcilePrefill | null {
  if (params.get('conciliar') !== '1') return null;
  const date = params.get('fecha') ?? '';
  const balance = params.get('saldo') ?? '';
  return {
    date: parseDate(date, 'YYYY-MM-DD') === date ? date : '',
    statementBalance: /^-?\d{1,16}$/.test(balance) && Number.isSafeInteger(Number(balance)) ? Number(balance) : null,
  };
}

export function reconcileLink(accountId: string, date: string, statementBalance: number): string {
  return `/accounts/${accountId}?${new URLSearchParams({ conciliar: '1', fecha: date, saldo: String(statementBalance) })}`;
}

import type { TransactionStatus } from '@cuentas/shared/schemas/transactions';

export const statusLabels = {
  uncleared: 'Pendiente',
  cleared: 'Confirmado',
  reconciled: 'Conciliado',
} as const satisfies Record<TransactionStatus, string>;

/** What a click on a movement's status does: pending ↔ confirmed; a reconciled one unlocks (after a confirmation). */
export function nextCleared(status: TransactionStatus): boolean {
  return status === 'uncleared';
}

export function statusActionLabel(status: TransactionStatus, payee: string): string {
  const name = payee || 'movimiento';
  if (status === 'uncleared') return `Marcar «${name}» como confirmado con el banco`;
  if (status === 'cleared') return `Marcar «${name}» como pendiente`;
  return `«${name}» está conciliado: desbloquearlo`;
}

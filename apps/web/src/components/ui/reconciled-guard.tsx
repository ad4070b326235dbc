import { type ReactNode, useCallback, useState } from 'react';
import { ConfirmModal } from './confirm-modal.tsx';

type Pending = { run: () => void; deleting: boolean } | null;

/**
 * Editing or deleting a movement that a reconciliation locked asks first, wherever it happens:
 * it already agreed with the bank, and changing it breaks that agreement.
 */
export function useReconciledGuard(): {
  guard: (movement: { status: string }, run: () => void, deleting?: boolean) => void;
  confirmation: ReactNode;
} {
  const [pending, setPending] = useState<Pending>(null);
  const guard = useCallback((movement: { status: string }, run: () => void, deleting = false) => {
    if (movement.status === 'reconciled') setPending({ run, deleting });
    else run();
  }, []);
  const confirmation = (
    <ConfirmModal
      opened={pending !== null}
      title={pending?.deleting ? '¿Eliminar un movimiento conciliado?' : '¿Editar un movimiento conciliado?'}
      confirmLabel={pending?.deleting ? 'Continuar' : 'Editar de todos modos'}
      onConfirm={() => {
        pending?.run();
        setPending(null);
      }}
      onClose={() => setPending(null)}
    >
      Este movimiento ya cuadró con el saldo de tu banco en una conciliación. Si lo cambias, esa conciliación dejará de
      cuadrar hasta que concilies de nuevo.
    </ConfirmModal>
  );
  return { guard, confirmation };
}

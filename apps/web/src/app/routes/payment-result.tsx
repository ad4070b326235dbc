import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { permissionsQueryKey } from '../../features/me/api/get-permissions.ts';
import { PaymentFailedPage } from '../../features/subscription/pages/payment-failed-page.tsx';
import { PaymentSuccessPage as SubscriptionSuccessPage } from '../../features/subscription/pages/payment-success-page.tsx';

/** /subscription/paid-success: once the webhook confirms Premium, what the plan unlocks is fetched again. */
export function PaymentSuccessPage() {
  const queryClient = useQueryClient();
  const refreshPermissions = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: permissionsQueryKey }),
    [queryClient],
  );
  return <SubscriptionSuccessPage onConfirmed={refreshPermissions} />;
}

export { PaymentFailedPage };

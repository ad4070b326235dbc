import { IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import { FullPageSpinner } from '../../../components/ui/full-page-spinner.tsx';
import { ResultPanel } from '../../../components/ui/result-panel.tsx';
import { useSubscription } from '../api/get-subscription.ts';

/**
 * /subscription/paid-failed: the payment was cancelled or refused; nothing was charged. A
 * self-hosted server (billing off) takes no payments at all, so it never speaks of a card there.
 */
export function PaymentFailedPage() {
  const { data: subscription } = useSubscription();
  if (!subscription) return <FullPageSpinner fill="container" />;
  if (subscription.billing_mode === 'off') {
    return (
      <ResultPanel
        icon={<IconInfoCircle size={40} />}
        color="blue"
        title="No hay nada que pagar"
        description="Este servidor es autoalojado: todas las funciones están incluidas y no se hizo ningún cobro."
        actions={[{ label: 'Ir al inicio', to: '/' }]}
      />
    );
  }
  return (
    <ResultPanel
      icon={<IconCircleX size={40} />}
      color="red"
      title="No se completó el pago"
      description="Cancelaste el pago o tu banco lo rechazó, así que no se hizo ningún cargo y sigues en tu plan actual. Puedes intentarlo de nuevo con otra tarjeta, o escribirnos si el problema continúa."
      actions={[
        { label: 'Intentar de nuevo', to: '/configuration#plan' },
        { label: 'Contactar a soporte', to: '/support', variant: 'default' },
      ]}
    />
  );
}

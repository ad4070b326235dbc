import { IconCircleX } from '@tabler/icons-react';
import { ResultPanel } from '../../../components/ui/result-panel.tsx';

/** /subscription/paid-failed: the payment was cancelled or refused; nothing was charged. */
export function PaymentFailedPage() {
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

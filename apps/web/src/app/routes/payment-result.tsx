import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ResultPanel } from '../../components/ui/result-panel.tsx';
import { permissionsQueryKey } from '../../features/me/api/get-permissions.ts';

export function PaymentSuccessPage() {
  const queryClient = useQueryClient();
  // The plan just changed: what it unlocks must be fetched again.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: permissionsQueryKey });
  }, [queryClient]);

  return (
    <ResultPanel
      icon={<IconCircleCheck size={40} />}
      color="green"
      title="¡Pago realizado con éxito!"
      description="Tu suscripción ya está activa. Gracias por confiar en Cuentas Claras; te enviamos el recibo a tu correo."
      actions={[
        { label: 'Ir al inicio', to: '/' },
        { label: 'Ver mi plan', to: '/profile', variant: 'default' },
      ]}
    />
  );
}

export function PaymentFailedPage() {
  return (
    <ResultPanel
      icon={<IconCircleX size={40} />}
      color="red"
      title="No pudimos procesar tu pago"
      description="No se hizo ningún cargo. Revisa los datos de tu tarjeta e inténtalo de nuevo, o escríbenos si el problema continúa."
      actions={[
        { label: 'Volver al inicio', to: '/' },
        { label: 'Contactar a soporte', to: '/support', variant: 'default' },
      ]}
    />
  );
}

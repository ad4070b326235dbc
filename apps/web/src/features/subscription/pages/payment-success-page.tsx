import { Loader } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FullPageSpinner } from '../../../components/ui/full-page-spinner.tsx';
import { ResultPanel } from '../../../components/ui/result-panel.tsx';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { useSubscription } from '../api/get-subscription.ts';

const POLL_MS = 1500;
/** After this the page stops asking and says the confirmation is late, never that it happened. */
const GIVE_UP_MS = 90_000;

/**
 * /subscription/paid-success: says only what is true. Stripe sends the user here before its
 * webhook may have arrived, so the page shows "confirmando" and asks GET /subscription until the
 * plan is Premium.
 */
export function PaymentSuccessPage({ onConfirmed }: { onConfirmed?: () => void }) {
  const [params] = useSearchParams();
  const fromCheckout = params.has('session_id');
  const [gaveUp, setGaveUp] = useState(false);
  const { data: subscription } = useSubscription({ pollMs: fromCheckout && !gaveUp ? POLL_MS : false });
  const premium = subscription?.plan === 'premium';

  useEffect(() => {
    if (!fromCheckout || premium) return;
    const timer = setTimeout(() => setGaveUp(true), GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [fromCheckout, premium]);
  useEffect(() => {
    if (premium) onConfirmed?.();
  }, [premium, onConfirmed]);

  if (!subscription) return <FullPageSpinner fill="container" />;
  const planAction = { label: 'Ver mi plan', to: '/configuration#plan', variant: 'default' as const };

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
  if (premium) {
    return (
      <ResultPanel
        icon={<IconCircleCheck size={40} />}
        color="green"
        title="¡Ya tienes Premium!"
        description={
          subscription.renews_at
            ? `Tu plan Premium está activo y se renueva el ${formatCalendarDate(subscription.renews_at)}.`
            : 'Tu plan Premium está activo.'
        }
        actions={[{ label: 'Ir al inicio', to: '/' }, planAction]}
      />
    );
  }
  if (!fromCheckout) {
    return (
      <ResultPanel
        icon={<IconInfoCircle size={40} />}
        color="blue"
        title="No encontramos un pago reciente"
        description={`Tu plan actual es ${subscription.plan_name}. Si quieres Premium, elígelo en Configuración.`}
        actions={[planAction, { label: 'Ir al inicio', to: '/', variant: 'light' }]}
      />
    );
  }
  if (gaveUp) {
    return (
      <ResultPanel
        icon={<IconClockHour4 size={40} />}
        color="orange"
        title="Aún no recibimos la confirmación"
        description="El servicio de pagos todavía no nos confirmó el pago. Si se hizo un cargo, tu plan se activará en cuanto llegue la confirmación; revisa tu plan en unos minutos."
        actions={[planAction, { label: 'Contactar a soporte', to: '/support', variant: 'light' }]}
      />
    );
  }
  return (
    <ResultPanel
      icon={<Loader size={32} color="blue" aria-label="Confirmando" />}
      color="blue"
      title="Confirmando tu pago…"
      description="Estamos esperando la confirmación del servicio de pagos. Suele tardar unos segundos; no cierres esta página."
      actions={[planAction]}
    />
  );
}

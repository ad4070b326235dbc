import { formatMoney } from '@cuentas/shared/money';
import type { BillingInterval, Subscription } from '@cuentas/shared/schemas/subscription';
import { Alert, Badge, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useChangeCancellation } from '../api/change-cancellation.ts';
import { useSubscription } from '../api/get-subscription.ts';
import { useOpenPortal } from '../api/open-portal.ts';
import { useStartCheckout } from '../api/start-checkout.ts';
import { InvoicesList } from './invoices-list.tsx';
import { PremiumFeatures } from './premium-features.tsx';

function UpgradeButtons({ subscription }: { subscription: Subscription }) {
  const checkout = useStartCheckout();
  const price = subscription.price;
  const start = (interval: BillingInterval) => checkout.mutate(interval);
  return (
    <Group gap="sm" wrap="wrap">
      <Button
        onClick={() => start('month')}
        loading={checkout.isPending && checkout.variables === 'month'}
        disabled={checkout.isPending}
      >
        Premium mensual{price ? ` · ${formatMoney(price.monthly, price.currency)}/mes` : ''}
      </Button>
      <Button
        variant="light"
        onClick={() => start('year')}
        loading={checkout.isPending && checkout.variables === 'year'}
        disabled={checkout.isPending}
      >
        Premium anual{price ? ` · ${formatMoney(price.yearly, price.currency)}/año` : ''}
      </Button>
    </Group>
  );
}

function ManageButtons({ subscription }: { subscription: Subscription }) {
  const portal = useOpenPortal();
  const cancellation = useChangeCancellation();
  if (subscription.manage === 'portal') {
    return (
      <Button variant="default" onClick={() => portal.mutate()} loading={portal.isPending}>
        Cambiar tarjeta o cancelar
      </Button>
    );
  }
  const change = (cancel: boolean) =>
    cancellation.mutate(cancel, {
      onSuccess: () =>
        toastSuccess(
          cancel
            ? 'Cancelaste tu suscripción: Premium sigue hasta el fin del periodo'
            : '¡Tu suscripción sigue activa!',
        ),
    });
  return subscription.cancel_at_period_end ? (
    <Button onClick={() => change(false)} loading={cancellation.isPending}>
      Reanudar suscripción
    </Button>
  ) : (
    <Button color="red" variant="light" onClick={() => change(true)} loading={cancellation.isPending}>
      Cancelar suscripción
    </Button>
  );
}

function PremiumStatus({ subscription }: { subscription: Subscription }) {
  const interval = subscription.interval === 'year' ? 'anual' : subscription.interval === 'month' ? 'mensual' : null;
  return (
    <Stack gap="xs">
      <Text size="sm">
        Premium{interval ? ` ${interval}` : ''}.{' '}
        {subscription.renews_at ? `Se renueva el ${formatCalendarDate(subscription.renews_at)}.` : null}
        {subscription.cancel_at_period_end && subscription.current_period_end
          ? `Cancelada: sigues con Premium hasta el ${formatCalendarDate(subscription.current_period_end)}; después pasarás al plan Gratis sin perder tus datos.`
          : null}
      </Text>
      {subscription.grace_until ? (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} title="Tu último pago no se pudo cobrar">
          Mantienes Premium hasta el {formatCalendarDate(subscription.grace_until)}. Actualiza tu tarjeta para no pasar
          al plan Gratis.
        </Alert>
      ) : null}
    </Stack>
  );
}

/** Configuración → Plan: what the user has, what Premium adds, and the buttons to change it. */
export function PlanSection() {
  const { data: subscription } = useSubscription();
  if (!subscription) return null;
  if (subscription.billing_mode === 'off') {
    return (
      <Stack gap="xs">
        <Group gap="xs">
          <Badge variant="light" size="lg" color="teal">
            Autoalojado
          </Badge>
        </Group>
        <Text size="sm">Todo está incluido: este servidor es autoalojado, no tiene planes ni cobra nada.</Text>
      </Stack>
    );
  }
  const premium = subscription.plan === 'premium';
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge variant="light" size="lg" color={premium ? 'grape' : 'gray'} data-testid="plan-name">
          {subscription.plan_name}
        </Badge>
        {subscription.billing_mode === 'sandbox' ? (
          <Badge variant="outline" color="yellow">
            Pagos de prueba
          </Badge>
        ) : null}
      </Group>
      {premium ? (
        <PremiumStatus subscription={subscription} />
      ) : (
        <Stack gap="xs">
          <Text size="sm">
            Con el plan Gratis tienes hasta {subscription.limits.accounts ?? 3} cuentas y reportes de los últimos{' '}
            {subscription.limits.report_history_months ?? 12} meses. Premium suma:
          </Text>
          <PremiumFeatures />
          <Text size="xs" c="dimmed">
            Tus datos y su exportación son tuyos en cualquier plan.
          </Text>
        </Stack>
      )}
      {premium ? <ManageButtons subscription={subscription} /> : <UpgradeButtons subscription={subscription} />}
      <Divider />
      <Title order={3} fz="h5">
        Facturas
      </Title>
      <InvoicesList />
    </Stack>
  );
}

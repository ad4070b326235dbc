import type { PurchaseReview } from '@cuentas/shared/schemas/purchase-reviews';
import { formatMoney } from '@cuentas/shared/money';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useAnswerPurchaseReview } from '../api/purchase-reviews.ts';

const ORIGINS: Record<string, string> = {
  manual: 'Lo anotaste tú',
  whatsapp: 'Lo anotaste por WhatsApp',
  mail: 'Llegó en una alerta de tu banco',
  import: 'Llegó de tu banco',
  adjustment: 'Ajuste de saldo',
};

const day = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

function Side(props: { title: string; source: string; date: string; amount: string; text: string }) {
  return (
    <Stack gap={2} p="xs" style={{ borderRadius: 8, border: '1px solid var(--mantine-color-default-border)' }}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {props.title}
      </Text>
      <Text fw={600}>{props.text || 'Sin concepto'}</Text>
      <Text size="sm">
        {props.amount} · {props.date}
      </Text>
      <Text size="sm" c="dimmed">
        {props.source}
      </Text>
    </Stack>
  );
}

/**
 * Each question with both sides — what just arrived and the movement already there — and the two
 * answers. Plain buttons, so the keyboard reaches every choice.
 */
export function ReviewCards(props: { reviews: PurchaseReview[]; locale: string }) {
  const answer = useAnswerPurchaseReview();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Coinciden el importe y la cuenta, y las fechas están cerca, pero nada más lo confirma. No lo sumamos dos veces
        ni lo juntamos sin preguntarte.
      </Text>
      {answer.isError ? (
        <Alert color="red" variant="light">
          No pudimos guardar tu respuesta. Inténtalo de nuevo.
        </Alert>
      ) : null}
      {props.reviews.map((review) => {
        const money = (minor: number) => formatMoney(minor, review.currency, props.locale);
        const pending = answer.isPending && answer.variables?.id === review.id;
        const label = `${review.incoming.text}, ${money(review.incoming.amount)}, ${day(review.incoming.date, props.locale)}`;
        return (
          <Paper key={review.id} withBorder p="sm" radius="md" component="article" aria-label={label}>
            <Stack gap="xs">
              <Text size="sm" fw={600}>
                {review.account_name}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                <Side
                  title="Acaba de llegar"
                  source={review.road === 'feed' ? 'De tu conexión bancaria' : 'De una alerta de tu banco por correo'}
                  date={day(review.incoming.date, props.locale)}
                  amount={money(review.incoming.amount)}
                  text={review.incoming.text}
                />
                <Side
                  title="Ya lo tenías"
                  source={ORIGINS[review.existing.origin] ?? 'Ya estaba en la cuenta'}
                  date={day(review.existing.date, props.locale)}
                  amount={money(review.existing.amount)}
                  text={review.existing.payee || review.existing.original_text}
                />
              </SimpleGrid>
              <Group justify="flex-end" gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  loading={pending && !answer.variables?.same}
                  disabled={pending}
                  onClick={() => answer.mutate({ id: review.id, same: false })}
                >
                  No, son distintos
                </Button>
                <Button
                  size="xs"
                  loading={pending && answer.variables?.same}
                  disabled={pending}
                  onClick={() => answer.mutate({ id: review.id, same: true })}
                >
                  Sí, es el mismo
                </Button>
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

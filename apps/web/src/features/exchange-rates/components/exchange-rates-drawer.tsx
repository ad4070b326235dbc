import type { ExchangeRate } from '@cuentas/shared/schemas/exchange-rates';
import { ActionIcon, Button, Drawer, Group, Paper, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useExchangeRates } from '../api/get-exchange-rates.ts';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { formatRate } from '../rate-format.ts';
import { DeleteRateModal } from './delete-rate-modal.tsx';
import { RateForm, type RatePrefill } from './rate-form.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';

type ExchangeRatesDrawerProps = {
  opened: boolean;
  onClose: () => void;
  /** Currencies of the user's accounts, offered first. */
  currencies: string[];
  baseCurrency: string;
  locale: string;
  today: string;
  /** Opens straight on the form for this pair (from a "Falta la tasa" warning). */
  prefill?: RatePrefill | null;
};

type Editing = { mode: 'closed' } | { mode: 'new'; prefill: RatePrefill | null } | { mode: 'edit'; rate: ExchangeRate };

/** Every rate the user has set (pair, rate, date), with add, edit and delete. */
export function ExchangeRatesDrawer({ opened, onClose, prefill, ...formProps }: ExchangeRatesDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="md" title="Tasas de cambio">
      {opened ? (
        <DrawerBody
          key={prefill ? `${prefill.from_currency}${prefill.to_currency}` : 'list'}
          prefill={prefill ?? null}
          {...formProps}
        />
      ) : null}
    </Drawer>
  );
}

function DrawerBody({
  prefill,
  locale,
  ...formProps
}: Omit<ExchangeRatesDrawerProps, 'opened' | 'onClose' | 'prefill'> & { prefill: RatePrefill | null }) {
  const rates = useExchangeRates();
  const [editing, setEditing] = useState<Editing>(prefill ? { mode: 'new', prefill } : { mode: 'closed' });
  const [deleting, setDeleting] = useState<ExchangeRate | null>(null);
  const list = rates.data ?? [];

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Convertimos tus saldos a tu moneda principal con la tasa más reciente que hayas puesto hasta cada fecha. También
        sirve al revés: con USD→COP ya no hace falta COP→USD.
      </Text>
      {editing.mode === 'closed' ? (
        <Group>
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setEditing({ mode: 'new', prefill: null })}
          >
            Agregar tasa
          </Button>
        </Group>
      ) : (
        <Paper withBorder radius="md" p="md">
          <RateForm
            key={editing.mode === 'edit' ? editing.rate.id : 'new'}
            locale={locale}
            editing={editing.mode === 'edit' ? editing.rate : null}
            prefill={editing.mode === 'new' ? editing.prefill : null}
            onDone={() => setEditing({ mode: 'closed' })}
            {...formProps}
          />
        </Paper>
      )}
      {rates.isError ? (
        <LoadError title="No pudimos cargar tus tasas" error={rates.error} onRetry={() => void rates.refetch()} />
      ) : null}
      {rates.isPlaceholderData ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton h={56} radius="md" />
          <Skeleton h={56} radius="md" />
        </Stack>
      ) : null}
      {!rates.isPlaceholderData && !rates.isError && list.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          Aún no tienes tasas de cambio. Solo hacen falta si tienes cuentas en otra moneda.
        </Text>
      ) : null}
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Tus tasas de cambio">
        {list.map((rate) => (
          <Paper
            component="li"
            key={rate.id}
            withBorder
            radius="md"
            px="md"
            py="sm"
            aria-label={`${rate.from_currency}→${rate.to_currency}`}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} miw={0}>
                <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  1 {rate.from_currency} = {formatRate(rate.rate, locale)} {rate.to_currency}
                </Text>
                <Text size="xs" c="dimmed">
                  Desde el {formatCalendarDate(rate.date, locale)}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <Tooltip label="Editar" withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Editar tasa ${rate.from_currency}→${rate.to_currency} del ${rate.date}`}
                    onClick={() => setEditing({ mode: 'edit', rate })}
                  >
                    <IconPencil size={18} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Eliminar" withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Eliminar tasa ${rate.from_currency}→${rate.to_currency} del ${rate.date}`}
                    onClick={() => setDeleting(rate)}
                  >
                    <IconTrash size={18} aria-hidden="true" />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      <DeleteRateModal rate={deleting} locale={locale} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

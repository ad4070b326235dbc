import type { ImportAnalysis } from '@cuentas/shared/schemas/imports';
import { Button, Checkbox, Group, Paper, ScrollArea, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { Money } from '../../../components/ui/money.tsx';

type Duplicate = ImportAnalysis['duplicates'][number];

type DuplicatesListProps = {
  duplicates: Duplicate[];
  total: number;
  currency: string;
  locale: string;
  included: ReadonlySet<number>;
  onChange: (rows: Set<number>) => void;
};

function Side({
  title,
  date,
  payee,
  amount,
  currency,
  locale,
}: {
  title: string;
  date: string;
  payee: string;
  amount: number;
  currency: string;
  locale: string;
}) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed" fw={600}>
        {title}
      </Text>
      <Text size="sm" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
        {payee || 'Sin concepto'}
      </Text>
      <Group gap="xs">
        <Text size="xs" c="dimmed">
          {formatCalendarDate(date, locale)}
        </Text>
        <Money amount={amount} currency={currency} locale={locale} tone="flow" size="xs" fw={700} />
      </Group>
    </Stack>
  );
}

/** Rows that look already imported, each beside the existing transaction; skipped unless ticked. */
export function DuplicatesList({ duplicates, total, currency, locale, included, onChange }: DuplicatesListProps) {
  function toggle(row: number, checked: boolean) {
    const next = new Set(included);
    if (checked) next.add(row);
    else next.delete(row);
    onChange(next);
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby="import-duplicates">
      <Group justify="space-between" gap="xs">
        <Text fw={600} id="import-duplicates">
          Posibles duplicados ({total.toLocaleString('es-ES')})
        </Text>
        <Group gap={4}>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => onChange(new Set(duplicates.map((item) => item.row)))}
          >
            Importar todos
          </Button>
          <Button variant="subtle" size="compact-sm" color="gray" onClick={() => onChange(new Set())}>
            Omitir todos
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        Ya tienes un movimiento con la misma fecha e importe. Los omitiremos salvo que marques «Importar de todos
        modos».
      </Text>
      <ScrollArea.Autosize mah={320} type="auto">
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {duplicates.map((duplicate) => (
            <Paper
              component="li"
              key={duplicate.row}
              withBorder
              radius="md"
              p="sm"
              bg={included.has(duplicate.row) ? 'cyan.0' : undefined}
            >
              <Stack gap="xs">
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                  <Side
                    title={`En el archivo · fila ${duplicate.row}`}
                    currency={currency}
                    locale={locale}
                    {...duplicate}
                  />
                  <Side title="Ya registrado" currency={currency} locale={locale} {...duplicate.existing} />
                </SimpleGrid>
                <Checkbox
                  label="Importar de todos modos"
                  checked={included.has(duplicate.row)}
                  onChange={(event) => toggle(duplicate.row, event.currentTarget.checked)}
                />
              </Stack>
            </Paper>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      {total > duplicates.length ? (
        <Text size="xs" c="dimmed">
          Mostramos los primeros {duplicates.length}; el resto se omitirá.
        </Text>
      ) : null}
    </Stack>
  );
}

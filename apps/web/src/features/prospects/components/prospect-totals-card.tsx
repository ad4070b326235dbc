import { formatMoney } from '@cuentas/shared/money';
import type { ProspectTotals } from '@cuentas/shared/schemas/prospects';
import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { totalsRows, type TotalsRow } from '../prospect-view.ts';

type ProspectTotalsCardProps = { totals: ProspectTotals; locale: string };

function CurrencyTotals({ row, locale }: { row: TotalsRow; locale: string }) {
  const money = (minor: number) => formatMoney(minor, row.currency, locale);
  const cell = { fontVariantNumeric: 'tabular-nums', textAlign: 'right', whiteSpace: 'nowrap' } as const;
  return (
    <Table
      verticalSpacing={6}
      horizontalSpacing="xs"
      fz="sm"
      withRowBorders={false}
      aria-label={`Totales en ${row.currency}`}
      captionSide="top"
    >
      <Table.Caption
        style={{ textAlign: 'left', marginBottom: 4, fontWeight: 700, color: 'var(--mantine-color-text)' }}
      >
        {row.currency}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <VisuallyHidden>Concepto</VisuallyHidden>
          </Table.Th>
          <Table.Th style={cell}>Esperado</Table.Th>
          <Table.Th style={cell}>Ponderado</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Table.Tr>
          <Table.Th scope="row" fw={500}>
            Ingresos
          </Table.Th>
          <Table.Td style={cell} c={row.expected_income === 0 ? 'dimmed' : 'teal.9'}>
            {money(row.expected_income)}
          </Table.Td>
          <Table.Td style={cell} c={row.weighted_income === 0 ? 'dimmed' : 'teal.9'} fw={700}>
            {money(row.weighted_income)}
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row" fw={500}>
            Gastos
          </Table.Th>
          <Table.Td style={cell} c={row.expected_expense === 0 ? 'dimmed' : 'red.8'}>
            {money(row.expected_expense)}
          </Table.Td>
          <Table.Td style={cell} c={row.weighted_expense === 0 ? 'dimmed' : 'red.8'} fw={700}>
            {money(row.weighted_expense)}
          </Table.Td>
        </Table.Tr>
        <Table.Tr style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Table.Th scope="row">Neto</Table.Th>
          <Table.Td style={cell} fw={600}>
            {money(row.expected_net)}
          </Table.Td>
          <Table.Td style={cell} fw={750}>
            {money(row.weighted_net)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/** What the open prospects add up to: plain, and weighted by how likely each one is. */
export function ProspectTotalsCard({ totals, locale }: ProspectTotalsCardProps) {
  const rows = totalsRows(totals);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="prospect-totals-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg" id="prospect-totals-title">
            Lo que esperas
          </Title>
          <Group gap={6}>
            <Badge variant="light" color="gray">
              {totals.open_count} {totals.open_count === 1 ? 'abierto' : 'abiertos'}
            </Badge>
            {totals.overdue_count > 0 ? (
              <Badge variant="light" color="red">
                {totals.overdue_count} {totals.overdue_count === 1 ? 'vencido' : 'vencidos'}
              </Badge>
            ) : null}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, md: Math.min(rows.length, 2) }} spacing="lg">
          {rows.map((row) => (
            <CurrencyTotals key={row.currency} row={row} locale={locale} />
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          Ponderado: cada importe multiplicado por su probabilidad. Un cobro de {(1000).toLocaleString(locale)} al 70 %
          cuenta como 700: es una estimación más realista de lo que llegará.
        </Text>
      </Stack>
    </Paper>
  );
}

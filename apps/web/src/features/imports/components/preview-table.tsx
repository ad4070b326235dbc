import { formatMoney } from '@cuentas/shared/money';
import type { ParsedRow } from '@cuentas/shared/schemas/imports';
import { ScrollArea, Table, Text } from '@mantine/core';
import { formatCalendarDate } from '../../../lib/format-date.ts';

type PreviewTableProps = { rows: ParsedRow[]; currency: string; locale: string; caption?: string };

/** Parsed rows as they will be saved: date, concept and the amount formatted in the account's currency. */
export function PreviewTable({ rows, currency, locale, caption }: PreviewTableProps) {
  return (
    <ScrollArea type="auto">
      <Table striped fz="sm" miw={300} aria-label={caption ?? 'Vista previa de los movimientos'}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56} visibleFrom="xs">
              Fila
            </Table.Th>
            <Table.Th visibleFrom="xs">Fecha</Table.Th>
            <Table.Th>Concepto</Table.Th>
            <Table.Th ta="right">Importe</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.row}>
              <Table.Td c="dimmed" visibleFrom="xs">
                {row.row}
              </Table.Td>
              <Table.Td visibleFrom="xs" style={{ whiteSpace: 'nowrap' }}>
                {formatCalendarDate(row.date, locale)}
              </Table.Td>
              <Table.Td>
                {/* On a phone the date sits above the concept, so the row fits without scrolling sideways. */}
                <Text size="xs" c="dimmed" hiddenFrom="xs">
                  {formatCalendarDate(row.date, locale)}
                </Text>
                <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {row.payee || 'Sin concepto'}
                </Text>
                {row.notes ? (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {row.notes}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td ta="right" fw={600} c={row.amount < 0 ? 'red.7' : 'teal.8'} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(row.amount, currency, locale)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

import type { PreviewRow } from '@cuentas/shared/schemas/imports';
import { Badge, ScrollArea, Table, Text } from '@mantine/core';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { Money } from '../../../components/ui/money.tsx';

type PreviewTableProps = { rows: PreviewRow[]; currency: string; locale: string; caption?: string };

function CategoryBadge({ name }: { name: string | null }) {
  return name ? (
    <Badge variant="light" color="teal" size="sm" radius="sm" tt="none" style={{ maxWidth: '100%' }}>
      {name}
    </Badge>
  ) : (
    <Text size="xs" c="dimmed">
      Sin categoría
    </Text>
  );
}

/**
 * Rows as the commit will save them: the date, the payee a person recognises with the bank's text
 * under it, the category they will get and the amount in the account's currency.
 */
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
            <Table.Th visibleFrom="sm">Categoría</Table.Th>
            <Table.Th ta="right">Importe</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const payee = row.clean_payee || row.payee;
            return (
              <Table.Tr key={row.row}>
                <Table.Td c="dimmed" visibleFrom="xs">
                  {row.row}
                </Table.Td>
                <Table.Td visibleFrom="xs" style={{ whiteSpace: 'nowrap' }}>
                  {formatCalendarDate(row.date, locale)}
                </Table.Td>
                <Table.Td>
                  {/* On a phone the date sits above the concept and the category below it, so the row fits without scrolling sideways. */}
                  <Text size="xs" c="dimmed" hiddenFrom="xs">
                    {formatCalendarDate(row.date, locale)}
                  </Text>
                  <Text size="sm" fw={500} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                    {payee || 'Sin concepto'}
                  </Text>
                  {row.payee && row.payee !== payee ? (
                    <Text size="xs" c="dimmed" lineClamp={1} style={{ overflowWrap: 'anywhere' }} title={row.payee}>
                      Banco: {row.payee}
                    </Text>
                  ) : null}
                  {row.notes ? (
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {row.notes}
                    </Text>
                  ) : null}
                  <Text component="div" hiddenFrom="sm" mt={4}>
                    <CategoryBadge name={row.category_name} />
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <CategoryBadge name={row.category_name} />
                </Table.Td>
                <Table.Td ta="right">
                  <Money amount={row.amount} currency={currency} locale={locale} tone="flow" fw={600} size="sm" />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

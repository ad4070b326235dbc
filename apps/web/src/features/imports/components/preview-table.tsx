import type { Category } from '@cuentas/shared/schemas/categories';
import type { PreviewRow } from '@cuentas/shared/schemas/imports';
import { Badge, Checkbox, Group, ScrollArea, Table, Text } from '@mantine/core';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { CategorySelect } from '../../../components/ui/category-select.tsx';
import { Money } from '../../../components/ui/money.tsx';

/** What the user changed on one row in the review: its category (null: none) or leaving it out. */
export type RowEdit = { category_id?: string | null; skip?: boolean };

/** With `edits`, each row gets a category picker and a "Dejar fuera" checkbox. */
type Editing = {
  categories: readonly Category[];
  edits: ReadonlyMap<number, RowEdit>;
  onEdit: (row: number, edit: RowEdit) => void;
};

type PreviewTableProps = { rows: PreviewRow[]; currency: string; locale: string; caption?: string; editing?: Editing };

/** A row's category picker and its "Dejar fuera" checkbox, under its concept at every width (390 px too). */
function RowControls({ row, payee, editing }: { row: PreviewRow; payee: string; editing: Editing }) {
  const edit = editing.edits.get(row.row) ?? {};
  const value = edit.category_id === undefined ? row.category_id : edit.category_id;
  const name = payee || `fila ${row.row}`;
  return (
    <Group gap="xs" mt={6} wrap="wrap" align="center">
      <CategorySelect
        categories={editing.categories}
        kind={row.amount < 0 ? 'expense' : 'income'}
        value={value}
        onChange={(id) => editing.onEdit(row.row, { ...edit, category_id: id })}
        aria-label={`Categoría de ${name}`}
        size="xs"
        disabled={edit.skip === true}
        w={200}
        maw="100%"
      />
      <Checkbox
        size="xs"
        label="Dejar fuera"
        aria-label={`Dejar fuera ${name}`}
        checked={edit.skip === true}
        onChange={(event) => editing.onEdit(row.row, { ...edit, skip: event.currentTarget.checked })}
      />
    </Group>
  );
}

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
export function PreviewTable({ rows, currency, locale, caption, editing }: PreviewTableProps) {
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
            {editing ? null : <Table.Th visibleFrom="sm">Categoría</Table.Th>}
            <Table.Th ta="right">Importe</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const payee = row.clean_payee || row.payee;
            return (
              <Table.Tr
                key={row.row}
                // A left-out row is struck through in the secondary colour: faded with opacity its
                // text fell under 4.5:1.
                style={
                  editing?.edits.get(row.row)?.skip
                    ? { color: 'var(--mantine-color-dimmed)', textDecoration: 'line-through' }
                    : undefined
                }
              >
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
                  {editing ? (
                    <RowControls row={row} payee={payee} editing={editing} />
                  ) : (
                    <Text component="div" hiddenFrom="sm" mt={4}>
                      <CategoryBadge name={row.category_name} />
                    </Text>
                  )}
                </Table.Td>
                {editing ? null : (
                  <Table.Td visibleFrom="sm">
                    <CategoryBadge name={row.category_name} />
                  </Table.Td>
                )}
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

import { NativeSelect, ScrollArea, Table, Text } from '@mantine/core';
import { columnRoleLabels, columnRoles, type ColumnRole } from '../column-mapping.ts';

type ColumnMappingTableProps = {
  roles: ColumnRole[];
  headers: string[];
  rows: string[][];
  onChange: (column: number, role: ColumnRole) => void;
};

const roleOptions = columnRoles.map((role) => ({ value: role, label: columnRoleLabels[role] }));

/** One select per column ("what is this?") above the file's first rows; scrolls sideways on a phone. */
export function ColumnMappingTable({ roles, headers, rows, onChange }: ColumnMappingTableProps) {
  const shown = rows.slice(0, 6);
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Table
        withTableBorder
        withColumnBorders
        striped
        fz="sm"
        miw={roles.length * 150}
        aria-label="Columnas del archivo"
      >
        <Table.Thead>
          <Table.Tr>
            {roles.map((role, column) => {
              const name = headers[column]?.trim();
              return (
                <Table.Th key={column} miw={150} style={{ verticalAlign: 'bottom' }}>
                  <NativeSelect
                    size="xs"
                    label={name ? `Columna ${column + 1}: ${name}` : `Columna ${column + 1}`}
                    value={role}
                    data={roleOptions}
                    onChange={(event) => onChange(column, event.currentTarget.value as ColumnRole)}
                    styles={{ label: { fontWeight: 600, whiteSpace: 'normal' } }}
                  />
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((row, index) => (
            <Table.Tr key={index}>
              {roles.map((role, column) => (
                <Table.Td key={column} c={role === 'ignore' ? 'dimmed' : undefined} style={{ whiteSpace: 'nowrap' }}>
                  {row[column] ?? ''}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" p="sm">
          El archivo no tiene filas de datos con esta configuración.
        </Text>
      ) : null}
    </ScrollArea>
  );
}

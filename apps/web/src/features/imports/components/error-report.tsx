import { Alert, ScrollArea, Table } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export type RowError = { row: number; message: string };

type ErrorReportProps = { errors: RowError[]; total: number };

/** The per-row error report; errors block the whole import, and the alert says so. */
export function ErrorReport({ errors, total }: ErrorReportProps) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title={total === 1 ? 'Hay 1 fila con errores' : `Hay ${total.toLocaleString('es-ES')} filas con errores`}
    >
      No importaremos nada hasta que se corrijan: revisa la configuración de columnas (fecha, decimales) o corrige el
      archivo y vuelve a subirlo.
      <ScrollArea.Autosize mah={240} mt="sm" type="auto">
        <Table fz="sm" aria-label="Filas con errores" withRowBorders={false}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={64}>Fila</Table.Th>
              <Table.Th>Problema</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {errors.map((error, index) => (
              <Table.Tr key={`${error.row}-${index}`}>
                <Table.Td fw={600}>{error.row}</Table.Td>
                <Table.Td>{error.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {total > errors.length ? `Y ${total - errors.length} filas más.` : null}
      </ScrollArea.Autosize>
    </Alert>
  );
}

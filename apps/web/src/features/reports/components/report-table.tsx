import { Box, Button, Group, SimpleGrid, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { toastSuccess } from '../../../lib/toasts.ts';
import { downloadText } from '../lib/download.ts';
import { tableToCsv, type CsvTable } from '../lib/report-csv.ts';

export type TableColumn = { label: string; numeric?: boolean };
export type TableRow = { key: string; cells: ReactNode[] };

type ReportTableProps = {
  caption: string;
  columns: readonly TableColumn[];
  rows: readonly TableRow[];
  footer?: ReactNode[];
  fileName: string;
  csv: () => CsvTable;
};

/** The numbers behind a chart, with "Exportar CSV" (semicolons, decimal commas, BOM: opens in Spanish spreadsheets). */
export function ReportTable({ caption, columns, rows, footer, fileName, csv }: ReportTableProps) {
  // On a phone a table of four or more columns was wider than the screen and cut: each row becomes
  // a small card instead, its first cell as the title and the other columns under their names.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  function exportCsv() {
    downloadText(fileName, tableToCsv(csv()));
    toastSuccess(`Descargando ${fileName}`);
  }
  return (
    <section aria-label={caption}>
      <Group justify="space-between" gap="xs" mb="xs">
        <Text fw={600} size="sm">
          {caption}
        </Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          onClick={exportCsv}
          disabled={rows.length === 0}
        >
          Exportar CSV
        </Button>
      </Group>
      {phone && columns.length > 3 ? (
        <PhoneRows
          caption={caption}
          columns={columns}
          rows={footer ? [...rows, { key: 'footer', cells: footer }] : rows}
        />
      ) : (
        <>
          {/* Focusable, so a keyboard can scroll a table wider than a phone's screen. */}
          <Table.ScrollContainer
            minWidth={columns.length <= 3 ? 280 : columns.length * 72}
            type="native"
            tabIndex={0}
            aria-label={`${caption}, desplazable`}
            role="region"
          >
            <Table
              striped
              highlightOnHover
              verticalSpacing={6}
              horizontalSpacing="xs"
              fz={{ base: 'xs', sm: 'sm' }}
              style={{ fontVariantNumeric: 'tabular-nums' }}
            >
              <Table.Caption
                style={{
                  captionSide: 'top',
                  position: 'absolute',
                  width: 1,
                  height: 1,
                  overflow: 'hidden',
                  clip: 'rect(0 0 0 0)',
                }}
              >
                {caption}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th
                      key={column.label}
                      ta={column.numeric ? 'right' : 'left'}
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {column.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.key}>
                    {row.cells.map((cell, index) => (
                      <Table.Td
                        key={columns[index]?.label ?? index}
                        ta={columns[index]?.numeric ? 'right' : 'left'}
                        style={columns[index]?.numeric ? { whiteSpace: 'nowrap' } : undefined}
                      >
                        {cell}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
              {footer ? (
                <Table.Tfoot>
                  <Table.Tr>
                    {footer.map((cell, index) => (
                      <Table.Th
                        key={columns[index]?.label ?? index}
                        ta={columns[index]?.numeric ? 'right' : 'left'}
                        style={{ whiteSpace: 'nowrap' }}
                      >
                        {cell}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Tfoot>
              ) : null}
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </section>
  );
}

function PhoneRows({ caption, columns, rows }: Pick<ReportTableProps, 'caption' | 'columns' | 'rows'>) {
  return (
    <Box component="ul" aria-label={caption} p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={row.key}
          py={6}
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)', fontVariantNumeric: 'tabular-nums' }}
        >
          <Text size="sm" fw={row.key === 'footer' ? 700 : 600}>
            {row.cells[0]}
          </Text>
          <SimpleGrid cols={columns.length - 1} spacing={4} component="dl" m={0}>
            {columns.slice(1).map((column, index) => (
              <div key={column.label}>
                <Text component="dt" size="xs" c="dimmed">
                  {column.label}
                </Text>
                <Text component="dd" size="sm" m={0} style={{ whiteSpace: 'nowrap' }}>
                  {row.cells[index + 1]}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Box>
      ))}
    </Box>
  );
}

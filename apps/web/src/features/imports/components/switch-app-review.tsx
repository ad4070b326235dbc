import { formatMoney } from '@cuentas/shared/money';
import type { Account } from '@cuentas/shared/schemas/accounts';
import type { AppImportAnalysis } from '@cuentas/shared/schemas/app-imports';
import { Alert, Badge, Button, Group, List, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatCalendarDate } from '../../../lib/format-date.ts';

type SwitchAppReviewProps = {
  analysis: AppImportAnalysis;
  accounts: Account[];
  locale: string;
  targets: Record<string, string | null>;
  onTarget: (source: string, accountId: string | null) => void;
  importing: boolean;
  error: string[];
  onBack: () => void;
  onImport: () => void;
};

const NEW = 'new';
const count = (value: number, one: string, many: string) =>
  `${new Intl.NumberFormat('es-ES', { useGrouping: 'always' }).format(value)} ${value === 1 ? one : many}`;

/** The review before anything is saved: accounts to create or map, categories to create, what was not understood, the first rows. */
export function SwitchAppReview(props: SwitchAppReviewProps) {
  const { analysis, accounts, locale, targets } = props;
  const created = analysis.categories.filter((category) => category.category_id === null);
  const mapped = analysis.categories.filter((category) => category.category_id !== null);
  return (
    <Stack gap="md">
      <Title order={4} data-stage-focus tabIndex={-1}>
        Esto es lo que trae tu exportación de {analysis.app_name}
      </Title>
      <Text size="sm">
        {count(analysis.movements, 'movimiento', 'movimientos')},{' '}
        {count(analysis.transfers, 'transferencia', 'transferencias')},{' '}
        {count(analysis.splits, 'movimiento dividido', 'movimientos divididos')} y{' '}
        {count(analysis.payees, 'beneficiario', 'beneficiarios')}.
        {analysis.already_imported > 0
          ? ` ${count(analysis.already_imported, 'movimiento ya está', 'movimientos ya están')} en tus cuentas: no se duplican.`
          : ''}
      </Text>

      <Title order={5}>Cuentas</Title>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {analysis.accounts.map((account) => (
          <Paper key={account.source} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" align="flex-end" gap="sm">
              <Stack gap={2} miw={0}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {account.source}
                </Text>
                <Text size="sm" c="dimmed">
                  Saldo en {analysis.app_name}: {formatMoney(account.balance, account.currency, locale)} ·{' '}
                  {count(account.movements, 'movimiento', 'movimientos')}
                </Text>
              </Stack>
              <NativeSelect
                label="Va a"
                aria-label={`Cuenta para «${account.source}»`}
                miw={200}
                value={targets[account.source] ?? NEW}
                onChange={(event) =>
                  props.onTarget(account.source, event.currentTarget.value === NEW ? null : event.currentTarget.value)
                }
                data={[
                  { value: NEW, label: `Una cuenta nueva, «${account.source}»` },
                  ...accounts
                    .filter((own) => own.currency === account.currency)
                    .map((own) => ({ value: own.id, label: own.name })),
                ]}
              />
            </Group>
          </Paper>
        ))}
      </Stack>

      <Title order={5}>Categorías</Title>
      {created.length > 0 ? (
        <Stack gap={4}>
          <Text size="sm">Crearemos {count(created.length, 'categoría nueva', 'categorías nuevas')}:</Text>
          <Group gap={6}>
            {created.map((category) => (
              <Badge key={`${category.kind}${category.name}`} variant="light" color="gray" tt="none">
                {category.group} › {category.name}
              </Badge>
            ))}
          </Group>
        </Stack>
      ) : (
        <Text size="sm">No hace falta crear categorías.</Text>
      )}
      {mapped.length > 0 ? (
        <Text size="sm">
          Usamos las tuyas para: {mapped.map((category) => `${category.name} → ${category.category_name}`).join(' · ')}
        </Text>
      ) : null}

      {analysis.not_understood.length > 0 ? (
        <Alert
          color="yellow"
          variant="light"
          title={count(analysis.not_understood.length, 'fila no la entendimos', 'filas no las entendimos')}
        >
          <Text size="sm">No se importan; el resto sí.</Text>
          <List size="sm">
            {analysis.not_understood.slice(0, 10).map((problem) => (
              <List.Item key={`${problem.row}${problem.message}`}>
                Fila {problem.row}: {problem.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}

      <Title order={5}>Primeros movimientos</Title>
      {analysis.rows.length === 0 ? (
        <Text size="sm">No hay movimientos nuevos que importar.</Text>
      ) : (
        // Focusable, so a keyboard can scroll it sideways on a phone: the table holds nothing focusable.
        <Table.ScrollContainer
          minWidth={560}
          type="native"
          tabIndex={0}
          role="region"
          aria-label="Primeros movimientos, desplazable"
        >
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Fecha</Table.Th>
                <Table.Th>Cuenta</Table.Th>
                <Table.Th>Beneficiario</Table.Th>
                <Table.Th>Categoría</Table.Th>
                <Table.Th ta="right">Importe</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {analysis.rows.slice(0, 20).map((row) => (
                <Table.Tr key={`${row.account}${row.row}`}>
                  <Table.Td>{formatCalendarDate(row.date, locale)}</Table.Td>
                  <Table.Td>{row.account}</Table.Td>
                  <Table.Td>{row.payee}</Table.Td>
                  <Table.Td>
                    {row.transfer_to
                      ? `Transferencia con ${row.transfer_to}`
                      : row.split_lines > 0
                        ? `Dividido en ${row.split_lines}`
                        : (row.category ?? 'Sin categoría')}
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(row.amount, row.currency, locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      {props.error.length > 0 ? (
        <Alert color="red" variant="light" title="No se importó nada">
          {props.error.map((message) => (
            <Text key={message} size="sm">
              {message}
            </Text>
          ))}
        </Alert>
      ) : null}
      <Group justify="space-between" gap="sm">
        <Button variant="default" onClick={props.onBack} disabled={props.importing}>
          Atrás
        </Button>
        <Button
          onClick={props.onImport}
          loading={props.importing}
          disabled={analysis.movements === 0 && analysis.accounts.every((a) => a.account_id !== null)}
        >
          Importar todo
        </Button>
      </Group>
    </Stack>
  );
}

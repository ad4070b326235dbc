import type { ImportAnalysis } from '@cuentas/shared/schemas/imports';
import { formatMoney } from '@cuentas/shared/money';
import { List, Stack, Text } from '@mantine/core';

type Props = { transfers: NonNullable<ImportAnalysis['transfers']>; currency: string; locale: string };

/** In the review: the rows that are money between the user's own accounts (decision 032). */
export function TransferPreview({ transfers, currency, locale }: Props) {
  if (transfers.length === 0) return null;
  const linked = transfers.filter((item) => item.linked).length;
  return (
    <Stack gap="xs" component="section" aria-labelledby="transfer-preview-title">
      <Text fw={600} id="transfer-preview-title">
        Transferencias entre tus cuentas
      </Text>
      <Text size="sm" c="dimmed">
        {linked > 0
          ? `${linked === 1 ? 'Una se enlazará' : `${linked} se enlazarán`} con su otra parte y no contará como ingreso ni gasto. `
          : ''}
        {transfers.length > linked ? 'De las demás te preguntaremos al terminar.' : ''}
      </Text>
      <List size="sm" spacing={2}>
        {transfers.map((item) => (
          <List.Item key={item.row}>
            Fila {item.row} · {item.date} · {item.payee} · {formatMoney(item.amount, currency, locale)} —{' '}
            {item.linked
              ? `transferencia ${item.amount < 0 ? 'a' : 'desde'} ${item.account_name}`
              : `¿transferencia ${item.amount < 0 ? 'a' : 'desde'} ${item.account_name}? Te preguntaremos`}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

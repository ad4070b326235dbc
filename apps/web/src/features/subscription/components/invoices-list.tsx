import { formatMoney } from '@cuentas/shared/money';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { useInvoices } from '../api/get-invoices.ts';

/** The invoices Stripe (or the sandbox) reported: date, number, amount and whether it was paid. */
export function InvoicesList() {
  const { data: invoices } = useInvoices();
  if (!invoices) return null;
  if (invoices.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Aún no tienes facturas.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing="xs" aria-label="Facturas">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Fecha</Table.Th>
            <Table.Th>Número</Table.Th>
            <Table.Th ta="right">Importe</Table.Th>
            <Table.Th>Estado</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td>{formatCalendarDate(invoice.created_at)}</Table.Td>
              <Table.Td>
                {invoice.hosted_invoice_url ? (
                  <Anchor href={invoice.hosted_invoice_url} target="_blank" rel="noopener noreferrer">
                    {invoice.number ?? 'Ver factura'}
                  </Anchor>
                ) : (
                  (invoice.number ?? '—')
                )}
              </Table.Td>
              <Table.Td ta="right">{formatMoney(invoice.amount, invoice.currency)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={invoice.status === 'paid' ? 'teal' : 'red'}>
                  {invoice.status === 'paid' ? 'Pagada' : 'Pago fallido'}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { Accordion, Alert, Button, Code, CopyButton, Group, List, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { settle } from '../../../lib/query-client.ts';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useMailAddress } from '../api/get-mail-address.ts';
import { useRotateMailAddress } from '../api/rotate-mail-address.ts';
import { BANK_GUIDES } from './bank-guides.ts';
import { MailInbox, type InboxAccount } from './mail-inbox.tsx';

/** Configuración › Alertas por correo: the private address, how to forward to it, and the inbox (decision 035). */
export function MailAlertsSection({ accounts, locale }: { accounts: InboxAccount[]; locale: string }) {
  const address = useMailAddress();
  const rotate = useRotateMailAddress();
  const [confirming, setConfirming] = useState(false);

  async function rotateNow() {
    if (await settle(rotate.mutateAsync())) {
      setConfirming(false);
      toastSuccess('Tu dirección cambió: actualiza el reenvío en tu correo');
    }
  }

  const data = address.data;
  if (!data) return null;
  return (
    <Stack gap="md">
      {data.smtp || data.webhook ? null : (
        // Without a listener or a provider's webhook the address receives nothing: say so.
        <Alert color="yellow" title="Este servidor aún no recibe correo">
          Quien administra Cuentas Claras debe activar la recepción de correo (INBOUND_SMTP_PORT o el webhook de su
          proveedor). Hasta entonces, lo que reenvíes a esta dirección no llegará.
        </Alert>
      )}
      <Stack gap={4}>
        <Text fw={600}>Reenvía aquí las alertas de tu banco</Text>
        <Group gap="xs" wrap="nowrap">
          <Code data-testid="mail-address" fz="sm" style={{ wordBreak: 'break-all' }}>
            {data.address}
          </Code>
          <CopyButton value={data.address}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? 'Copiada' : 'Copiar'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm" c="dimmed">
          Cada compra, transferencia o depósito que tu banco te avise por correo se anota sola en la cuenta cuyos
          últimos 4 dígitos nombra. Quien conozca esta dirección puede enviarte alertas: no la compartas.
        </Text>
      </Stack>
      <Accordion variant="contained">
        <Accordion.Item value="guide">
          <Accordion.Control>Cómo reenviar las alertas, banco por banco</Accordion.Control>
          <Accordion.Panel>
            <List size="sm" spacing={4} type="ordered" mb="sm">
              <List.Item>
                En tu correo, añade esta dirección como dirección de reenvío (en Gmail: Configuración › Reenvío y correo
                POP/IMAP). Te llegará un correo de confirmación: aparecerá aquí abajo, con su enlace.
              </List.Item>
              <List.Item>
                Crea un filtro con el remitente de tu banco (tabla de abajo) y la acción «Reenviar a» esta dirección.
              </List.Item>
              <List.Item>
                Pon los últimos 4 dígitos de cada tarjeta o cuenta en Cuentas, para saber dónde anotar.
              </List.Item>
            </List>
            <Table striped withTableBorder fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">País</Table.Th>
                  <Table.Th scope="col">Banco</Table.Th>
                  <Table.Th scope="col">Remitente para el filtro</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {BANK_GUIDES.map((guide) => (
                  <Table.Tr key={`${guide.country}-${guide.bank}`}>
                    <Table.Td>{guide.country}</Table.Td>
                    <Table.Td>{guide.bank}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{guide.sender}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      <Group>
        <Button variant="default" size="sm" onClick={() => setConfirming(true)}>
          Cambiar la dirección
        </Button>
      </Group>
      <MailInbox accounts={accounts} locale={locale} />
      <ConfirmModal
        opened={confirming}
        title="¿Cambiar tu dirección de alertas?"
        confirmLabel="Cambiar dirección"
        loading={rotate.isPending}
        onConfirm={() => void rotateNow()}
        onClose={() => setConfirming(false)}
      >
        <Text size="sm">
          La dirección actual dejará de funcionar al momento y las alertas que se le reenvíen serán rechazadas. Tendrás
          que poner la nueva en el reenvío de tu correo.
        </Text>
      </ConfirmModal>
    </Stack>
  );
}

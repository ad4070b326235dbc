import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useBanks, useConnectBank } from '../api/bank-feeds.ts';

/** Picks the bank of the user's country and sends the user to its page to give access. */
export function ConnectBankModal(props: { opened: boolean; onClose: () => void; country: string; sandbox: boolean }) {
  const banks = useBanks(props.country, props.opened);
  const connect = useConnectBank();
  const [bank, setBank] = useState<string | null>(null);
  const options = (banks.data ?? []).map((item) => ({ value: item.name, label: item.name }));
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title="Conectar banco"
      centered
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <Stack gap="md">
        <Text size="sm">
          Te llevaremos a la página de tu banco para que autorices la lectura de tus cuentas, saldos y movimientos
          durante 90 días. Nunca vemos tus claves.
        </Text>
        {props.sandbox ? (
          <Text size="sm" c="dimmed">
            Modo de prueba: los bancos de la lista son ficticios y sus movimientos, de ejemplo.
          </Text>
        ) : null}
        <Select
          label="Banco"
          placeholder={banks.isPending ? 'Cargando bancos…' : 'Elige tu banco'}
          data={options}
          value={bank}
          onChange={setBank}
          searchable
          nothingFoundMessage="No hay bancos con ese nombre"
          disabled={banks.isPending}
        />
        {banks.isSuccess && options.length === 0 ? (
          <Text size="sm" c="orange.8">
            Aún no hay bancos de tu país en Enable Banking.
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancelar
          </Button>
          <Button
            disabled={!bank}
            loading={connect.isPending || connect.isSuccess}
            onClick={() => bank && connect.mutate({ aspsp_name: bank, aspsp_country: props.country })}
          >
            Ir al banco
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Alert, Button, Group, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useDemoData } from '../api/get-demo-data.ts';
import { useRemoveDemoData } from '../api/remove-demo-data.ts';

// The question's dialog is opened by few of the visits that show the banner: its code (Mantine's
// modal) is downloaded on the first opening, not with every screen (decision 059).
const ConfirmModal = lazy(() =>
  import('../../../components/ui/confirm-modal.tsx').then((module) => ({ default: module.ConfirmModal })),
);

/** While the ledger holds example data: says so on every screen, with the one-click wipe (asked first). */
export function DemoDataBanner({ canWrite }: { canWrite: boolean }) {
  const status = useDemoData();
  const remove = useRemoveDemoData();
  const [confirming, setConfirming] = useState(false);
  // Mounted from the first opening on, so closing it keeps its closing animation.
  const [asked, setAsked] = useState(false);
  if (!status.data?.active) return null;
  return (
    <>
      <Alert
        variant="light"
        color="violet"
        radius="md"
        mb="md"
        icon={<IconFlask size={20} aria-hidden="true" />}
        title="Estás viendo datos de ejemplo"
        role="status"
      >
        <Group justify="space-between" gap="sm" align="center">
          <Text size="sm" style={{ flex: '1 1 16rem' }}>
            Las cuentas, movimientos, presupuesto, recordatorio y meta de ejemplo son inventados. Lo que registres tú se
            queda cuando los borres.
          </Text>
          {canWrite ? (
            <Button
              size="xs"
              color="violet"
              variant="filled"
              onClick={() => {
                setAsked(true);
                setConfirming(true);
              }}
            >
              Borrar los datos de ejemplo
            </Button>
          ) : null}
        </Group>
      </Alert>
      {asked ? (
        <Suspense fallback={null}>
          <ConfirmModal
            opened={confirming}
            title="¿Borrar los datos de ejemplo?"
            confirmLabel="Borrar datos de ejemplo"
            loading={remove.isPending}
            onClose={() => setConfirming(false)}
            onConfirm={() =>
              remove.mutate(undefined, {
                onSuccess: (result) => {
                  setConfirming(false);
                  toastSuccess(result.message);
                },
              })
            }
          >
            Borramos las cuentas, los movimientos, el presupuesto, el recordatorio y la meta de ejemplo. Lo que
            registraste tú no se toca: si anotaste movimientos en una cuenta de ejemplo, esa cuenta se queda con ellos.
          </ConfirmModal>
        </Suspense>
      ) : null}
    </>
  );
}

import { Center } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { ResultPanel } from '../../components/ui/result-panel.tsx';

export function NotFoundPage() {
  return (
    <Center component="main" mih="100dvh" p="md" bg="gray.0">
      <ResultPanel
        icon={<IconMapSearch size={40} />}
        color="gray"
        title="Página no encontrada"
        description="La página que buscas no existe o cambió de dirección."
        actions={[{ label: 'Ir al inicio', to: '/' }]}
      />
    </Center>
  );
}

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PremiumFeatures } from './premium-features.tsx';

/** The upgrade prompt's dialog (upgrade-prompt.tsx loads this file the first time the plan refuses something). */
export function UpgradePromptDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    // Above any dialog that was open when the API answered (the account editor, a form).
    <Modal opened={message !== null} onClose={onClose} title="Esto es parte de Premium" centered zIndex={1000}>
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        <PremiumFeatures />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Ahora no
          </Button>
          <Button
            onClick={() => {
              onClose();
              void navigate('/configuration#plan');
            }}
          >
            Ver planes
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { onPlanRequired } from '../../../lib/plan-required.ts';
import { PremiumFeatures } from './premium-features.tsx';

/**
 * Mounted once in the signed-in layout: when the API answers that the plan does not include
 * something (403 with X-Plan-Required), this offers Premium instead of showing a failure.
 */
export function UpgradePrompt() {
  const [message, setMessage] = useState<string | null>(null);
  const navigate = useNavigate();
  useEffect(() => onPlanRequired(setMessage), []);

  const close = () => setMessage(null);
  return (
    // Above any dialog that was open when the API answered (the account editor, a form).
    <Modal opened={message !== null} onClose={close} title="Esto es parte de Premium" centered zIndex={1000}>
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        <PremiumFeatures />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Ahora no
          </Button>
          <Button
            onClick={() => {
              close();
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

import { Modal } from '@mantine/core';
import { WhatsAppChatPanel } from './whatsapp-chat-panel.tsx';

/** The simulator in a dialog (the home screen's WhatsApp card loads this file on the first opening). */
export function WhatsAppChatModal({
  opened,
  onClose,
  example,
}: {
  opened: boolean;
  onClose: () => void;
  example: string;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Simulador de WhatsApp" centered size="lg">
      <WhatsAppChatPanel example={example} />
    </Modal>
  );
}

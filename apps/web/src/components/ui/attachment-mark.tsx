import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';

/** A paperclip with the count, on rows with receipts or invoices attached (decision 042). */
export function AttachmentMark({ count }: { count: number }) {
  if (count === 0) return null;
  const label = count === 1 ? '1 adjunto' : `${count} adjuntos`;
  return (
    <Group
      component="span"
      display="inline-flex"
      gap={0}
      wrap="nowrap"
      c="dimmed"
      title={label}
      data-testid="attachment-mark"
      style={{ flexShrink: 0, verticalAlign: 'middle', marginRight: 4 }}
    >
      <IconPaperclip size={14} aria-hidden="true" />
      <Text size="xs" component="span" aria-hidden="true">
        {count}
      </Text>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Group>
  );
}

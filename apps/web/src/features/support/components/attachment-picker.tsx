import { FileInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { MAX_ATTACHMENTS } from '@cuentas/shared/schemas/support';
import { ACCEPTED_FILES } from '../lib/attachments.ts';

type AttachmentPickerProps = { value: File[]; onChange: (files: File[]) => void; error?: string | null };

export function AttachmentPicker({ value, onChange, error }: AttachmentPickerProps) {
  return (
    <FileInput
      label="Adjuntos (opcional)"
      description={`Capturas o PDF: hasta ${MAX_ATTACHMENTS} archivos de 3 MB cada uno`}
      placeholder="Elegir archivos"
      multiple
      clearable
      accept={ACCEPTED_FILES}
      leftSection={<IconPaperclip size={16} aria-hidden="true" />}
      value={value}
      onChange={onChange}
      error={error ?? undefined}
    />
  );
}

import { Button, Group, Stack, Textarea } from '@mantine/core';
import type { ReplyInput } from '@cuentas/shared/schemas/support';
import { useState } from 'react';
import { toastErrors } from '../../../lib/toasts.ts';
import { attachmentProblem, readAttachments } from '../lib/attachments.ts';
import { AttachmentPicker } from './attachment-picker.tsx';
import { supportFieldErrors } from './server-field-errors.ts';

type ReplyFormProps = { label: string; submitLabel: string; onSend: (input: ReplyInput) => Promise<unknown> };

/** The box under a thread, for the user's reply or the staff's answer. */
export function ReplyForm({ label, submitLabel, onSend }: ReplyFormProps) {
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [messageError, setMessageError] = useState<string | null>(null);
  const [filesError, setFilesError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function send() {
    setMessageError(message.trim() ? null : 'Este campo es obligatorio');
    const problem = attachmentProblem(files);
    setFilesError(problem);
    if (!message.trim() || problem) return;
    setSending(true);
    try {
      await onSend({ message, attachments: await readAttachments(files) });
      setMessage('');
      setFiles([]);
    } catch (error) {
      const { byField, general } = supportFieldErrors(error, ['message', 'attachments']);
      setMessageError(byField.message ?? null);
      setFilesError(byField.attachments ?? null);
      toastErrors(general);
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Stack gap="sm">
        <Textarea
          label={label}
          autosize
          minRows={3}
          maxRows={12}
          maxLength={5000}
          value={message}
          error={messageError ?? undefined}
          onChange={(event) => setMessage(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Ctrl/Cmd+Enter sends, as in most mail and chat apps.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              void send();
            }
          }}
        />
        <AttachmentPicker value={files} onChange={setFiles} error={filesError} />
        <Group justify="flex-end">
          <Button type="submit" loading={sending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { zodResolver } from '../../../lib/zod-resolver.ts';
import {
  CreateTicketSchema,
  type TicketDetail,
  ticketCategories,
  ticketCategoryLabels,
} from '@cuentas/shared/schemas/support';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toastErrors, toastSuccess } from '../../../lib/toasts.ts';
import { useCreateTicket } from '../api/create-ticket.ts';
import { attachmentProblem, readAttachments } from '../lib/attachments.ts';
import { AttachmentPicker } from './attachment-picker.tsx';
import { supportFieldErrors } from './server-field-errors.ts';

const FormSchema = CreateTicketSchema.omit({ attachments: true });
type TicketForm = z.input<typeof FormSchema>;
const FIELDS = ['subject', 'category', 'message', 'attachments'] as const;

/** "Escríbenos": subject, category, message and files; the server's field errors land on their fields. */
export function TicketForm({ onCreated }: { onCreated: (ticket: TicketDetail) => void }) {
  const createTicket = useCreateTicket();
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm<TicketForm>({
    resolver: zodResolver(FormSchema),
    defaultValues: { subject: '', category: 'other', message: '' },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setGeneral([]);
    const problem = attachmentProblem(files);
    setFilesError(problem);
    if (problem) return;
    let ticket: TicketDetail;
    try {
      ticket = await createTicket.mutateAsync({ ...values, attachments: await readAttachments(files) });
    } catch (error) {
      const { byField, general: messages } = supportFieldErrors(error, FIELDS);
      for (const field of ['subject', 'category', 'message'] as const) {
        if (byField[field]) form.setError(field, { type: 'server', message: byField[field] }, { shouldFocus: true });
      }
      setFilesError(byField.attachments ?? null);
      setGeneral(messages);
      toastErrors(messages);
      return;
    }
    form.reset();
    setFiles([]);
    toastSuccess('Recibimos tu solicitud. Te avisaremos por correo cuando te respondamos.');
    onCreated(ticket);
  });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" maw={720}>
      <form onSubmit={submit} noValidate aria-labelledby="ticket-form-title">
        <Stack gap="md">
          <div>
            <Title order={2} fz="h3" id="ticket-form-title">
              Escríbenos
            </Title>
            <Text size="sm" c="dimmed">
              Te respondemos aquí, en «Mis solicitudes», y te avisamos por correo. Nunca te pediremos tu contraseña.
            </Text>
          </div>
          {general.length > 0 ? (
            <Alert color="red" variant="light" role="alert">
              {general.join(' ')}
            </Alert>
          ) : null}
          <TextInput
            label="Asunto"
            required
            maxLength={150}
            error={errors.subject?.message}
            {...form.register('subject')}
          />
          <NativeSelect
            label="Tema"
            required
            data={ticketCategories.map((value) => ({ value, label: ticketCategoryLabels[value] }))}
            error={errors.category?.message}
            {...form.register('category')}
          />
          <Textarea
            label="Mensaje"
            description="Cuéntanos qué pasó, qué esperabas y, si aplica, el banco o la pantalla."
            required
            autosize
            minRows={5}
            maxRows={14}
            maxLength={5000}
            error={errors.message?.message}
            {...form.register('message')}
          />
          <AttachmentPicker value={files} onChange={setFiles} error={filesError} />
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              Enviar solicitud
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

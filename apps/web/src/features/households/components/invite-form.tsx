import { zodResolver } from '../../../lib/zod-resolver.ts';
import { CreateInviteSchema, type CreateInviteInput } from '@cuentas/shared/schemas/households';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { toastErrors, toastSuccess } from '../../../lib/toasts.ts';
import { useInviteMember } from '../api/invite-member.ts';

/** «Invitar»: an address and a role; the link goes by mail. */
export function InviteForm({ ledgerId }: { ledgerId: string }) {
  const invite = useInviteMember(ledgerId);
  const form = useForm<CreateInviteInput>({
    resolver: zodResolver(CreateInviteSchema),
    defaultValues: { email: '', role: 'member' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(values);
    } catch (error) {
      toastErrors(applyServerErrors(error, form.setError, ['email', 'role']));
      return;
    }
    toastSuccess(`Enviamos la invitación a ${values.email.trim().toLowerCase()}`);
    form.reset();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="Correo de la persona"
          type="email"
          autoComplete="off"
          placeholder="luis@ejemplo.com"
          style={{ flex: '1 1 220px' }}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <NativeSelect
          label="Rol"
          data={[
            { value: 'member', label: 'Miembro: ve y registra' },
            { value: 'viewer', label: 'Solo lectura' },
          ]}
          error={errors.role?.message}
          {...form.register('role')}
        />
        <Button type="submit" mt={{ base: 0, xs: 25 }} loading={invite.isPending}>
          Invitar
        </Button>
      </Group>
    </form>
  );
}

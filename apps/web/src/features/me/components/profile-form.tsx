import { zodResolver } from '../../../lib/zod-resolver.ts';
import { requiredText } from '@cuentas/shared/schemas/common';
import type { Profile } from '@cuentas/shared/schemas/me';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { toastErrors, toastSuccess } from '../../../lib/toasts.ts';
import { useUpdateMe } from '../api/update-me.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export const PROFILE_UPDATED = '¡Perfil actualizado con éxito!';

const ProfileFormSchema = z.object({ name: requiredText(100) });
type ProfileFormValues = z.infer<typeof ProfileFormSchema>;

/** Name is editable; the email is the login and stays read-only. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const updateMe = useUpdateMe(ownErrors);
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(ProfileFormSchema),
    values: { name: profile.name },
  });

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await updateMe.mutateAsync({ name });
    } catch (error) {
      toastErrors(applyServerErrors(error, form.setError, ['name']));
      return;
    }
    toastSuccess(PROFILE_UPDATED);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Nombre"
          autoComplete="name"
          required
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <TextInput
          label="Correo electrónico"
          value={profile.email}
          readOnly
          description="Es tu usuario para iniciar sesión; no se puede cambiar."
          variant="filled"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
            Guardar cambios
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import type { Profile } from '@cuentas/shared/schemas/me';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useUpdateMe } from '../api/update-me.ts';
import { PROFILE_UPDATED } from './profile-form.tsx';
import { formatPhone } from '@cuentas/shared/phone-format';

/** The WhatsApp number on the profile; unlinking is a profile update with `phone: null`. */
export function LinkedPhone({ profile, linkAction }: { profile: Profile; linkAction?: ReactNode }) {
  const updateMe = useUpdateMe();

  function unlink() {
    updateMe.mutate({ phone: null }, { onSuccess: () => toastSuccess(PROFILE_UPDATED) });
  }

  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        <IconBrandWhatsapp size={28} color="var(--mantine-color-green-7)" aria-hidden="true" />
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            WhatsApp
          </Text>
          {profile.phone ? (
            <Group gap={6}>
              <Text size="sm">{formatPhone(profile.phone)}</Text>
              {profile.phone_verified_at ? (
                <Badge size="xs" color="green" variant="light">
                  Verificado
                </Badge>
              ) : null}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              Sin número vinculado
            </Text>
          )}
        </Stack>
      </Group>
      {profile.phone ? (
        <Button variant="default" size="sm" onClick={unlink} loading={updateMe.isPending}>
          Desvincular
        </Button>
      ) : (
        linkAction
      )}
    </Group>
  );
}

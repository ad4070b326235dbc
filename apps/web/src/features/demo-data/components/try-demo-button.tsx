import { Button, type ButtonProps } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useCreateDemoData } from '../api/create-demo-data.ts';
import { useDemoData } from '../api/get-demo-data.ts';

type TryDemoButtonProps = Pick<ButtonProps, 'size' | 'variant'> & { onCreated?: () => void };

/** «Probar con datos de ejemplo»: three months of a person in the user's country, wiped from the banner. */
export function TryDemoButton({ size = 'sm', variant = 'light', onCreated }: TryDemoButtonProps) {
  const status = useDemoData();
  const create = useCreateDemoData();
  if (status.data?.active) return null;
  return (
    <Button
      size={size}
      variant={variant}
      leftSection={<IconFlask size={16} aria-hidden="true" />}
      loading={create.isPending}
      onClick={() =>
        create.mutate(undefined, {
          onSuccess: (result) => {
            toastSuccess(result.message);
            onCreated?.();
          },
        })
      }
    >
      Probar con datos de ejemplo
    </Button>
  );
}

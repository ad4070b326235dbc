import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { STOP_ESCAPE, nestedModalProps } from './nested-modal.ts';

type ConfirmModalProps = {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  loading?: boolean;
  /** Keeps the confirm button off, e.g. until a typed confirmation matches. */
  confirmDisabled?: boolean;
  /** Focus the confirm button on opening instead of Cancel (or a field of `children` with `data-autofocus`). */
  focusConfirm?: boolean;
  /** Opened over another modal: Escape closes this one only (see nested-modal.ts). */
  nested?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * "¿Seguro?" before anything that cannot be undone. Cancel has the focus so Enter never deletes by
 * accident; Enter in a field of `children` confirms, like any form.
 */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  loading,
  confirmDisabled,
  focusConfirm,
  nested,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  const stop = nested ? STOP_ESCAPE : {};
  function submit(event: FormEvent) {
    event.preventDefault();
    // React carries a submit through the portal to any form around this modal (a movement's form
    // under the attachment it deletes): the confirmation is this form's alone.
    event.stopPropagation();
    if (!confirmDisabled && !loading) onConfirm();
  }

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered {...(nested ? nestedModalProps(onClose) : {})}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" component="div">
            {children}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus={focusConfirm ? undefined : true} {...stop}>
              Cancelar
            </Button>
            <Button
              type="submit"
              color="red"
              loading={loading}
              disabled={confirmDisabled}
              data-autofocus={focusConfirm ? true : undefined}
              {...stop}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

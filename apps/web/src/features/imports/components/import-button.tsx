import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileImport } from '@tabler/icons-react';
import { ImportWizard } from './import-wizard.tsx';

type ImportButtonProps = Omit<ButtonProps, 'children' | 'onClick'> & {
  /** Preselects the account in the wizard's first step. */
  accountId?: string;
  /** The money locale for the previews (the user's country); Spain's by default. */
  locale?: string;
  label?: string;
  /** An accessible name when the visible label alone is ambiguous (one button per account). */
  'aria-label'?: string;
};

/** "Importar movimientos": opens the import wizard, optionally for one account. */
export function ImportButton({ accountId, locale, label = 'Importar movimientos', ...buttonProps }: ImportButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="light" leftSection={<IconFileImport size={18} aria-hidden="true" />} {...buttonProps} onClick={open}>
        {label}
      </Button>
      <ImportWizard opened={opened} onClose={close} accountId={accountId} locale={locale} />
    </>
  );
}

import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileImport } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

// The wizard (file parsing, previews, its forms) is opened by few visits to the screens that show
// this button: its code is downloaded on the first opening, not with each of those screens.
const ImportWizard = lazy(() => import('./import-wizard.tsx').then((module) => ({ default: module.ImportWizard })));

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
  // Mounted from the first opening on, so closing it keeps its closing animation.
  const [wizardMounted, setWizardMounted] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconFileImport size={18} aria-hidden="true" />}
        {...buttonProps}
        onClick={() => {
          setWizardMounted(true);
          open();
        }}
      >
        {label}
      </Button>
      {wizardMounted ? (
        <Suspense fallback={null}>
          <ImportWizard opened={opened} onClose={close} accountId={accountId} locale={locale} />
        </Suspense>
      ) : null}
    </>
  );
}

import { Center, Loader } from '@mantine/core';

type FullPageSpinnerProps = {
  /** Fill the viewport (default) or only the area it is placed in, e.g. the shell's main column. */
  fill?: 'viewport' | 'container';
  label?: string;
};

/** Shown while a lazily loaded screen or the signed-in user's profile loads. */
export function FullPageSpinner({ fill = 'viewport', label = 'Cargando' }: FullPageSpinnerProps) {
  return (
    <Center role="status" aria-label={label} aria-live="polite" mih={fill === 'viewport' ? '100dvh' : '50dvh'} w="100%">
      <Loader size="lg" aria-hidden="true" />
    </Center>
  );
}

import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's PasswordInput with a Spanish toggle label. The toggle's label avoids the word
 * "contraseña" so a label lookup for the field finds only the input.
 */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': 'Mostrar u ocultar caracteres' }}
      aria-invalid={Boolean(props.error)}
      {...props}
    />
  );
}

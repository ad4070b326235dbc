import { Stack } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { PasswordStrength } from '../../../components/ui/password-strength.tsx';

type NewPasswordFieldsProps = {
  label: string;
  password: string;
  passwordField: UseFormRegisterReturn;
  confirmField: UseFormRegisterReturn;
  passwordError?: string;
  confirmError?: string;
};

/** A new password with its strength hint, and its confirmation (sign-up and reset). */
export function NewPasswordFields({
  label,
  password,
  passwordField,
  confirmField,
  passwordError,
  confirmError,
}: NewPasswordFieldsProps) {
  return (
    <>
      <Stack gap={6}>
        <PasswordField label={label} autoComplete="new-password" required error={passwordError} {...passwordField} />
        <PasswordStrength password={password} />
      </Stack>
      <PasswordField
        label="Confirmar contraseña"
        autoComplete="new-password"
        required
        error={confirmError}
        {...confirmField}
      />
    </>
  );
}

import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';

type OtpCodeInputProps = Omit<TextInputProps, 'label'> & { label?: string; ref?: Ref<HTMLInputElement> };

/**
 * One field for the 6-digit code (rather than six boxes): one label for assistive technology,
 * paste and SMS/mail autofill work, and tests find it by its label.
 */
export function OtpCodeInput({ label = 'Código de verificación', ...props }: OtpCodeInputProps) {
  return (
    <TextInput
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder="000000"
      size="lg"
      styles={{ input: { letterSpacing: '0.5em', fontVariantNumeric: 'tabular-nums', fontWeight: 600 } }}
      {...props}
    />
  );
}

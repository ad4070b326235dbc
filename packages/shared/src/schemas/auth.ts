import { z } from 'zod';
import { emailField, passwordField, phoneField, requiredText, uuidField } from './common.ts';

export const OTP_CODE_MESSAGE = 'El código debe tener 6 dígitos';

export const ValidateEmailSchema = z.object({ email: emailField });
export const ValidatePhoneSchema = z.object({ phone: phoneField });
export const OtpIdResponse = z.object({ otp_id: z.uuid() });

export const ConfirmOtpSchema = z.object({
  otp_id: uuidField,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, OTP_CODE_MESSAGE),
});
export const ConfirmOtpResponse = z.object({ verified: z.literal(true) });

export const RegisterSchema = z.object({
  otp_id: uuidField,
  email: emailField,
  name: requiredText(100),
  password: passwordField,
});

export const LoginSchema = z.object({ email: emailField, password: z.string().min(1).max(128) });
export const AuthTokenResponse = z.object({ auth_token: z.string() });

export const PasswordUpdateSchema = z.object({
  current_password: z.string().min(1).max(128),
  new_password: passwordField,
});

export const PasswordResetSchema = z.object({ email: emailField });
export const PasswordResetConfirmSchema = z.object({
  token: z.string().trim().min(1).max(200),
  password: passwordField,
});

export type ValidateEmailInput = z.infer<typeof ValidateEmailSchema>;
export type ValidatePhoneInput = z.input<typeof ValidatePhoneSchema>;
export type ConfirmOtpInput = z.infer<typeof ConfirmOtpSchema>;
export type RegisterInput = z.infer<typeof RegisterSchema>;
export type LoginInput = z.infer<typeof LoginSchema>;
export type PasswordUpdateInput = z.infer<typeof PasswordUpdateSchema>;
export type PasswordResetInput = z.infer<typeof PasswordResetSchema>;
export type PasswordResetConfirmInput = z.infer<typeof PasswordResetConfirmSchema>;

/** A rough strength score (0–4) for the hint shown under the password field. */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 | 4 {
  if (password.length < 8) return 0;
  let score = 1;
  if (password.length >= 12) score++;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) score++;
  if (/\d/.test(password) && /[^A-Za-z0-9]/.test(password)) score++;
  return Math.min(score, 4) as 0 | 1 | 2 | 3 | 4;
}

export const passwordStrengthLabels = ['Muy débil', 'Débil', 'Aceptable', 'Buena', 'Fuerte'] as const;

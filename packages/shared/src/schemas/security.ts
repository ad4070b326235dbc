import { z } from 'zod';
import { OTP_CODE_MESSAGE } from './auth.ts';

/*
 * Two-step sign-in (TOTP and recovery codes) and the list of active sessions (decision 041).
 */

export const SECOND_STEP_CODE_MESSAGE = 'Escribe los 6 dígitos de tu app o un código de recuperación';

/** A recovery code as shown: ten letters and digits of base32 in two groups, `abcde-fghij`. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{5}-[a-z2-7]{5}$/;

/** Spaces and dashes typed or pasted inside a code are dropped, letters lower-cased. */
const normalise = (value: string) => value.replace(/[\s-]/g, '').toLowerCase();

/** The 6 digits of the authenticator app. */
export const totpCodeField = z
  .string()
  .transform(normalise)
  .pipe(z.string().regex(/^\d{6}$/, OTP_CODE_MESSAGE));

/** The second step accepts the app's 6 digits or one recovery code (answered as `abcde-fghij`). */
export const secondStepCodeField = z
  .string()
  .transform(normalise)
  .pipe(z.string().regex(/^(\d{6}|[a-z2-7]{10})$/, SECOND_STEP_CODE_MESSAGE))
  .transform((code) => (code.length === 10 ? `${code.slice(0, 5)}-${code.slice(5)}` : code));

/**
 * What `POST /auth/login` answers: a token, or, for a user with two-step sign-in, the challenge
 * that `POST /auth/login/two-factor` completes. `auth_token` keeps its name (docs/architecture.md §5.4).
 */
export const LoginResponse = z.union([
  z.object({ auth_token: z.string() }),
  z.object({ two_factor_required: z.literal(true), challenge_token: z.string() }),
]);
export type LoginAnswer = z.infer<typeof LoginResponse>;

export const TwoFactorLoginSchema = z.object({
  challenge_token: z.string().trim().min(1).max(200),
  code: secondStepCodeField,
});

export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.iso.datetime({ offset: true }).nullable(),
  recovery_codes_left: z.number().int(),
});

export const TwoFactorSetupResponse = z.object({ secret: z.string(), otpauth_uri: z.string() });
export const EnableTwoFactorSchema = z.object({ code: totpCodeField });
export const RecoveryCodesResponse = z.object({ recovery_codes: z.array(z.string()) });
export const DisableTwoFactorSchema = z.object({
  password: z.string().min(1).max(128),
  code: secondStepCodeField,
});

export const SessionSchema = z.object({
  id: z.uuid(),
  /** «Chrome en Windows», read from the User-Agent; «Navegador desconocido» without one. */
  device: z.string(),
  /** Shortened: the first three parts of an IPv4 address, the first three groups of an IPv6 one. */
  ip: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  last_used_at: z.iso.datetime({ offset: true }),
  current: z.boolean(),
});
export const SessionListResponse = z.object({ items: z.array(SessionSchema) });
export const SessionIdParams = z.object({ id: z.uuid() });
export const ClosedSessionsResponse = z.object({ message: z.string(), closed: z.number().int() });

export type TwoFactorLoginInput = z.infer<typeof TwoFactorLoginSchema>;
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupResponse>;
export type EnableTwoFactorInput = z.input<typeof EnableTwoFactorSchema>;
export type DisableTwoFactorInput = z.input<typeof DisableTwoFactorSchema>;
export type ActiveSession = z.infer<typeof SessionSchema>;

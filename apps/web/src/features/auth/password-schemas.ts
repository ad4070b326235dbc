import { messages } from '@cuentas/shared/messages';
import { passwordField } from '@cuentas/shared/schemas/common';
import { z } from 'zod';

export const PASSWORDS_DIFFER = 'Las contraseñas no coinciden';

/** A new password typed twice; the mismatch is reported on the confirmation field. */
export const NewPasswordSchema = z
  .object({ password: passwordField, confirm_password: z.string().min(1, messages.required) })
  .refine((values) => values.password === values.confirm_password, {
    message: PASSWORDS_DIFFER,
    path: ['confirm_password'],
  });

import { z } from 'zod';
import { requiredText } from './common.ts';

export const ProfileSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  phone_verified_at: z.string().nullable(),
  created_at: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** The phone changes only through the WhatsApp OTP flow; here it can only be unlinked (null). */
export const UpdateMeSchema = z.object({
  name: requiredText(100).optional(),
  phone: z.null().optional(),
});
export type UpdateMeInput = z.infer<typeof UpdateMeSchema>;

export const DeleteMeSchema = z.object({ password: z.string().min(1).max(128) });
export type DeleteMeInput = z.infer<typeof DeleteMeSchema>;

export const plans = ['free', 'premium', 'self_hosted'] as const;
export const PermissionsSchema = z.object({
  plan: z.enum(plans),
  permissions: z.array(z.string()),
});
export type Permissions = z.infer<typeof PermissionsSchema>;

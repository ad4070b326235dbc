import { z } from 'zod';
import { emailField } from './common.ts';

/** A person's role in a household's ledger (decision 044). */
export const HouseholdRoleSchema = z.enum(['owner', 'member', 'viewer']);
export type HouseholdRole = z.infer<typeof HouseholdRoleSchema>;

/** The roles an invitation or a role change may give; owners are made by changing a member's role. */
export const InvitedRoleSchema = z.enum(['member', 'viewer']);

export const householdRoleLabels: Record<HouseholdRole, string> = {
  owner: 'Administra',
  member: 'Miembro',
  viewer: 'Solo lectura',
};

export const HouseholdMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: HouseholdRoleSchema,
  is_founder: z.boolean(),
  joined_at: z.string(),
});

export const HouseholdInviteSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: InvitedRoleSchema,
  expires_at: z.string(),
  created_at: z.string(),
});
export type HouseholdInvite = z.infer<typeof HouseholdInviteSchema>;

/** A ledger the signed-in person belongs to; `invites` are listed to its owners only. */
export const HouseholdSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: HouseholdRoleSchema,
  is_own: z.boolean(),
  member_limit: z.number().int().nullable(),
  members: z.array(HouseholdMemberSchema),
  invites: z.array(HouseholdInviteSchema),
});
export type Household = z.infer<typeof HouseholdSchema>;

export const CreateInviteSchema = z.object({ email: emailField, role: InvitedRoleSchema.default('member') });
export type CreateInviteInput = z.input<typeof CreateInviteSchema>;

export const ChangeRoleSchema = z.object({ role: HouseholdRoleSchema });

/** What an invitation's link shows before it is accepted. */
export const InvitationSchema = z.object({
  household_name: z.string(),
  invited_by: z.string(),
  email: z.string(),
  role: InvitedRoleSchema,
  expires_at: z.string(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

/** The link's token: 43 characters of base64url (256 bits). */
export const InvitationTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

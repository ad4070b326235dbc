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
  /**
   * Whether the signed-in person takes the household's shared notices (its reminders nobody in it
   * created, the shared budget's alerts; decision 054). Unchosen: yes for the founder only.
   */
  shared_notices: z.boolean(),
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

export const SplitMethodSchema = z.enum(['equal', 'shares', 'amounts', 'income']);
export type SplitMethod = z.infer<typeof SplitMethodSchema>;

/**
 * How a shared expense is split: `equal` and `income` among `members` (all the household when
 * left out); `shares` and `amounts` with a `value` per member (a weight, or minor units that must
 * add up to the expense).
 */
export const ShareExpenseSchema = z.object({
  paid_by: z.uuid(),
  /** Left out with no `members` nor `values`: the category's default split, or equal (decision 050). */
  method: SplitMethodSchema.optional(),
  members: z.array(z.uuid()).min(1).max(6).optional(),
  values: z
    .array(z.object({ member_id: z.uuid(), value: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) }))
    .min(1)
    .max(6)
    .optional(),
});
export type ShareExpenseInput = z.input<typeof ShareExpenseSchema>;

export const SharedExpenseSchema = z.object({
  transaction_id: z.uuid(),
  date: z.string(),
  payee: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  paid_by: z.uuid(),
  method: SplitMethodSchema,
  shares: z.array(z.object({ member_id: z.uuid(), amount: z.number().int() })),
});
export type SharedExpense = z.infer<typeof SharedExpenseSchema>;

/**
 * «Saldar»: with `from_account_id` and `to_account_id` (two accounts of the ledger, cash among
 * them) the money is also booked as a transfer between them, linked to the settlement.
 */
export const SettleSchema = z
  .object({
    from_member: z.uuid(),
    to_member: z.uuid(),
    amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    currency: z.string().regex(/^[A-Z]{3}$/),
    date: z.iso.date().optional(),
    from_account_id: z.uuid('Elige la cuenta de la que sale el dinero').optional(),
    to_account_id: z.uuid('Elige la cuenta a la que llega el dinero').optional(),
  })
  .superRefine((value, context) => {
    if (value.from_account_id && !value.to_account_id)
      context.addIssue({
        code: 'custom',
        path: ['to_account_id'],
        message: 'Elige la cuenta a la que llega el dinero',
      });
    if (value.to_account_id && !value.from_account_id)
      context.addIssue({
        code: 'custom',
        path: ['from_account_id'],
        message: 'Elige la cuenta de la que sale el dinero',
      });
  });
export type SettleInput = z.input<typeof SettleSchema>;

export const SettlementSchema = z.object({
  id: z.uuid(),
  from_member: z.uuid(),
  to_member: z.uuid(),
  amount: z.number().int(),
  currency: z.string(),
  date: z.string(),
  /** The transfer booked with it (the two legs' `transfer_id`), or null for a settlement in words only. */
  transfer_id: z.uuid().nullable(),
});

/** Who owes whom, per currency, with the movements behind it («Ana le debe a Luis 184.300»). */
export const BalancesSchema = z.object({
  currencies: z.array(
    z.object({
      currency: z.string(),
      positions: z.array(z.object({ member_id: z.uuid(), name: z.string(), net: z.number().int() })),
      debts: z.array(
        z.object({
          from_member: z.uuid(),
          to_member: z.uuid(),
          amount: z.number().int(),
          text: z.string(),
        }),
      ),
    }),
  ),
  expenses: z.array(SharedExpenseSchema),
  settlements: z.array(SettlementSchema),
});
export type Balances = z.infer<typeof BalancesSchema>;

/** Whether the household's shared reminders and budget alerts reach the person (decision 054). */
export const SharedNoticesSchema = z.object({ shared: z.boolean() });

export const IncomeSchema = z.object({ income: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable() });

/** A shared category's default split (decision 050): equal, by income, or by weights per member. */
export const CategorySplitMethodSchema = z.enum(['equal', 'income', 'shares']);

export const CategorySplitInputSchema = z
  .object({
    method: CategorySplitMethodSchema,
    values: z
      .array(z.object({ member_id: z.uuid(), value: z.number().int().min(0).max(1000) }))
      .min(1)
      .max(6)
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.method === 'shares' && !value.values?.some((item) => item.value > 0))
      context.addIssue({ code: 'custom', path: ['values'], message: 'Indica el peso de cada persona' });
  });
export type CategorySplitInput = z.input<typeof CategorySplitInputSchema>;

export const CategorySplitSchema = z.object({
  category_id: z.uuid(),
  category_name: z.string(),
  method: CategorySplitMethodSchema,
  values: z.array(z.object({ member_id: z.uuid(), value: z.number().int() })).nullable(),
});
export type CategorySplit = z.infer<typeof CategorySplitSchema>;

/** An owner who is not the founder hands their role over to another member and stays as a member. */
export const HandoverSchema = z.object({ member_id: z.uuid('Elige a quién le entregas la administración') });

import { z } from 'zod';
import {
  BalancesSchema,
  CategorySplitInputSchema,
  CategorySplitSchema,
  ChangeRoleSchema,
  HandoverSchema,
  CreateInviteSchema,
  HouseholdInviteSchema,
  HouseholdMemberSchema,
  HouseholdSchema,
  InvitationSchema,
  IncomeSchema,
  SharedNoticesSchema,
  InvitationTokenParams,
  SettleSchema,
  SettlementSchema,
  ShareExpenseSchema,
  SharedExpenseSchema,
} from '../schemas/households.ts';
import { MessageResponse } from '../schemas/common.ts';
import { endpoint } from './endpoint.ts';

// Households (decision 044): every path names the ledger it acts on, so leaving and a viewer's own
// membership work whatever ledger the person has open.
const ledger = z.object({ id: z.uuid() });

export const list = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/households',
  response: z.array(HouseholdSchema),
});
export const invite = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/households/:id/invites',
  params: ledger,
  body: CreateInviteSchema,
  response: HouseholdInviteSchema,
  status: 201,
  failures: [403, 409],
});
export const revokeInvite = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/households/:id/invites/:inviteId',
  params: z.object({ id: z.uuid(), inviteId: z.uuid() }),
  response: MessageResponse,
  failures: [403],
});
export const changeRole = /* @__PURE__ */ endpoint({
  method: 'PATCH',
  path: '/households/:id/members/:memberId',
  params: z.object({ id: z.uuid(), memberId: z.uuid() }),
  body: ChangeRoleSchema,
  response: HouseholdMemberSchema,
  failures: [403, 409],
});
export const removeMember = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/households/:id/members/:memberId',
  params: z.object({ id: z.uuid(), memberId: z.uuid() }),
  response: MessageResponse,
  failures: [403, 409],
});
export const leave = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/households/:id/leave',
  params: ledger,
  response: MessageResponse,
  failures: [409],
});
/** Signed out too: the link shows who invites whom before the invitee signs in or up. */
export const invitation = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/household-invitations/:token',
  params: InvitationTokenParams,
  response: InvitationSchema,
});
export const accept = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/household-invitations/:token/accept',
  params: InvitationTokenParams,
  response: HouseholdSchema,
  failures: [403],
});

// Shared expenses and settling up (decision 044).
const expense = z.object({ id: z.uuid(), transactionId: z.uuid() });

export const shareExpense = /* @__PURE__ */ endpoint({
  method: 'PUT',
  path: '/households/:id/shared-expenses/:transactionId',
  params: expense,
  body: ShareExpenseSchema,
  response: SharedExpenseSchema,
  failures: [403],
});
export const unshareExpense = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/households/:id/shared-expenses/:transactionId',
  params: expense,
  response: MessageResponse,
  failures: [403],
});
export const balances = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/households/:id/balances',
  params: ledger,
  response: BalancesSchema,
});
export const settle = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/households/:id/settlements',
  params: ledger,
  body: SettleSchema,
  response: SettlementSchema,
  status: 201,
  failures: [403, 409],
});
export const setIncome = /* @__PURE__ */ endpoint({
  method: 'PUT',
  path: '/households/:id/members/:memberId/income',
  params: z.object({ id: z.uuid(), memberId: z.uuid() }),
  body: IncomeSchema,
  response: MessageResponse,
  failures: [403],
});

// Default splits per shared category and handing the household over (decision 050).
export const categorySplits = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/households/:id/category-splits',
  params: ledger,
  response: z.array(CategorySplitSchema),
});
export const setCategorySplit = /* @__PURE__ */ endpoint({
  method: 'PUT',
  path: '/households/:id/category-splits/:categoryId',
  params: z.object({ id: z.uuid(), categoryId: z.uuid() }),
  body: CategorySplitInputSchema,
  response: CategorySplitSchema,
  failures: [403],
});
export const removeCategorySplit = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/households/:id/category-splits/:categoryId',
  params: z.object({ id: z.uuid(), categoryId: z.uuid() }),
  response: MessageResponse,
  failures: [403],
});
export const handover = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/households/:id/handover',
  params: ledger,
  body: HandoverSchema,
  response: MessageResponse,
  failures: [403, 409],
});
export const sharedNotices = /* @__PURE__ */ endpoint({
  method: 'PUT',
  path: '/households/:id/notices',
  params: ledger,
  body: SharedNoticesSchema,
  response: MessageResponse,
});

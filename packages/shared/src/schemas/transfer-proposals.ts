import { z } from 'zod';

/** Why the matcher proposes an own transfer (decision 032). */
export const transferReasons = [
  'names_account',
  'names_you',
  'transfer_words',
  'card_payment',
  'cash',
  'several_candidates',
  'amount_and_date',
] as const;

const Leg = z.object({
  id: z.uuid(),
  account_id: z.uuid(),
  date: z.string(),
  amount: z.number().int(),
  text: z.string(),
});

/** An own transfer waiting for the user: the imported movement and its possible other leg. */
export const TransferProposalSchema = z.object({
  id: z.uuid(),
  import_id: z.uuid().nullable(),
  transaction_id: z.uuid(),
  counterpart_id: z.uuid().nullable(),
  /** The other account: the counterpart's, or the one the text names for a one-leg transfer. */
  account_id: z.uuid(),
  account_name: z.string(),
  reasons: z.array(z.string()),
  transaction: Leg,
  counterpart: Leg.nullable(),
});
export type TransferProposal = z.output<typeof TransferProposalSchema>;

export const ListTransferProposalsQuery = z.object({ import_id: z.uuid().optional() });

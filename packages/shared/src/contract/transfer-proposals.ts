import { z } from 'zod';
import { MessageResponse } from '../schemas/common.ts';
import { ListTransferProposalsQuery, TransferProposalSchema } from '../schemas/transfer-proposals.ts';
import { TransactionSchema } from '../schemas/transactions.ts';
import { endpoint } from './endpoint.ts';

const IdParams = z.object({ id: z.uuid() });

// Own transfers an import proposed for confirmation (decision 032).
export const list = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/transfer-proposals',
  query: ListTransferProposalsQuery,
  response: z.array(TransferProposalSchema),
});
/** Links the two legs (or creates the other leg of a one-leg transfer); answers both legs. */
export const confirm = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/transfer-proposals/:id/confirm',
  params: IdParams,
  response: z.array(TransactionSchema),
});
export const reject = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/transfer-proposals/:id/reject',
  params: IdParams,
  response: MessageResponse,
});

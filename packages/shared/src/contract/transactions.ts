import { z } from 'zod';
import {
  BulkResultSchema,
  BulkTransactionsSchema,
  CreateTransactionSchema,
  CreateTransferSchema,
  DeleteTransactionResultSchema,
  ListTransactionsQuery,
  TransactionFiltersSchema,
  TransactionPageSchema,
  TransactionSchema,
  TransactionTotalsSchema,
  UndoResultSchema,
  UpdateTransactionSchema,
} from '../schemas/transactions.ts';
import { endpoint } from './endpoint.ts';

const IdParams = z.object({ id: z.uuid() });

export const list = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/transactions',
  query: ListTransactionsQuery,
  response: TransactionPageSchema,
});
export const totals = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/transactions/totals',
  query: TransactionFiltersSchema,
  response: TransactionTotalsSchema,
});
/** A CSV file, not JSON: the web downloads it as a blob. */
export const exportCsv = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/transactions/export',
  query: TransactionFiltersSchema,
});
export const create = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/transactions',
  body: CreateTransactionSchema,
  response: TransactionSchema,
  status: 201,
});
export const bulk = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/transactions/bulk',
  body: BulkTransactionsSchema,
  response: BulkResultSchema,
});
/** Puts back what a deletion or bulk edit changed, once, within its grace (decision 046). */
export const undo = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/transactions/undo/:id',
  params: IdParams,
  response: UndoResultSchema,
});
export const get = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/transactions/:id',
  params: IdParams,
  response: TransactionSchema,
});
export const update = /* @__PURE__ */ endpoint({
  method: 'PATCH',
  path: '/transactions/:id',
  params: IdParams,
  body: UpdateTransactionSchema,
  response: TransactionSchema,
  /** 403: a transfer whose other half is in an account hidden from the person (decision 056). */
  failures: [403],
});
export const remove = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/transactions/:id',
  params: IdParams,
  response: DeleteTransactionResultSchema,
  failures: [403],
});
export const createTransfer = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/transfers',
  body: CreateTransferSchema,
  response: z.array(TransactionSchema),
  status: 201,
});

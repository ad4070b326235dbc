import { z } from 'zod';
import {
  BudgetOwnerQuery,
  BudgetSchema,
  CopyBudgetSchema,
  SetBudgetLinesSchema,
  budgetMonth,
} from '../schemas/budgets.ts';
import { MessageResponse } from '../schemas/common.ts';
import { endpoint } from './endpoint.ts';

// A month's budget lives at /budgets/{YYYY-MM} (docs/architecture.md §5.5).
const MonthParams = z.object({ month: budgetMonth });

export const get = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/budgets/:month',
  params: MonthParams,
  query: BudgetOwnerQuery,
  response: BudgetSchema,
});
export const set = /* @__PURE__ */ endpoint({
  method: 'PUT',
  path: '/budgets/:month',
  params: MonthParams,
  query: BudgetOwnerQuery,
  body: SetBudgetLinesSchema,
  response: BudgetSchema,
});
export const copy = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/budgets/:month/copy',
  params: MonthParams,
  query: BudgetOwnerQuery,
  body: CopyBudgetSchema,
  response: MessageResponse,
});

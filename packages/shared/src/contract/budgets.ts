import { z } from 'zod';
import { BudgetSchema, CopyBudgetSchema, SetBudgetLinesSchema, budgetMonth } from '../schemas/budgets.ts';
import { MessageResponse } from '../schemas/common.ts';
import { endpoint } from './endpoint.ts';

// A month's budget lives at /budgets/{YYYY-MM} (docs/architecture.md §5.5).
const MonthParams = z.object({ month: budgetMonth });

export const get = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/budgets/:month',
  params: MonthParams,
  response: BudgetSchema,
});
export const set = /* @__PURE__ */ endpoint({
  method: 'PUT',
  path: '/budgets/:month',
  params: MonthParams,
  body: SetBudgetLinesSchema,
  response: BudgetSchema,
});
export const copy = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/budgets/:month/copy',
  params: MonthParams,
  body: CopyBudgetSchema,
  response: MessageResponse,
});

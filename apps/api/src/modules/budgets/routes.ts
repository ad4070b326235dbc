import { z } from 'zod';
import { BudgetSchema, CopyBudgetSchema, SetBudgetLinesSchema, budgetMonth } from '@cuentas/shared/schemas/budgets';
import { MessageResponse } from '@cuentas/shared/schemas/common';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { type App, dataOf, failures } from '../../lib/http.ts';
import { copyBudget, getBudget, setBudget } from './service.ts';

const tags = ['budgets'];
const MonthParams = z.object({ month: budgetMonth });

export async function budgetRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));

  app.get('/budgets/:month', {
    schema: { tags, params: MonthParams, response: { 200: dataOf(BudgetSchema), ...failures } },
    handler: async (request) => ({ data: await getBudget(deps, sessionOf(request), request.params.month) }),
  });
  app.put('/budgets/:month', {
    schema: { tags, params: MonthParams, body: SetBudgetLinesSchema, response: { 200: dataOf(BudgetSchema), ...failures } },
    handler: async (request) => ({ data: await setBudget(deps, sessionOf(request), request.params.month, request.body) }),
  });
  app.post('/budgets/:month/copy', {
    schema: { tags, params: MonthParams, body: CopyBudgetSchema, response: { 200: dataOf(MessageResponse), ...failures } },
    handler: async (request) => ({ data: await copyBudget(deps, sessionOf(request), request.params.month, request.body.source) }),
  });
}

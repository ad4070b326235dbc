import * as api from '@cuentas/shared/contract/reports';
import type { ReportQueryInput } from '@cuentas/shared/schemas/reports';
import { requireAuth, type SessionInfo, sessionOf } from '../../lib/auth.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import { requirePermission } from '../kernel/plan.ts';
import { requireReportHistory } from '../subscription/service.ts';
import { reportContext } from './context.ts';
import { forecast } from './forecast.ts';
import { budgetVsActual, cashFlow, incomeExpense, spendingByCategory } from './history.ts';
import { netWorthSeries } from './net-worth-series.ts';

export async function reportRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));
  const route = contractRoutes(app, ['reports']);
  // Gratis covers the last 12 months and no forecast (decision 014).
  app.addHook('preHandler', requireReportHistory(deps));

  const context = (query: ReportQueryInput, session: SessionInfo) => reportContext(deps, session, query);

  route(api.incomeExpense, {
    handler: async (request) => ({
      data: await incomeExpense(deps, await context(request.query, sessionOf(request)), request.query),
    }),
  });
  route(api.spendingByCategory, {
    handler: async (request) => ({
      data: await spendingByCategory(deps, await context(request.query, sessionOf(request)), request.query),
    }),
  });
  route(api.netWorth, {
    handler: async (request) => ({
      data: await netWorthSeries(deps, await context(request.query, sessionOf(request)), request.query),
    }),
  });
  route(api.cashFlow, {
    handler: async (request) => ({
      data: await cashFlow(deps, await context(request.query, sessionOf(request)), request.query),
    }),
  });
  route(api.budgetVsActual, {
    handler: async (request) => ({
      data: await budgetVsActual(deps, await context(request.query, sessionOf(request)), request.query),
    }),
  });

  route(api.forecast, {
    preHandler: requirePermission(deps, 'forecast.view'),
    handler: async (request) => ({ data: await forecast(deps, sessionOf(request), request.query.months) }),
  });
}

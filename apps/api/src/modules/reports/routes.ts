import {
  BudgetVsActualReportSchema,
  CashFlowReportSchema,
  ForecastQuery,
  ForecastSchema,
  IncomeExpenseReportSchema,
  NetWorthReportSchema,
  ReportQuery,
  type ReportQueryInput,
  SpendingReportSchema,
} from '@cuentas/shared/schemas/reports';
import { requireAuth, type SessionInfo, sessionOf } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { type App, dataOf, failures } from '../../lib/http.ts';
import { requirePermission } from '../kernel/plan.ts';
import { requireReportHistory } from '../subscription/service.ts';
import { reportContext } from './context.ts';
import { forecast } from './forecast.ts';
import { budgetVsActual, cashFlow, incomeExpense, spendingByCategory } from './history.ts';
import { netWorthSeries } from './net-worth-series.ts';

const tags = ['reports'];

export async function reportRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));
  // Gratis covers the last 12 months and no forecast (decision 014).
  app.addHook('preHandler', requireReportHistory(deps));

  const context = (query: ReportQueryInput, session: SessionInfo) => reportContext(deps, session, query);

  app.get('/reports/income-expense', {
    schema: { tags, querystring: ReportQuery, response: { 200: dataOf(IncomeExpenseReportSchema), ...failures } },
    handler: async (request) => ({ data: await incomeExpense(deps, await context(request.query, sessionOf(request)), request.query) }),
  });
  app.get('/reports/spending-by-category', {
    schema: { tags, querystring: ReportQuery, response: { 200: dataOf(SpendingReportSchema), ...failures } },
    handler: async (request) => ({ data: await spendingByCategory(deps, await context(request.query, sessionOf(request)), request.query) }),
  });
  app.get('/reports/net-worth', {
    schema: { tags, querystring: ReportQuery, response: { 200: dataOf(NetWorthReportSchema), ...failures } },
    handler: async (request) => ({ data: await netWorthSeries(deps, await context(request.query, sessionOf(request)), request.query) }),
  });
  app.get('/reports/cash-flow', {
    schema: { tags, querystring: ReportQuery, response: { 200: dataOf(CashFlowReportSchema), ...failures } },
    handler: async (request) => ({ data: await cashFlow(deps, await context(request.query, sessionOf(request)), request.query) }),
  });
  app.get('/reports/budget-vs-actual', {
    schema: { tags, querystring: ReportQuery, response: { 200: dataOf(BudgetVsActualReportSchema), ...failures } },
    handler: async (request) => ({ data: await budgetVsActual(deps, await context(request.query, sessionOf(request)), request.query) }),
  });

  app.get('/reports/forecast', {
    preHandler: requirePermission(deps, 'forecast.view'),
    schema: { tags, querystring: ForecastQuery, response: { 200: dataOf(ForecastSchema), ...failures } },
    handler: async (request) => ({ data: await forecast(deps, sessionOf(request), request.query.months) }),
  });
}

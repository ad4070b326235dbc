import {
  BudgetVsActualReportSchema,
  CashFlowReportSchema,
  ForecastQuery,
  ForecastSchema,
  IncomeExpenseReportSchema,
  NetWorthReportSchema,
  ReportQuery,
  SpendingReportSchema,
} from '../schemas/reports.ts';
import { endpoint } from './endpoint.ts';

// The dashboard's /reports/dashboard is in contract/dashboard.ts.
export const incomeExpense = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/reports/income-expense',
  query: ReportQuery,
  response: IncomeExpenseReportSchema,
});
export const spendingByCategory = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/reports/spending-by-category',
  query: ReportQuery,
  response: SpendingReportSchema,
});
export const netWorth = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/reports/net-worth',
  query: ReportQuery,
  response: NetWorthReportSchema,
});
export const cashFlow = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/reports/cash-flow',
  query: ReportQuery,
  response: CashFlowReportSchema,
});
export const budgetVsActual = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/reports/budget-vs-actual',
  query: ReportQuery,
  response: BudgetVsActualReportSchema,
});
export const forecast = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/reports/forecast',
  query: ForecastQuery,
  response: ForecastSchema,
});

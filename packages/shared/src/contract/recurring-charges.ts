import { z } from 'zod';
import {
  AddChargeToBudgetSchema,
  ChargeBudgetLineSchema,
  RecurringChargeSchema,
} from '../schemas/recurring-charges.ts';
import { endpoint } from './endpoint.ts';

// Charges that recur in the user's movements, proposed as reminders (decision 032).
export const list = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/recurring-charges',
  response: z.array(RecurringChargeSchema),
});

// Adds a charge's monthly cost to its category's line in this month's budget.
export const addToBudget = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/recurring-charges/budget-line',
  body: AddChargeToBudgetSchema,
  response: ChargeBudgetLineSchema,
  status: 201,
});

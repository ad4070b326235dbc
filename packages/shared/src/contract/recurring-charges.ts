import { z } from 'zod';
import { RecurringChargeSchema } from '../schemas/recurring-charges.ts';
import { endpoint } from './endpoint.ts';

// Charges that recur in the user's movements, proposed as reminders (decision 032).
export const list = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/recurring-charges',
  response: z.array(RecurringChargeSchema),
});

import { z } from 'zod';
import { plans } from './me.ts';

export const billingModes = ['off', 'sandbox', 'stripe'] as const;
export const billingIntervals = ['month', 'year'] as const;
export type BillingInterval = (typeof billingIntervals)[number];

/** Names shown to people (decision 014); `self_hosted` is billing off: everything included. */
export const planNames = { free: 'Gratis', premium: 'Premium', self_hosted: 'Autoalojado' } as const;

export const PlanPriceSchema = z.object({ currency: z.string(), monthly: z.number().int(), yearly: z.number().int() });
export type PlanPrice = z.infer<typeof PlanPriceSchema>;

export const SubscriptionSchema = z.object({
  billing_mode: z.enum(billingModes),
  plan: z.enum(plans),
  plan_name: z.string(),
  /** Stripe's subscription status, or 'none' when the user never subscribed. */
  status: z.string(),
  interval: z.enum(billingIntervals).nullable(),
  current_period_end: z.string().nullable(),
  /** When Premium renews (null when it ends at the period's end or there is nothing to renew). */
  renews_at: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  /** A renewal payment failed: Premium lasts until this date unless the card is fixed. */
  grace_until: z.string().nullable(),
  permissions: z.array(z.string()),
  limits: z.object({ accounts: z.number().int().nullable(), report_history_months: z.number().int().nullable() }),
  /** Premium's price in the user's currency (EUR when theirs is not offered). */
  price: PlanPriceSchema.nullable(),
  /** How the user changes or cancels: the Stripe portal, the sandbox's own buttons, or nothing (billing off). */
  manage: z.enum(['portal', 'sandbox', 'none']),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const CheckoutSchema = z.object({ interval: z.enum(billingIntervals) });
export type CheckoutInput = z.infer<typeof CheckoutSchema>;

export const RedirectSchema = z.object({ url: z.string() });
export type Redirect = z.infer<typeof RedirectSchema>;

export const InvoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['paid', 'failed']),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  hosted_invoice_url: z.string().nullable(),
  created_at: z.string(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

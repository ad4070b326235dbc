import { z } from 'zod';

/** Whether the ledger holds the example data of «Probar con datos de ejemplo», and since when. */
export const DemoDataStatusSchema = z.object({
  active: z.boolean(),
  created_at: z.string().nullable(),
});
export type DemoDataStatus = z.infer<typeof DemoDataStatusSchema>;

/** What the example ledger wrote. */
export const DemoDataCreatedSchema = DemoDataStatusSchema.extend({
  message: z.string(),
  accounts: z.number().int(),
  transactions: z.number().int(),
});
export type DemoDataCreated = z.infer<typeof DemoDataCreatedSchema>;

/** What the wipe removed; an account the user booked movements in stays, as theirs. */
export const DemoDataRemovedSchema = z.object({
  message: z.string(),
  transactions: z.number().int(),
  kept_accounts: z.number().int(),
});
export type DemoDataRemoved = z.infer<typeof DemoDataRemovedSchema>;

import { z } from 'zod';

/** The format a backup zip is written in (decision 040); a restore refuses a newer one. */
export const BACKUP_FORMAT = 'cuentas-claras-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** What a restore answers: how many rows of each file it wrote back. */
export const RestoreResultSchema = z.object({
  message: z.string(),
  counts: z.record(z.string(), z.number().int().min(0)),
});
export type RestoreResult = z.infer<typeof RestoreResultSchema>;

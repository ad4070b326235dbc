import { and, eq, lt } from 'drizzle-orm';
import type { Deps } from '../lib/deps.ts';
import { imports } from './schema/index.ts';

/** A file uploaded for import and never confirmed (the page was closed half-way) is dropped after this long. */
const PENDING_IMPORT_DAYS = 7;

/** Deletes imports left pending for longer than PENDING_IMPORT_DAYS, with the file they hold. */
export async function purgeAbandonedImports(deps: Deps): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - PENDING_IMPORT_DAYS * 86_400_000);
  const deleted = await deps.db
    .delete(imports)
    .where(and(eq(imports.status, 'pending'), lt(imports.createdAt, cutoff)))
    .returning({ id: imports.id });
  return deleted.length;
}

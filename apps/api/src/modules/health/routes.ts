import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Deps } from '../../lib/deps.ts';
import { type App, dataOf } from '../../lib/http.ts';

const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'pg']),
  /** The job queue's depth: jobs waiting to run (or for a retry) and jobs failed for good (decision 026). */
  queue: z.object({ waiting: z.number().int(), failed: z.number().int() }),
});

export async function healthRoutes(app: App, deps: Deps) {
  app.get('/health', {
    config: { rateLimit: false },
    schema: { tags: ['health'], response: { 200: dataOf(HealthSchema) } },
    handler: async () => {
      await deps.db.execute(sql`select 1`);
      return { data: { status: 'ok' as const, database: deps.database.driver, queue: await deps.queue.depth() } };
    },
  });
}

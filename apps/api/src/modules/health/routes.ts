import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Deps } from '../../lib/deps.ts';
import { type App, dataOf } from '../../lib/http.ts';

const HealthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'pg']) });

export async function healthRoutes(app: App, deps: Deps) {
  app.get('/health', {
    config: { rateLimit: false },
    schema: { tags: ['health'], response: { 200: dataOf(HealthSchema) } },
    handler: async () => {
      await deps.db.execute(sql`select 1`);
      return { data: { status: 'ok' as const, database: deps.database.driver } };
    },
  });
}

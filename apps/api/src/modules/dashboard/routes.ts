import { DashboardSchema } from '@cuentas/shared/schemas/dashboard';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { type App, dataOf, failures } from '../../lib/http.ts';
import { dashboard } from './service.ts';

export async function dashboardRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));
  app.get('/reports/dashboard', {
    schema: { tags: ['reports'], response: { 200: dataOf(DashboardSchema), ...failures } },
    handler: async (request) => ({ data: await dashboard(deps, sessionOf(request)) }),
  });
}

import { ConfigurationSchema, SaveConfigurationSchema, UpdateConfigurationSchema } from '@cuentas/shared/schemas/configuration';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { type App, dataOf, failures } from '../../lib/http.ts';
import { getConfiguration, saveConfiguration } from './service.ts';

const tags = ['configuration'];

export async function configurationRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));
  const response = { 200: dataOf(ConfigurationSchema), ...failures };

  app.get('/configuration', {
    schema: { tags, response },
    handler: async (request) => ({ data: await getConfiguration(deps, sessionOf(request)) }),
  });

  app.post('/configuration', {
    schema: { tags, body: SaveConfigurationSchema, response },
    handler: async (request) => ({ data: await saveConfiguration(deps, sessionOf(request), request.body) }),
  });

  app.patch('/configuration', {
    schema: { tags, body: UpdateConfigurationSchema, response },
    handler: async (request) => ({ data: await saveConfiguration(deps, sessionOf(request), request.body) }),
  });
}

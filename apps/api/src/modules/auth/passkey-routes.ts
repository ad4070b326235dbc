import * as api from '@cuentas/shared/contract/passkeys';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import { clientOf } from '../../lib/client-info.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import {
  listPasskeys,
  loginOptions,
  loginWithPasskey,
  registerPasskey,
  registrationOptions,
  removePasskey,
} from './passkeys.ts';

/** Passkeys (decision 046): personal routes while signed in, and the password-less sign-in. */
export async function passkeyRoutes(app: App, deps: Deps) {
  const route = contractRoutes(app, ['auth']);
  const strict = { rateLimit: { max: deps.config.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' } };
  const auth = requireAuth(deps, 'personal');

  route(api.list, {
    onRequest: auth,
    handler: async (request) => ({ data: await listPasskeys(deps, sessionOf(request)) }),
  });
  route(api.registrationOptions, {
    config: strict,
    onRequest: auth,
    handler: async (request) => ({ data: await registrationOptions(deps, sessionOf(request)) }),
  });
  route(api.register, {
    config: strict,
    onRequest: auth,
    handler: async (request, reply) =>
      reply.code(201).send({ data: await registerPasskey(deps, sessionOf(request), request.body) }),
  });
  route(api.remove, {
    onRequest: auth,
    handler: async (request) => ({ data: await removePasskey(deps, sessionOf(request), request.params.id) }),
  });
  route(api.loginOptions, {
    config: strict,
    handler: async () => ({ data: await loginOptions(deps) }),
  });
  route(api.login, {
    config: strict,
    handler: async (request) => ({ data: await loginWithPasskey(deps, request.body, clientOf(request)) }),
  });
}

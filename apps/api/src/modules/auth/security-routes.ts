import * as api from '@cuentas/shared/contract/security';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import { clientOf } from '../../lib/client-info.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import { loginTwoFactor } from './service.ts';
import { closeOtherSessions, closeSession, listSessions } from './sessions.ts';
import { disableTwoFactor, enableTwoFactor, setupTwoFactor, twoFactorStatus } from './two-factor.ts';

/** Two-step sign-in and active sessions (decision 041). */
export async function securityRoutes(app: App, deps: Deps) {
  const route = contractRoutes(app, ['auth']);
  // Every route that checks a code or a password gets the sign-in routes' per-IP limit.
  const strict = { rateLimit: { max: deps.config.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' } };
  const auth = requireAuth(deps, 'personal');

  route(api.loginTwoFactor, {
    config: strict,
    handler: async (request) => ({ data: await loginTwoFactor(deps, request.body, clientOf(request)) }),
  });
  route(api.twoFactorStatus, {
    onRequest: auth,
    handler: async (request) => ({ data: await twoFactorStatus(deps, sessionOf(request).userId) }),
  });
  route(api.twoFactorSetup, {
    config: strict,
    onRequest: auth,
    handler: async (request) => ({ data: await setupTwoFactor(deps, sessionOf(request)) }),
  });
  route(api.twoFactorEnable, {
    config: strict,
    onRequest: auth,
    handler: async (request) => ({ data: await enableTwoFactor(deps, sessionOf(request), request.body.code) }),
  });
  route(api.twoFactorDisable, {
    config: strict,
    onRequest: auth,
    handler: async (request) => ({ data: await disableTwoFactor(deps, sessionOf(request), request.body) }),
  });
  route(api.listSessions, {
    onRequest: auth,
    handler: async (request) => ({ data: await listSessions(deps, sessionOf(request)) }),
  });
  route(api.closeOtherSessions, {
    onRequest: auth,
    handler: async (request) => ({ data: await closeOtherSessions(deps, sessionOf(request)) }),
  });
  route(api.closeSession, {
    onRequest: auth,
    handler: async (request) => ({ data: await closeSession(deps, sessionOf(request), request.params.id) }),
  });
}

import * as api from '@cuentas/shared/contract/auth';
import { optionalAuth, requireAuth, sessionOf } from '../../lib/auth.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import { clientOf } from '../../lib/client-info.ts';
import { passkeyRoutes } from './passkey-routes.ts';
import { securityRoutes } from './security-routes.ts';
import { confirmOtp, requestEmailOtp, requestPhoneOtp } from './otp-service.ts';
import {
  type OnUserCreated,
  confirmPasswordReset,
  login,
  logout,
  register,
  requestPasswordReset,
  updatePassword,
} from './service.ts';

export async function authRoutes(app: App, deps: Deps & { onUserCreated?: OnUserCreated }) {
  const route = contractRoutes(app, ['auth']);
  // Endpoints that send mail or check secrets get a tighter per-IP limit than the global one.
  const strict = { rateLimit: { max: deps.config.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' } };
  const auth = requireAuth(deps, 'personal');

  route(api.validateEmail, {
    config: strict,
    handler: async (request) => ({ data: await requestEmailOtp(deps, request.body.email) }),
  });

  route(api.validatePhone, {
    config: strict,
    onRequest: auth,
    handler: async (request) => ({ data: await requestPhoneOtp(deps, sessionOf(request), request.body.phone) }),
  });

  route(api.confirmOtp, {
    config: strict,
    onRequest: optionalAuth(deps),
    handler: async (request) => ({ data: await confirmOtp(deps, request.session, request.body) }),
  });

  route(api.register, {
    config: strict,
    handler: async (request) => ({ data: await register(deps, request.body, deps.onUserCreated, clientOf(request)) }),
  });

  route(api.login, {
    config: strict,
    handler: async (request) => ({ data: await login(deps, request.body, clientOf(request)) }),
  });

  route(api.logout, {
    onRequest: auth,
    handler: async (request) => ({ data: await logout(deps, sessionOf(request)) }),
  });

  route(api.passwordUpdate, {
    config: strict,
    onRequest: auth,
    handler: async (request) => ({ data: await updatePassword(deps, sessionOf(request), request.body) }),
  });

  route(api.passwordReset, {
    config: strict,
    handler: async (request) => ({ data: await requestPasswordReset(deps, request.body.email) }),
  });

  route(api.passwordResetConfirm, {
    config: strict,
    handler: async (request) => ({ data: await confirmPasswordReset(deps, request.body) }),
  });

  await securityRoutes(app, deps);
  await passkeyRoutes(app, deps);
}

import {
  AuthTokenResponse,
  ConfirmOtpResponse,
  ConfirmOtpSchema,
  LoginSchema,
  OtpIdResponse,
  PasswordResetConfirmSchema,
  PasswordResetSchema,
  PasswordUpdateSchema,
  RegisterSchema,
  ValidateEmailSchema,
  ValidatePhoneSchema,
} from '@cuentas/shared/schemas/auth';
import { MessageResponse } from '@cuentas/shared/schemas/common';
import { optionalAuth, requireAuth, sessionOf } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { type App, dataOf, failures } from '../../lib/http.ts';
import { confirmOtp, requestEmailOtp, requestPhoneOtp } from './otp-service.ts';
import { type OnUserCreated, confirmPasswordReset, login, logout, register, requestPasswordReset, updatePassword } from './service.ts';

const tags = ['auth'];

export async function authRoutes(app: App, deps: Deps & { onUserCreated?: OnUserCreated }) {
  // Endpoints that send mail or check secrets get a tighter per-IP limit than the global one.
  const strict = { rateLimit: { max: deps.config.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' } };
  const auth = requireAuth(deps);

  app.post('/auth/validate-email', {
    config: strict,
    schema: { tags, body: ValidateEmailSchema, response: { 200: dataOf(OtpIdResponse), ...failures } },
    handler: async (request) => ({ data: await requestEmailOtp(deps, request.body.email) }),
  });

  app.post('/auth/validate-phone', {
    config: strict,
    onRequest: auth,
    schema: { tags, body: ValidatePhoneSchema, response: { 200: dataOf(OtpIdResponse), ...failures } },
    handler: async (request) => ({ data: await requestPhoneOtp(deps, sessionOf(request), request.body.phone) }),
  });

  app.post('/auth/confirm-otp', {
    config: strict,
    onRequest: optionalAuth(deps),
    schema: { tags, body: ConfirmOtpSchema, response: { 200: dataOf(ConfirmOtpResponse), ...failures } },
    handler: async (request) => ({ data: await confirmOtp(deps, request.session, request.body) }),
  });

  app.post('/auth/register', {
    config: strict,
    schema: { tags, body: RegisterSchema, response: { 200: dataOf(AuthTokenResponse), ...failures } },
    handler: async (request) => ({ data: await register(deps, request.body, deps.onUserCreated) }),
  });

  app.post('/auth/login', {
    config: strict,
    schema: { tags, body: LoginSchema, response: { 200: dataOf(AuthTokenResponse), ...failures } },
    handler: async (request) => ({ data: await login(deps, request.body) }),
  });

  app.post('/auth/logout', {
    onRequest: auth,
    schema: { tags, response: { 200: dataOf(MessageResponse), ...failures } },
    handler: async (request) => ({ data: await logout(deps, sessionOf(request)) }),
  });

  app.post('/auth/password-update', {
    config: strict,
    onRequest: auth,
    schema: { tags, body: PasswordUpdateSchema, response: { 200: dataOf(MessageResponse), ...failures } },
    handler: async (request) => ({ data: await updatePassword(deps, sessionOf(request), request.body) }),
  });

  app.post('/auth/password-reset', {
    config: strict,
    schema: { tags, body: PasswordResetSchema, response: { 200: dataOf(MessageResponse), ...failures } },
    handler: async (request) => ({ data: await requestPasswordReset(deps, request.body.email) }),
  });

  app.post('/auth/password-reset-confirm', {
    config: strict,
    schema: { tags, body: PasswordResetConfirmSchema, response: { 200: dataOf(MessageResponse), ...failures } },
    handler: async (request) => ({ data: await confirmPasswordReset(deps, request.body) }),
  });
}

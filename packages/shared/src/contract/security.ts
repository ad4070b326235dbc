import { MessageResponse } from '../schemas/common.ts';
import {
  ClosedSessionsResponse,
  DisableTwoFactorSchema,
  EnableTwoFactorSchema,
  RecoveryCodesResponse,
  SessionIdParams,
  SessionListResponse,
  TwoFactorLoginSchema,
  TwoFactorSetupResponse,
  TwoFactorStatusSchema,
} from '../schemas/security.ts';
import { AuthTokenResponse } from '../schemas/auth.ts';
import { endpoint } from './endpoint.ts';

// Two-step sign-in and active sessions (decision 041).
export const loginTwoFactor = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/auth/login/two-factor',
  body: TwoFactorLoginSchema,
  response: AuthTokenResponse,
});
export const twoFactorStatus = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/auth/two-factor',
  response: TwoFactorStatusSchema,
});
export const twoFactorSetup = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/auth/two-factor/setup',
  response: TwoFactorSetupResponse,
});
export const twoFactorEnable = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/auth/two-factor/enable',
  body: EnableTwoFactorSchema,
  response: RecoveryCodesResponse,
});
export const twoFactorDisable = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/auth/two-factor/disable',
  body: DisableTwoFactorSchema,
  response: MessageResponse,
});
export const listSessions = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/auth/sessions',
  response: SessionListResponse,
});
export const closeOtherSessions = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/auth/sessions/close-others',
  response: ClosedSessionsResponse,
});
export const closeSession = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/auth/sessions/:id',
  params: SessionIdParams,
  response: MessageResponse,
});

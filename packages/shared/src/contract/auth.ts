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
} from '../schemas/auth.ts';
import { MessageResponse } from '../schemas/common.ts';
import { LoginResponse } from '../schemas/security.ts';
import { endpoint } from './endpoint.ts';

// The fixed calls of docs/architecture.md §5.4.
export const validateEmail = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/auth/validate-email',
  body: ValidateEmailSchema,
  response: OtpIdResponse,
});
export const validatePhone = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/auth/validate-phone',
  body: ValidatePhoneSchema,
  response: OtpIdResponse,
});
export const confirmOtp = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/auth/confirm-otp',
  body: ConfirmOtpSchema,
  response: ConfirmOtpResponse,
});
export const register = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/auth/register',
  body: RegisterSchema,
  response: AuthTokenResponse,
});
export const login = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/auth/login',
  body: LoginSchema,
  // `{auth_token}`, or a challenge when the user signs in in two steps (decision 041).
  response: LoginResponse,
});
export const logout = /* @__PURE__ */ endpoint({ method: 'POST', path: '/auth/logout', response: MessageResponse });
export const passwordUpdate = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/auth/password-update',
  body: PasswordUpdateSchema,
  response: MessageResponse,
});
export const passwordReset = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/auth/password-reset',
  body: PasswordResetSchema,
  response: MessageResponse,
});
export const passwordResetConfirm = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/auth/password-reset-confirm',
  body: PasswordResetConfirmSchema,
  response: MessageResponse,
});

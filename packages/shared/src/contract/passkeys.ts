import { MessageResponse } from '../schemas/common.ts';
import { AuthTokenResponse } from '../schemas/auth.ts';
import {
  PasskeyIdParams,
  PasskeyListResponse,
  PasskeyLoginSchema,
  PasskeyOptionsResponse,
  PasskeySchema,
  RegisterPasskeySchema,
} from '../schemas/passkeys.ts';
import { endpoint } from './endpoint.ts';

// Passkeys (decision 046): register, list and remove while signed in; sign in without a password.
export const list = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/auth/passkeys',
  response: PasskeyListResponse,
});
export const registrationOptions = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/auth/passkeys/registration-options',
  response: PasskeyOptionsResponse,
});
export const register = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/auth/passkeys',
  body: RegisterPasskeySchema,
  response: PasskeySchema,
  status: 201,
});
export const remove = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/auth/passkeys/:id',
  params: PasskeyIdParams,
  response: MessageResponse,
});
export const loginOptions = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/auth/passkeys/login-options',
  response: PasskeyOptionsResponse,
});
export const login = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/auth/passkeys/login',
  body: PasskeyLoginSchema,
  response: AuthTokenResponse,
});

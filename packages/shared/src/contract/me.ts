import { MessageResponse } from '../schemas/common.ts';
import { DeleteMeSchema, PermissionsSchema, ProfileSchema, UpdateMeSchema } from '../schemas/me.ts';
import { endpoint } from './endpoint.ts';

export const get = /* @__PURE__ */ endpoint({ method: 'GET', path: '/me', response: ProfileSchema });
export const update = /* @__PURE__ */ endpoint({
  method: 'PATCH',
  path: '/me',
  body: UpdateMeSchema,
  response: ProfileSchema,
});
export const remove = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/me',
  body: DeleteMeSchema,
  response: MessageResponse,
  // Refused while others share the person's ledger (decision 044).
  failures: [409],
});
export const permissions = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/me/permissions',
  response: PermissionsSchema,
});

import { MessageResponse } from '@cuentas/shared/schemas/common';
import { DeleteMeSchema, PermissionsSchema, ProfileSchema, UpdateMeSchema } from '@cuentas/shared/schemas/me';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { type App, dataOf, failures } from '../../lib/http.ts';
import { deleteAccount, getPermissions, getProfile, updateProfile } from './service.ts';

const tags = ['me'];

export async function meRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));

  app.get('/me', {
    schema: { tags, response: { 200: dataOf(ProfileSchema), ...failures } },
    handler: async (request) => ({ data: await getProfile(deps, sessionOf(request)) }),
  });

  app.patch('/me', {
    schema: { tags, body: UpdateMeSchema, response: { 200: dataOf(ProfileSchema), ...failures } },
    handler: async (request) => ({ data: await updateProfile(deps, sessionOf(request), request.body) }),
  });

  app.delete('/me', {
    schema: { tags, body: DeleteMeSchema, response: { 200: dataOf(MessageResponse), ...failures } },
    handler: async (request) => ({ data: await deleteAccount(deps, sessionOf(request), request.body) }),
  });

  app.get('/me/permissions', {
    schema: { tags, response: { 200: dataOf(PermissionsSchema), ...failures } },
    handler: async (request) => ({ data: await getPermissions(deps, sessionOf(request)) }),
  });
}

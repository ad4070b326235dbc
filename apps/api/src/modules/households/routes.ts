import * as api from '@cuentas/shared/contract/households';
import { actorOf, requireAuth, sessionOf } from '../../lib/auth.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import { acceptInvitation, invite, readInvitation, revokeInvite } from './invitations.ts';
import { listCategorySplits, removeCategorySplit, setCategorySplit } from './category-splits.ts';
import { changeRole, handOver, listHouseholds, removeMember } from './service.ts';
import { settle } from './settlements.ts';
import { chooseSharedNotices } from './notice-choice.ts';
import { balances, setIncome, shareExpense, unshareExpense } from './shared-expenses.ts';

/**
 * Households (decision 044). Every route is the person's own (`personal`): the ledger it acts on
 * is named in its path, and the person's role there is checked by the service, so a viewer can
 * still leave and nobody needs the ledger open to manage it.
 */
export async function householdRoutes(app: App, deps: Deps) {
  const route = contractRoutes(app, ['households']);
  const auth = requireAuth(deps, 'personal');
  const actor = (request: Parameters<typeof sessionOf>[0]) => actorOf(sessionOf(request));

  route(api.list, {
    onRequest: auth,
    handler: async (request) => ({ data: await listHouseholds(deps, actor(request)) }),
  });

  route(api.invite, {
    onRequest: auth,
    handler: async (request, reply) =>
      reply.code(201).send({ data: await invite(deps, actor(request), request.params.id, request.body) }),
  });

  route(api.revokeInvite, {
    onRequest: auth,
    handler: async (request) => ({
      data: await revokeInvite(deps, actor(request), request.params.id, request.params.inviteId),
    }),
  });

  route(api.changeRole, {
    onRequest: auth,
    handler: async (request) => ({
      data: await changeRole(deps, actor(request), request.params.id, request.params.memberId, request.body.role),
    }),
  });

  route(api.removeMember, {
    onRequest: auth,
    handler: async (request) => ({
      data: await removeMember(deps, actor(request), request.params.id, request.params.memberId),
    }),
  });

  route(api.leave, {
    onRequest: auth,
    handler: async (request) => ({
      data: await removeMember(deps, actor(request), request.params.id, actor(request)),
    }),
  });

  route(api.invitation, { handler: async (request) => ({ data: await readInvitation(deps, request.params.token) }) });

  route(api.accept, {
    onRequest: auth,
    handler: async (request) => ({ data: await acceptInvitation(deps, actor(request), request.params.token) }),
  });

  route(api.shareExpense, {
    onRequest: auth,
    handler: async (request) => ({
      data: await shareExpense(deps, actor(request), request.params.id, request.params.transactionId, request.body),
    }),
  });

  route(api.unshareExpense, {
    onRequest: auth,
    handler: async (request) => ({
      data: await unshareExpense(deps, actor(request), request.params.id, request.params.transactionId),
    }),
  });

  route(api.balances, {
    onRequest: auth,
    handler: async (request) => ({ data: await balances(deps, actor(request), request.params.id) }),
  });

  route(api.settle, {
    onRequest: auth,
    handler: async (request, reply) =>
      reply.code(201).send({
        data: await settle(deps, actor(request), request.params.id, request.body, sessionOf(request).timeZone),
      }),
  });

  route(api.sharedNotices, {
    onRequest: auth,
    handler: async (request) => ({
      data: await chooseSharedNotices(deps, actor(request), request.params.id, request.body.shared),
    }),
  });

  route(api.setIncome, {
    onRequest: auth,
    handler: async (request) => ({
      data: await setIncome(deps, actor(request), request.params.id, request.params.memberId, request.body.income),
    }),
  });

  route(api.categorySplits, {
    onRequest: auth,
    handler: async (request) => ({ data: await listCategorySplits(deps, actor(request), request.params.id) }),
  });

  route(api.setCategorySplit, {
    onRequest: auth,
    handler: async (request) => ({
      data: await setCategorySplit(deps, actor(request), request.params.id, request.params.categoryId, request.body),
    }),
  });

  route(api.removeCategorySplit, {
    onRequest: auth,
    handler: async (request) => ({
      data: await removeCategorySplit(deps, actor(request), request.params.id, request.params.categoryId),
    }),
  });

  route(api.handover, {
    onRequest: auth,
    handler: async (request) => ({
      data: await handOver(deps, actor(request), request.params.id, request.body.member_id),
    }),
  });
}

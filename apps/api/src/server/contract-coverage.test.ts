import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAnswer, contractEntries, endpointFor } from '../../test/helpers/contract.ts';
import { createTestApp, type TestContext } from '../../test/helpers/test-app.ts';

/*
 * Every route under /api is declared once in packages/shared/src/contract and registered from
 * there (decision 029). This fails when a route has no contract entry (it was added by hand) or an
 * entry has no route (the route was removed or moved).
 */

/** Routes outside the contract, each with its reason. Nothing else may be. */
const EXCEPTIONS: Record<string, string> = {
  'GET /api/health': "the operator's probe; no client of the app calls it",
  'POST /api/webhooks/stripe':
    "Stripe's webhook: its body is Stripe's, checked by its signature (docs/architecture.md §5.6)",
  'GET /api/webhooks/whatsapp': "Meta's verification handshake for its webhook (§5.6)",
  'POST /api/webhooks/whatsapp': "Meta's webhook: its body is Meta's, checked by its signature (§5.6)",
  'POST /api/webhooks/mail':
    "a mail provider's inbound webhook: its body is a raw message, checked by the shared secret (decision 035)",
  'GET /api/billing/sandbox/checkout':
    "the sandbox stand-in for Stripe's checkout page: HTML, not the JSON API (decision 014)",
  'POST /api/billing/sandbox/checkout/pay': 'a plain form of that page (decision 014)',
  'POST /api/billing/sandbox/checkout/decline': 'a plain form of that page (decision 014)',
};
/** The OpenAPI document and its viewer, served by @fastify/swagger-ui under this prefix. */
const DOCS = '/api/docs';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

/**
 * Every route the app registered, as `METHOD /path/:param`, read from Fastify's route tree
 * (`printRoutes`): hidden routes too, which the OpenAPI document leaves out.
 */
function registeredRoutes(): string[] {
  const routes: string[] = [];
  const branch: string[] = [];
  for (const line of ctx.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    branch.length = match[1]!.length / 4;
    branch.push(match[2]!);
    for (const method of match[3]?.split(', ') ?? [])
      if (method !== 'HEAD') routes.push(`${method} ${branch.join('')}`);
  }
  return routes;
}

describe('the endpoint contract (decision 029)', () => {
  const declared = new Set(contractEntries.map(({ endpoint }) => `${endpoint.method} /api${endpoint.path}`));

  it('declares each endpoint once', () => {
    expect(contractEntries.length).toBe(declared.size);
    expect(contractEntries.length).toBeGreaterThan(100);
  });

  it('has an entry for every route under /api, except the listed ones', () => {
    const undeclared = registeredRoutes().filter((route) => {
      const path = route.split(' ')[1]!;
      return path.startsWith('/api/') && !path.startsWith(DOCS) && !declared.has(route);
    });
    expect(undeclared.filter((route) => !(route in EXCEPTIONS))).toEqual([]);
    // An exception that no longer exists is removed from the list.
    expect(Object.keys(EXCEPTIONS).filter((route) => !undeclared.includes(route))).toEqual([]);
  });

  it('has a route for every entry', () => {
    const missing = contractEntries.filter(
      ({ endpoint }) => !ctx.app.hasRoute({ method: endpoint.method, url: `/api${endpoint.path}` }),
    );
    expect(missing.map(({ domain, name }) => `${domain}.${name}`)).toEqual([]);
  });

  it("finds a request's endpoint, a fixed segment before a parameter", () => {
    expect(endpointFor('GET', '/api/accounts/net-worth')).toMatchObject({ domain: 'accounts', name: 'netWorth' });
    expect(endpointFor('GET', '/api/accounts/0b9e3a5e-0000-4000-8000-0000000000a1?x=1')).toMatchObject({
      domain: 'accounts',
      name: 'get',
    });
    expect(endpointFor('GET', '/api/webhooks/whatsapp')).toBeUndefined();
  });

  it("makes the API tests fail on an answer outside its endpoint's schema", () => {
    const message = { data: { message: 'Cuenta eliminada' } };
    expect(() => checkAnswer('DELETE', '/api/accounts/a1', 200, message)).not.toThrow();
    expect(() => checkAnswer('DELETE', '/api/accounts/a1', 200, { data: { message: 42 } })).toThrow(/accounts\.remove/);
    // Failures are the error envelope's business, not the endpoint's.
    expect(() => checkAnswer('DELETE', '/api/accounts/a1', 404, { errors: [] })).not.toThrow();
  });
});

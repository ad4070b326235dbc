import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once. @fastify/helmet builds a new helmet middleware on every
 * request (parsing the CSP directives each time), which was 4 % of the API's CPU on the
 * transaction list; the headers never vary here (no CSP nonces), so they are computed at start.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, response as never, () => {});
  return headers;
}

const HSTS = 'strict-transport-security';

export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const { [HSTS]: hsts, ...headers } = securityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // HSTS only means something over TLS; behind a proxy, request.protocol follows
    // X-Forwarded-Proto when TRUST_PROXY is set (docs/architecture.md §6).
    if (hsts && request.protocol === 'https') reply.header(HSTS, hsts);
    done();
  });
  // API answers carry balances, tokens and personal data: no browser or proxy may keep them.
  // Swagger UI's own files under /api/docs/static are the only API answers worth caching.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      request.url.startsWith('/api/') &&
      !request.url.startsWith('/api/docs/static/') &&
      !reply.hasHeader('cache-control')
    ) {
      reply.header('Cache-Control', 'no-store');
    }
    done(null, payload);
  });
}

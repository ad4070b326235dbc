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

export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

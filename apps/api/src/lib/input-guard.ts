import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@cuentas/shared/messages';
import { badRequest } from './errors.ts';

/**
 * A safety net under every route's own schema (docs/architecture.md §4.11): PostgreSQL refuses
 * U+0000 in text, so a NUL that reached a query failed there as a 500 (and the CSV export had
 * already sent its header).
 * Checked before validation, for every route present and future (webhooks, support…), in the body,
 * the query and the path, in values and in keys. The schemas' own text rule (packages/shared
 * schemas/common.ts) refuses the other control characters where a person types text; here only
 * NUL is refused, because bank files and provider payloads may carry other controls legitimately.
 */
export function findNul(value: unknown): string | null {
  // Iterative, so deeply nested JSON cannot overflow the stack.
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) stack.push([current[index], join(path, String(index))]);
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return join(path, key.replaceAll('\u0000', '\\0'));
        stack.push([item, join(path, key)]);
      }
    }
  }
  return null;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

function guard(request: FastifyRequest): void {
  for (const part of [request.params, request.query, request.body]) {
    const field = findNul(part);
    if (field !== null) throw badRequest(messages.controlCharacters, field || undefined);
  }
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      guard(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}

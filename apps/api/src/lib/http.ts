import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The success envelope (docs/architecture.md §5.2): `{ data: ... }`. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const ErrorsResponse = z.object({
  errors: z.array(
    z.object({ message: z.string(), field: z.string().optional(), errors: z.array(z.unknown()).optional() }),
  ),
});

/** Standard failure responses for the OpenAPI document. */
export const failures = { 400: ErrorsResponse, 401: ErrorsResponse, 404: ErrorsResponse, 429: ErrorsResponse } as const;

export const isoOrNull = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/**
 * Sends JSON text that is already the documented response (built by the database). Fastify sends
 * strings as they are; the cast only tells the type provider that this text is that shape.
 */
export function sendJsonText(reply: FastifyReply, body: string | Buffer) {
  return reply.type('application/json; charset=utf-8').send(body as never);
}

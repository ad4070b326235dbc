import type { z } from 'zod';

/**
 * One API endpoint, declared once (decision 029): the Fastify route is registered from it
 * (apps/api/src/lib/contract-route.ts) and the web calls it through it (apps/web/src/lib/api-request.ts),
 * so the path, the input and the `data` answered are checked on both sides by the compiler.
 *
 * `path` is relative to `/api`, in Fastify's form (`/accounts/:id`). `response` is the schema of
 * `data` in the success envelope (docs/architecture.md §5.2); an endpoint that answers something
 * other than JSON (a CSV file, an attachment) leaves it out. `status` is the success status (200
 * unless said), `failures` the statuses it may answer beyond 400, 401, 404 and 429. `upload`
 * marks an endpoint whose body is a file sent as the raw request body, with no schema.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Endpoint = {
  readonly method: Method;
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response?: z.ZodType;
  readonly status?: 200 | 201 | 202;
  readonly failures?: readonly (403 | 409 | 413 | 502)[];
  readonly upload?: true;
};

/** Declares an endpoint; the object is returned as it is, with its literal types kept. */
export function endpoint<const E extends Endpoint>(declaration: E): E {
  return declaration;
}

type Part<E extends Endpoint, K extends 'params' | 'query' | 'body'> = E[K] extends z.ZodType ? E[K] : never;

/** What the caller sends: the schemas' input types (defaults optional, coercions loose). */
export type ParamsInput<E extends Endpoint> = z.input<Part<E, 'params'>>;
export type QueryInput<E extends Endpoint> = z.input<Part<E, 'query'>>;
export type BodyInput<E extends Endpoint> = z.input<Part<E, 'body'>>;

/** The `data` of the success envelope, as the web reads it. */
export type ResponseOf<E extends Endpoint> = E['response'] extends z.ZodType ? z.output<E['response']> : never;

/** `/accounts/:id` with `{ id }` → `/accounts/<id, URL-encoded>`. */
export function fillPath(path: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

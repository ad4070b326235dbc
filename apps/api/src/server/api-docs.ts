import type { StaticDocumentSpec } from '@fastify/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Headers of the viewer's own answer that belong to its connection, not to the file. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);

/**
 * The OpenAPI document (`<prefix>/json`, `<prefix>/yaml`) and its viewer, Swagger UI, under
 * `prefix`. The document is the app's own (`@fastify/swagger`, registered before). The viewer
 * loads with its first visit (decision 045): `@fastify/swagger-ui` brings its own copy of
 * `@fastify/static` and its file lookup, ~100 ms of every start that no first page needs. It runs
 * in a Fastify instance of its own, which the app's routes below hand each request to, so its
 * answers (files, its Content-Security-Policy) are exactly Swagger UI's.
 */
export function registerApiDocs(app: FastifyInstance, prefix: string): void {
  let viewer: Promise<FastifyInstance> | undefined;
  const loadViewer = () =>
    (viewer ??= (async () => {
      const [{ default: fastify }, { default: fastifySwagger }, { default: fastifySwaggerUi }] = await Promise.all([
        import('fastify'),
        import('@fastify/swagger'),
        import('@fastify/swagger-ui'),
      ]);
      const instance = fastify();
      // The app's document is OpenAPI 3.1; the static mode's type names 2.0 and 3.0, and serves any.
      const document = app.swagger() as unknown as StaticDocumentSpec['document'];
      await instance.register(fastifySwagger, { mode: 'static', specification: { document } });
      await instance.register(fastifySwaggerUi, { routePrefix: prefix, staticCSP: true });
      await instance.ready();
      return instance;
    })().catch((err: unknown) => {
      viewer = undefined;
      throw err;
    }));

  app.addHook('onClose', async () => {
    const opened = await viewer?.catch(() => undefined);
    await opened?.close();
  });

  const hidden = { schema: { hide: true } };
  app.get(`${prefix}/json`, hidden, () => app.swagger());
  app.get(`${prefix}/yaml`, hidden, (_request, reply) =>
    reply.type('application/x-yaml').send(app.swagger({ yaml: true })),
  );
  const toViewer = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await (
      await loadViewer()
    ).inject({
      method: 'GET',
      url: request.url,
      headers: request.headers,
    });
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !HOP_HEADERS.has(name)) reply.header(name, value);
    }
    return reply.code(answer.statusCode).send(answer.rawPayload);
  };
  app.get(prefix, hidden, toViewer);
  app.get(`${prefix}/*`, hidden, toViewer);
}

import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

/*
 * Answers that Fastify or Node write before any route runs (docs/architecture.md §5.2): an id
 * over the router's parameter length, a URL that is not valid percent-encoding, headers too
 * large, a method the path does not have. They used to answer in English and outside the
 * `{"errors":[…]}` envelope.
 */

export const frameworkMessages = {
  badUrl: 'La dirección de la petición no es válida',
  tooLong: 'La dirección de la petición es demasiado larga',
  headersTooLarge: 'Las cabeceras de la petición son demasiado grandes',
  timeout: 'La petición tardó demasiado en llegar',
  malformed: 'La petición no tiene el formato esperado',
  methodNotAllowed: 'Este método no está permitido aquí',
} as const;

const envelope = (message: string) => JSON.stringify({ errors: [{ message }] });

/** Fastify's `frameworkErrors`: bad percent-encoding (400) and over-long path parameters (414). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  return reply
    .code(tooLong ? 414 : 400)
    .type('application/json; charset=utf-8')
    .send(envelope(tooLong ? frameworkMessages.tooLong : frameworkMessages.badUrl));
}

/** Fastify's `clientErrorHandler`: what Node's HTTP parser refuses (431 headers, 408, 400). */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const [status, text, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', frameworkMessages.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', frameworkMessages.timeout]
        : [400, 'Bad Request', frameworkMessages.malformed];
  const body = envelope(message);
  socket.write(
    `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  socket.destroy();
}

/**
 * Paths the API answers, by method, so that a known path asked with another method gets 405 and
 * an `Allow` header instead of a 404 (the router only knows exact method + path pairs).
 */
export function trackRouteMethods(app: FastifyInstance) {
  const routes: Array<{ pattern: RegExp; methods: Set<string> }> = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const pattern = new RegExp(`^${route.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}/?$`);
    const methods = [route.method].flat().map((method) => method.toUpperCase());
    const existing = routes.find((entry) => entry.pattern.source === pattern.source);
    if (existing) methods.forEach((method) => existing.methods.add(method));
    else routes.push({ pattern, methods: new Set(methods) });
  });
  return {
    /** The methods `url`'s path answers to, or null when no route has that path. */
    allowedMethods(url: string): string[] | null {
      const path = url.split('?')[0]!;
      const methods = new Set<string>();
      for (const entry of routes) if (entry.pattern.test(path)) entry.methods.forEach((method) => methods.add(method));
      return methods.size > 0 ? [...methods].sort() : null;
    },
  };
}

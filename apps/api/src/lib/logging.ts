import type { FastifyRequest } from 'fastify';

/** Reset links carry their token in the path: never let it reach the log. */
export function redactUrl(url: string): string {
  return url.replace(/\/reset-password\/[^/?#]+/g, '/reset-password/[redacted]').replace(/([?&](token|code)=)[^&]+/g, '$1[redacted]');
}

export const loggerSerializers = {
  req: (request: FastifyRequest) => ({ method: request.method, url: redactUrl(request.url), ip: request.ip }),
};

// Defence in depth: should anything log a body or headers, these never appear.
export const redactPaths = [
  'req.headers.authorization',
  'headers.authorization',
  '*.password',
  '*.current_password',
  '*.new_password',
  '*.code',
  '*.token',
  '*.auth_token',
];

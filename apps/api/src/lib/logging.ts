import type { FastifyInstance, FastifyLoggerOptions, FastifyRequest, FastifyServerOptions } from 'fastify';

type LogStream = NonNullable<FastifyLoggerOptions['stream']>;

/*
 * What the log may hold (docs/architecture.md §6): methods, paths, statuses, timings, error
 * types and database error codes. Never bound parameters, request bodies, emails, password
 * hashes, tokens or codes. A failed sign-up used to log the user's email and argon2id hash three times, because
 * Drizzle's error message and `params` carry every bound value and pg's `detail` repeats the key.
 */

/** Reset links carry their token in the path: never let it reach the log. */
export function redactUrl(url: string): string {
  return url
    .replace(/\/reset-password\/[^/?#]+/g, '/reset-password/[redacted]')
    .replace(/([?&](token|code|email|q|phone)=)[^&]+/g, '$1[redacted]');
}

const CENSOR = '[redacted]';

/** The one redaction list: pino removes these paths from anything logged, at any of these depths. */
const SENSITIVE_KEYS = [
  'authorization',
  'cookie',
  'password',
  'current_password',
  'new_password',
  'password_hash',
  'passwordHash',
  'code',
  'codeHash',
  'token',
  'tokenHash',
  'auth_token',
  'email',
  'phone',
  'body',
  'params',
  'parameters',
  'query',
  'detail',
  'where',
];
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  ...SENSITIVE_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/** Database error fields that describe the failure without repeating its data. */
const SAFE_ERROR_FIELDS = ['constraint', 'table', 'column', 'schema', 'routine', 'severity', 'statusCode'] as const;

/** An error's message with the values it quotes cut out ("Failed query: … params: a,b", `: "abc"`). */
export function safeErrorMessage(message: string): string {
  if (message.startsWith('Failed query:')) return 'Failed query (statement and parameters withheld)';
  return message.replace(/"[^"]*"/g, '"…"').replace(/\([^()]*\)=\([^()]*\)/g, '(…)=(…)');
}

type ErrorLike = Error & Record<string, unknown>;

/** pino's `err` serializer: type, safe message, stack without the message, safe database fields, cause. */
type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error))
    return {
      type: typeof error,
      message: typeof error === 'string' ? safeErrorMessage(error) : 'non-error thrown',
      stack: '',
    };
  const err = error as ErrorLike;
  const message = safeErrorMessage(err.message);
  const frames =
    typeof err.stack === 'string' ? err.stack.split('\n').filter((line) => line.trimStart().startsWith('at ')) : [];
  const out: SerializedError = { type: err.name, message, stack: [`${err.name}: ${message}`, ...frames].join('\n') };
  for (const field of SAFE_ERROR_FIELDS) if (err[field] !== undefined) out[field] = err[field];
  // `code` is on the redaction list (OTP codes), so an error's code (SQLSTATE, FST_…) travels as errorCode.
  if (typeof err.code === 'string' || typeof err.code === 'number') out.errorCode = err.code;
  if (err.cause !== undefined && depth < 3) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

export const loggerSerializers = {
  req: (request: FastifyRequest) => ({ method: request.method, url: redactUrl(request.url), ip: request.ip }),
  err: (error: unknown) => serializeError(error),
  error: (error: unknown) => serializeError(error),
};

export function loggerOptions(
  level: string,
  stream?: LogStream,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    serializers: loggerSerializers,
    redact: { paths: redactPaths, censor: CENSOR },
    ...(stream ? { stream } : {}),
  };
}

/** The web app's own files are logged at debug: at info they buried the lines a self-hoster needs. */
export const isApiRequest = (url: string) => url.startsWith('/api/') || url === '/api';

export function registerStaticFileLogging(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    if (!isApiRequest(request.url)) {
      request.log.debug(
        { req: request, statusCode: reply.statusCode, responseTime: reply.elapsedTime },
        'static file served',
      );
    }
    done();
  });
}

import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import { readMessage } from './message.ts';
import { storeMessage, usersOf } from './receive.ts';

const sameSecret = (given: string, secret: string) =>
  given.length === secret.length && timingSafeEqual(Buffer.from(given), Buffer.from(secret));

/**
 * The secret as each provider can send it: our header, HTTP Basic's password (Postmark and Mailgun
 * take `https://user:secret@host/…` as the webhook URL), or `?secret=` for those that only take a URL.
 */
function givenSecret(request: FastifyRequest): string {
  const header = request.headers['x-inbound-secret'];
  if (typeof header === 'string') return header;
  const auth = request.headers.authorization;
  if (typeof auth === 'string' && auth.startsWith('Basic ')) {
    const decoded = Buffer.from(auth.slice(6), 'base64').toString('utf8');
    return decoded.slice(decoded.indexOf(':') + 1);
  }
  const query = request.query as Record<string, unknown>;
  return typeof query.secret === 'string' ? query.secret : '';
}

type Extracted = { raw?: string | Buffer; recipients: string[] };

const list = (value: unknown): string[] =>
  typeof value === 'string'
    ? value
        .split(/[,;]/)
        .map((item) => item.trim())
        .filter(Boolean)
    : [];

/**
 * The raw message and its recipients in each provider's shape: a raw RFC 822 body
 * (`message/rfc822`, `text/plain`); Postmark's JSON with RawEmail (and OriginalRecipient); Mailgun's
 * form with `body-mime` (its «store and notify» or a route to a URL ending in «mime») and
 * `recipient`; SendGrid's Inbound Parse with «POST the raw, full MIME message» on: `email` and
 * `envelope`. Forms are read with the platform's own parser (fetch's Response.formData).
 */
async function extract(request: FastifyRequest): Promise<Extracted> {
  const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  if (type.startsWith('application/json')) {
    const json = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    const raw = json.RawEmail ?? json.raw ?? json['body-mime'];
    return {
      raw: typeof raw === 'string' ? raw : undefined,
      recipients: [...list(json.OriginalRecipient), ...list(json.recipient)],
    };
  }
  if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
    const form = await new Response(body, { headers: { 'content-type': type } }).formData();
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : undefined;
    };
    const envelope = field('envelope');
    const to = envelope ? ((JSON.parse(envelope) as { to?: unknown }).to ?? []) : [];
    return {
      raw: field('body-mime') ?? field('email'),
      recipients: [
        ...list(field('recipient')),
        ...(Array.isArray(to) ? to.filter((item) => typeof item === 'string') : []),
      ],
    };
  }
  return { raw: body.length > 0 ? body : undefined, recipients: [] };
}

/** A mail provider's inbound webhook: outside the bearer token, checked by the shared secret (§5.6). */
export async function mailWebhookRoutes(app: App, deps: Deps) {
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  // Form encoding and base64 make the message up to about a third larger than itself.
  const bodyLimit = Math.ceil(deps.config.INBOUND_MAIL_MAX_BYTES * 1.4);

  app.post('/webhooks/mail', { schema: { hide: true }, bodyLimit }, async (request, reply) => {
    const secret = deps.config.INBOUND_MAIL_SECRET;
    if (!secret || !sameSecret(givenSecret(request), secret))
      return reply.code(403).send({ errors: [{ message: 'Secreto del webhook de correo inválido' }] });
    let extracted: Extracted;
    try {
      extracted = await extract(request);
    } catch {
      return reply.code(400).send({ errors: [{ message: 'El cuerpo no se pudo leer', field: 'body' }] });
    }
    if (!extracted.raw || extracted.raw.length === 0)
      return reply
        .code(400)
        .send({ errors: [{ message: 'Falta el mensaje de correo completo (MIME)', field: 'body' }] });
    if (Buffer.byteLength(extracted.raw) > deps.config.INBOUND_MAIL_MAX_BYTES)
      return reply.code(413).send({ errors: [{ message: 'El mensaje es demasiado grande' }] });
    const message = await readMessage(extracted.raw);
    const query = request.query as Record<string, unknown>;
    const recipients = [...list(query.to), ...extracted.recipients];
    const userIds = await usersOf(deps, recipients.length > 0 ? recipients : message.recipients);
    const stored = await storeMessage(deps, message, userIds, 'webhook');
    // An address that is no one's is answered 200 all the same: a provider would only retry it.
    return reply.code(200).send({ data: { stored: stored.length } });
  });
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import { HttpError } from '../../lib/errors.ts';
import { storeMessages } from './inbox.ts';
import { messagesOf } from './incoming.ts';

/**
 * `X-Hub-Signature-256: sha256=<hex>`: HMAC-SHA256 of the raw body with the app secret, compared
 * in constant time. Any other shape is no signature.
 */
export function validSignature(raw: Buffer, header: string | string[] | undefined, secret: string): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', secret).update(raw).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const webhookRefusals = {
  forbidden: 'La verificación del webhook no es válida',
  notConfigured: 'El webhook de WhatsApp no está configurado en este servidor',
  missingSignature: 'Falta la firma del mensaje (X-Hub-Signature-256)',
  badSignature: 'La firma del mensaje no es válida',
  badJson: 'El cuerpo no es JSON válido',
};

/** Refusals answer the API's JSON envelope (docs/architecture.md §5.2), like every other route. */
const refuse = (status: number, message: string) => new HttpError(status, [{ message }]);

/**
 * Meta's webhook, outside the bearer token and checked by its signature instead. Registered in its
 * own scope: the JSON parser here keeps the raw bytes, which the signature is computed over.
 */
export async function whatsappWebhookRoutes(app: App, deps: Deps) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  // Verification when the webhook is set up in Meta's dashboard.
  app.get('/webhooks/whatsapp', { schema: { hide: true } }, async (request: FastifyRequest, reply) => {
    const query = request.query as Record<string, unknown>;
    const token = deps.config.WHATSAPP_VERIFY_TOKEN;
    const given = typeof query['hub.verify_token'] === 'string' ? query['hub.verify_token'] : '';
    const challenge = typeof query['hub.challenge'] === 'string' ? query['hub.challenge'] : '';
    const matches =
      Boolean(token) && given.length === token!.length && timingSafeEqual(Buffer.from(given), Buffer.from(token!));
    if (query['hub.mode'] !== 'subscribe' || !matches) throw refuse(403, webhookRefusals.forbidden);
    // Meta requires the challenge back as it was sent, in plain text.
    return reply.code(200).type('text/plain; charset=utf-8').send(challenge);
  });

  app.post('/webhooks/whatsapp', { schema: { hide: true } }, async (request: FastifyRequest, reply) => {
    const secret = deps.config.WHATSAPP_APP_SECRET;
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const header = request.headers['x-hub-signature-256'];
    if (!secret) throw refuse(403, webhookRefusals.notConfigured);
    if (!header) throw refuse(401, webhookRefusals.missingSignature);
    if (!validSignature(raw, header, secret)) throw refuse(403, webhookRefusals.badSignature);
    let payload: unknown;
    try {
      payload = JSON.parse(raw.toString('utf8'));
    } catch {
      throw refuse(400, webhookRefusals.badJson);
    }
    // Stored and queued before answering (a crash after the 200 loses nothing); handled by the
    // queue's workers after the answer.
    const stored = await storeMessages(deps, messagesOf(payload));
    return reply.code(200).send({ data: { received: true, stored: stored.length } });
  });
}

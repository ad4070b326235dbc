import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import { messagesOf, storeMessages } from './inbox.ts';

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

const plain = (reply: FastifyReply, status: number, text: string) =>
  reply.code(status).type('text/plain; charset=utf-8').send(text);

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
    if (query['hub.mode'] !== 'subscribe' || !matches) return plain(reply, 403, 'Forbidden');
    return plain(reply, 200, challenge);
  });

  app.post('/webhooks/whatsapp', { schema: { hide: true } }, async (request: FastifyRequest, reply) => {
    const secret = deps.config.WHATSAPP_APP_SECRET;
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const header = request.headers['x-hub-signature-256'];
    if (!secret) return plain(reply, 403, 'Forbidden');
    if (!header) return plain(reply, 401, 'Unauthorized');
    if (!validSignature(raw, header, secret)) return plain(reply, 403, 'Forbidden');
    let payload: unknown;
    try {
      payload = JSON.parse(raw.toString('utf8'));
    } catch {
      return reply.code(400).send({ errors: [{ message: 'El cuerpo no es JSON válido' }] });
    }
    // Stored and queued before answering (a crash after the 200 loses nothing); handled by the
    // queue's workers after the answer.
    await storeMessages(deps, messagesOf(payload));
    return reply.code(200).type('text/plain; charset=utf-8').send('EVENT_RECEIVED');
  });
}

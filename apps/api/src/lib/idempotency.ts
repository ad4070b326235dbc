import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idempotencyKeys } from '../db/schema/index.ts';
import type { Deps } from './deps.ts';
import { HttpError } from './errors.ts';
import { sendJsonText } from './http.ts';

/*
 * Idempotency keys (decision 033). The web client sends `Idempotency-Key: <uuid>` with every
 * change it asks for, one key per user action. For a signed-in POST with a key, the first request
 * claims (user, key) with an atomic insert and runs; its answer, when it is a success, is kept for
 * KEEP_MS and every later request with the same key and the same method, URL and body gets that
 * same answer back, marked `Idempotent-Replayed: true`, without running again. Copies that arrive
 * while the first still runs wait for its answer. A failure is not kept: nothing happened, so the
 * retry runs afresh. The same key with other data answers 422.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
const KEEP_MS = 24 * 3600_000;
/** How long a copy waits for the first request's answer: under the web client's 10 s timeout. */
const WAIT_MS = 8_000;
const POLL_MS = 40;
const KEY_PATTERN = /^[\w-]{8,100}$/;

export const idempotencyMessages = {
  badKey: 'La cabecera Idempotency-Key debe tener entre 8 y 100 letras, números o guiones.',
  reused:
    'Esta clave de idempotencia ya se usó con otros datos. Vuelve a enviar el formulario para hacerlo como una acción nueva.',
  pending: 'Esta misma acción ya se envió y todavía no sabemos si terminó. Revisa tus datos antes de repetirla.',
};

type Claim = { userId: string; key: string };

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: Claim;
  }
}

/** What identifies the request's data; null for a body that is neither JSON nor bytes (a stream). */
function requestHash(request: FastifyRequest): string | null {
  const hash = createHash('sha256').update(`${request.method} ${request.url}\n`);
  const body: unknown = request.body;
  if (Buffer.isBuffer(body) || typeof body === 'string') hash.update(body);
  else if (body !== undefined && body !== null) {
    const prototype = Object.getPrototypeOf(body) as unknown;
    if (prototype !== Object.prototype && prototype !== Array.prototype && prototype !== null) return null;
    hash.update(JSON.stringify(body));
  }
  return hash.digest('hex');
}

/**
 * Claims (user, key) for this request: a new row, or one whose 24 h are over (taken over in the
 * same statement). Returns false when another request holds the key.
 */
async function claim(deps: Deps, userId: string, key: string, hash: string): Promise<boolean> {
  const now = deps.now();
  const [row] = await deps.db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash: hash, createdAt: now })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { requestHash: hash, status: null, response: null, createdAt: now },
      setWhere: lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEEP_MS)),
    })
    .returning({ key: idempotencyKeys.key });
  return row !== undefined;
}

async function replayOrWait(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  key: string,
  hash: string,
) {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if (await claim(deps, userId, key, hash)) {
      request.idempotency = { userId, key };
      return;
    }
    const [row] = await deps.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    // Gone: the first request failed and let go of the key; claim it on the next turn.
    if (row) {
      if (row.requestHash !== hash) throw new HttpError(422, [{ message: idempotencyMessages.reused }]);
      if (row.status !== null && row.response !== null) {
        return sendJsonText(reply.code(row.status).header(REPLAYED_HEADER, 'true'), row.response);
      }
      if (Date.now() > deadline) throw new HttpError(409, [{ message: idempotencyMessages.pending }]);
      await sleep(POLL_MS);
    }
  }
}

/**
 * Adds the hooks to every route of `app`'s scope: a preHandler (after each module's sign-in check)
 * that claims, replays or waits, and an onSend that keeps a success or lets go of the key.
 */
export function registerIdempotency(app: FastifyInstance, deps: Deps) {
  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (request.method !== 'POST' || header === undefined || !request.session) return;
    const key = Array.isArray(header) ? header[0]! : header;
    if (!KEY_PATTERN.test(key)) throw new HttpError(400, [{ message: idempotencyMessages.badKey }]);
    const hash = requestHash(request);
    if (hash === null) return;
    return replayOrWait(deps, request, reply, request.session.userId, key, hash);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotency;
    if (!held) return payload;
    request.idempotency = undefined;
    const where = and(eq(idempotencyKeys.userId, held.userId), eq(idempotencyKeys.key, held.key));
    // A success is kept when it is JSON text (every POST's answer); a file or a stream is not.
    const kept =
      reply.statusCode >= 200 &&
      reply.statusCode < 300 &&
      typeof payload === 'string' &&
      String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    if (kept) await deps.db.update(idempotencyKeys).set({ status: reply.statusCode, response: payload }).where(where);
    else await deps.db.delete(idempotencyKeys).where(where);
    return payload;
  });
}

/** Forgets answers older than 24 h (the scheduler's periodic pass). */
export async function purgeIdempotencyKeys(deps: Deps): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - KEEP_MS);
  const deleted = await deps.db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}

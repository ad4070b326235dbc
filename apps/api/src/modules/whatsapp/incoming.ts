/**
 * What crosses the WhatsApp boundary: Meta's webhook calls and the in-app simulator. Each message
 * is checked and cleaned on its own here, so one odd message never costs the others of its call
 * (decision 036).
 */

/** A message as it is stored: the fields of Meta's `messages[]` we read, and nothing else. */
export type WebhookMessage = {
  from: string;
  id: string;
  timestamp?: string;
  type: string;
  text?: { body?: string };
  /** A photo or document (a receipt): Meta's media id, its type and, for a document, its name. */
  media?: { id: string; mime_type: string; filename?: string };
};

type WebhookPayload = {
  object?: unknown;
  entry?: unknown;
};

/** Meta's longest text message is 4,096 characters; the parser reads the first 1,000. */
const MAX_BODY = 4096;

/**
 * Text PostgreSQL can store and a screen can show: NUL removed (PostgreSQL refuses U+0000 in
 * text and jsonb) and a lone UTF-16 surrogate (half of an emoji cut by a client) turned into
 * U+FFFD (jsonb refuses it, and UTF-8 cannot encode it).
 */
export function cleanText(text: string): string {
  return text.replaceAll('\u0000', '').toWellFormed();
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One message in the shape stored, or undefined when it is not a message (no id, no sender
 * number). A text message whose body is not a string is kept as an unsupported message, so it is
 * answered like a picture instead of breaking anything later.
 */
export function cleanMessage(value: unknown): WebhookMessage | undefined {
  if (!isRecord(value)) return undefined;
  const id = typeof value.id === 'string' ? cleanText(value.id).slice(0, 200) : '';
  const from = typeof value.from === 'string' ? value.from : '';
  if (!id || !/^\d{6,15}$/.test(from)) return undefined;
  const timestamp =
    typeof value.timestamp === 'string' && /^\d{1,12}$/.test(value.timestamp) ? value.timestamp : undefined;
  const type = typeof value.type === 'string' ? cleanText(value.type).slice(0, 40) : 'unknown';
  const body = isRecord(value.text) ? value.text.body : undefined;
  if (type === 'text' && typeof body !== 'string')
    return { from, id, ...(timestamp ? { timestamp } : {}), type: 'unsupported' };
  return {
    from,
    id,
    ...(timestamp ? { timestamp } : {}),
    type,
    ...(type === 'text' ? { text: { body: cleanText(body as string).slice(0, MAX_BODY) } } : {}),
    // Meta sends `image` or `document`; a message cleaned before (storeMessages cleans again) has `media`.
    ...(type === 'image' || type === 'document' ? mediaOf(value[type] ?? value.media) : {}),
  };
}

/** The media id and type of a photo or document, kept so the receipt can be fetched later. */
function mediaOf(value: unknown): { media?: WebhookMessage['media'] } {
  if (!isRecord(value) || typeof value.id !== 'string' || !/^\d{1,40}$/.test(value.id)) return {};
  const mimeType = typeof value.mime_type === 'string' ? cleanText(value.mime_type).slice(0, 100) : '';
  const filename = typeof value.filename === 'string' ? cleanText(value.filename).slice(0, 200) : undefined;
  return { media: { id: value.id, mime_type: mimeType, ...(filename ? { filename } : {}) } };
}

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The messages of a webhook call; statuses (sent, delivered, read) and other fields are ignored. */
export function messagesOf(payload: unknown): WebhookMessage[] {
  if (!isRecord(payload)) return [];
  const body = payload as WebhookPayload;
  if (body.object !== 'whatsapp_business_account') return [];
  return listOf(body.entry).flatMap((entry) =>
    listOf(isRecord(entry) ? entry.changes : undefined).flatMap((change) => {
      const value = isRecord(change) && isRecord(change.value) ? change.value : {};
      return listOf(value.messages).flatMap((message) => cleanMessage(message) ?? []);
    }),
  );
}

/** The SQLSTATE of a database error, through the wrappers (drizzle's query error keeps it in `cause`). */
export function sqlStateOf(err: unknown): string | undefined {
  for (let at = err, depth = 0; at && depth < 5; at = (at as { cause?: unknown }).cause, depth += 1) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Class 22 (data exception): this message's bytes are refused, and would be on every redelivery. */
export const refusedAsData = (err: unknown) => sqlStateOf(err)?.startsWith('22') ?? false;

/** The text of a stored payload for a screen: '' for anything a row stored long ago holds that is not text. */
export function storedText(payload: unknown): string {
  const text = isRecord(payload) && isRecord(payload.text) ? payload.text.body : undefined;
  return typeof text === 'string' ? cleanText(text) : '';
}

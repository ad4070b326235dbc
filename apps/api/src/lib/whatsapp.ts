import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { uuidv7 } from './ids.ts';

export type WhatsAppProvider = {
  sendOtp: (phone: string, code: string) => Promise<void>;
  sendText: (phone: string, text: string) => Promise<void>;
  /** A photo or document a user sent, by its media id; absent where no media can be fetched (development). */
  fetchMedia?: (mediaId: string, maxBytes: number) => Promise<{ bytes: Buffer; mimeType: string }>;
};

/** A sent file larger than the receipts' limit: refused before or while downloading it. */
export class MediaTooLargeError extends Error {}

export type CloudApiOptions = {
  baseUrl: string;
  phoneNumberId: string;
  accessToken: string;
  otpTemplate: string;
  templateLanguage: string;
  fetchImpl?: typeof fetch;
};

/** WhatsApp Cloud API client: authentication template for codes, plain text for replies. */
export function createCloudApiProvider(options: CloudApiOptions): WhatsAppProvider {
  const fetchImpl = options.fetchImpl ?? fetch;
  const endpoint = `${options.baseUrl.replace(/\/$/, '')}/${options.phoneNumberId}/messages`;

  async function post(body: Record<string, unknown>): Promise<void> {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { Authorization: `Bearer ${options.accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', ...body }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw new Error(`WhatsApp Cloud API answered ${response.status}: ${detail.slice(0, 300)}`);
    }
  }

  /**
   * Meta's two steps: the media id gives a URL valid for five minutes (and the file's size and
   * type), then the URL gives the bytes, both with the access token. The size is checked before
   * and while downloading, so a huge file is never held in memory.
   */
  async function fetchMedia(mediaId: string, maxBytes: number): Promise<{ bytes: Buffer; mimeType: string }> {
    const authorization = { Authorization: `Bearer ${options.accessToken}` };
    const described = await fetchImpl(`${options.baseUrl.replace(/\/$/, '')}/${encodeURIComponent(mediaId)}`, {
      headers: authorization,
      signal: AbortSignal.timeout(10_000),
    });
    if (!described.ok) throw new Error(`WhatsApp Cloud API answered ${described.status} for media ${mediaId}`);
    const media = (await described.json()) as { url?: unknown; mime_type?: unknown; file_size?: unknown };
    if (typeof media.url !== 'string') throw new Error(`WhatsApp Cloud API gave no URL for media ${mediaId}`);
    if (Number(media.file_size) > maxBytes) throw new MediaTooLargeError(`media ${mediaId} is larger than ${maxBytes}`);
    const file = await fetchImpl(media.url, { headers: authorization, signal: AbortSignal.timeout(60_000) });
    if (!file.ok || !file.body) throw new Error(`WhatsApp media download answered ${file.status}`);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of file.body) {
      size += (chunk as Uint8Array).length;
      if (size > maxBytes) throw new MediaTooLargeError(`media ${mediaId} is larger than ${maxBytes}`);
      chunks.push(Buffer.from(chunk as Uint8Array));
    }
    const mimeType = typeof media.mime_type === 'string' ? media.mime_type : (file.headers.get('content-type') ?? '');
    return { bytes: Buffer.concat(chunks), mimeType };
  }

  return {
    fetchMedia,
    sendOtp: (phone, code) =>
      post({
        to: phone.replace(/^\+/, ''),
        type: 'template',
        template: {
          name: options.otpTemplate,
          language: { code: options.templateLanguage },
          components: [
            { type: 'body', parameters: [{ type: 'text', text: code }] },
            { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
          ],
        },
      }),
    sendText: (phone, text) =>
      post({ to: phone.replace(/^\+/, ''), type: 'text', text: { preview_url: false, body: text } }),
  };
}

/**
 * Development default: no WhatsApp account needed. Messages go to JSON files under the data
 * directory (the in-app simulator and the browser tests read them) and, outside production, to the log.
 */
export function createDevProvider(options: {
  dataDir: string;
  logger: FastifyBaseLogger;
  logCodes: boolean;
}): WhatsAppProvider {
  const outbox = path.join(options.dataDir, 'whatsapp');
  async function store(message: Record<string, string>): Promise<void> {
    await mkdir(outbox, { recursive: true });
    await writeFile(
      path.join(outbox, `${uuidv7()}.json`),
      JSON.stringify({ ...message, sent_at: new Date().toISOString() }),
      {
        mode: 0o600,
      },
    );
  }
  return {
    sendOtp: async (phone, code) => {
      await store({ to: phone, type: 'otp', code });
      if (options.logCodes) options.logger.info(`[whatsapp de desarrollo] código para ${phone}: ${code}`);
      else options.logger.warn('WhatsApp is not configured: the code was stored in the outbox folder only');
    },
    sendText: async (phone, text) => {
      await store({ to: phone, type: 'text', text });
    },
  };
}

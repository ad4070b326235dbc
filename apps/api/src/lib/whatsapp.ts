import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { uuidv7 } from './ids.ts';

export type WhatsAppProvider = {
  sendOtp: (phone: string, code: string) => Promise<void>;
  sendText: (phone: string, text: string) => Promise<void>;
};

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

  return {
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

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { uuidv7 } from './ids.ts';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send: (message: MailMessage) => Promise<void>; close?: () => void };

/** Real SMTP when `smtpUrl` is set (docs/architecture.md §9); otherwise each mail becomes an .eml file under the data directory. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: FastifyBaseLogger;
}): Mailer {
  // nodemailer is loaded with the first mail, not at start: it is 40 ms and 17 MB of a cold start.
  let created: Transporter | undefined;
  const transport = async () => {
    const { default: nodemailer } = await import('nodemailer');
    created ??= options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    return created;
  };
  if (options.smtpUrl) {
    return {
      send: async (message) => {
        await (await transport()).sendMail({ from: options.from, ...message });
      },
      close: () => created?.close(),
    };
  }
  const outbox = path.join(options.dataDir, 'mail');
  return {
    send: async (message) => {
      const info = await (await transport()).sendMail({ from: options.from, ...message });
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${uuidv7()}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      // The file path only: the mail itself may hold a code or a reset link.
      options.logger.info({ file }, 'mail written to the outbox folder');
    },
  };
}

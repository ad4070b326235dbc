import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { FIXTURE_ACCOUNTS } from '../fixtures/mail-alerts/accounts.ts';
import type { UserContext } from '../../src/modules/whatsapp/service.ts';

/** A raw RFC 822 message as a bank (or the user forwarding it) would send it. */
export async function composeAlert(options: {
  from: string;
  to: string;
  subject: string;
  text?: string;
  html?: string;
  date?: Date;
  messageId?: string;
  attachments?: { filename: string; content: string | Buffer; contentType?: string }[];
}): Promise<Buffer> {
  return new MailComposer({ ...options, text: options.text, html: options.html }).compile().build();
}

/** A parsing context for the fixture accounts of a country, with no categories: the reader alone. */
export function fixtureContext(country: keyof typeof FIXTURE_ACCOUNTS, today = '2026-11-26'): UserContext {
  const spec = FIXTURE_ACCOUNTS[country]!;
  return {
    session: { userId: '00000000-0000-7000-8000-000000000000', sessionId: 'test', timeZone: 'UTC' },
    today,
    country,
    locale: 'es-CO',
    monthStartDay: 1,
    captureEnabled: true,
    defaultAccountId: null,
    categories: [],
    accounts: spec.accounts.map((account, index) => ({
      id: `acc-${index}`,
      name: account.name,
      type: account.type,
      currency: spec.currency,
      digits: account.digits ? account.digits.split(/[\s,;]+/).filter(Boolean) : [],
    })),
  };
}

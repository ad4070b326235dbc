import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * What a blind WhatsApp corpus holds (decision 031): its cases and what each writer expected, read
 * only when the bytes are the ones frozen, and the users' accounts each writer was told about.
 * whatsapp-blind.ts replays the cases through the app.
 */

export type ExpectedRecord = {
  kind: 'expense' | 'income' | 'transfer';
  amount: number;
  currency: string;
  date: string;
  account: string;
  to?: string;
  category?: string | null;
  payee?: string;
};
export type ExpectedQuestion = {
  about: 'balance' | 'spending' | 'income';
  account: string | null;
  category: string | null;
  from: string | null;
  to: string | null;
};
export type BlindCase = {
  id: string;
  country: 'CO' | 'MX' | 'AR' | 'CL' | 'PE' | 'ES';
  class: string;
  messages: string[];
  expect: { records: ExpectedRecord[] } | { question: ExpectedQuestion } | { ask: true };
};

/** The hex sha256 a FROZEN file holds (its first 64-hex word). */
export function frozenSha(text: string): string | undefined {
  return text.match(/\b[0-9a-f]{64}\b/i)?.[0].toLowerCase();
}

/** The corpus, refused when its bytes are not the ones frozen. */
export function readCorpus(file: string, expectedSha: string): BlindCase[] {
  const bytes = readFileSync(file);
  const sha = createHash('sha256').update(bytes).digest('hex');
  if (sha !== expectedSha)
    throw new Error(`El corpus ${file} cambió: sha256 ${sha}, congelado ${expectedSha}. No lo mido.`);
  return bytes
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => withRecordsListed(JSON.parse(line) as BlindCase));
}

/**
 * One writer (blind-aa) gave a case's only record bare, as `expect`, and left out its currency.
 * Both say the same thing as the brief's form, so they are read as it: one record, in the
 * country's currency. The bytes, and so the frozen hash, stay the writer's.
 */
export function withRecordsListed<T extends { country: BlindCase['country']; expect: object }>(item: T): T {
  const bare = 'kind' in item.expect ? [item.expect as ExpectedRecord] : undefined;
  const records = bare ?? ('records' in item.expect ? (item.expect.records as ExpectedRecord[]) : undefined);
  if (!records) return item;
  const currency = COUNTRY_USERS[item.country].currency;
  return {
    ...item,
    expect: { records: records.map((record) => ({ ...record, currency: record.currency ?? currency })) },
  };
}

export type AccountSpec = {
  name: string;
  type: 'cash' | 'checking' | 'savings' | 'credit_card' | 'other';
  digits?: string;
  opening: number;
};

// The accounts each country's writer was told about (the first is the default), with opening
// balances in currency units so balance questions have figures to state.
export const COUNTRY_USERS: Record<BlindCase['country'], { currency: string; zone: string; accounts: AccountSpec[] }> =
  {
    CO: {
      currency: 'COP',
      zone: 'America/Bogota',
      accounts: [
        { name: 'Efectivo', type: 'cash', opening: 350_000 },
        { name: 'Bancolombia', type: 'savings', digits: '7710', opening: 4_200_000 },
        // A Nequi account's number is its phone: the user set its last four digits.
        { name: 'Nequi', type: 'other', digits: '0199', opening: 180_000 },
        { name: 'Visa Bancolombia', type: 'credit_card', digits: '4821', opening: -1_250_000 },
        { name: 'Davivienda', type: 'checking', digits: '0932', opening: 2_100_000 },
        { name: 'Daviplata', type: 'other', opening: 95_000 },
        { name: 'Ahorros', type: 'savings', digits: '3301', opening: 8_000_000 },
      ],
    },
    MX: {
      currency: 'MXN',
      zone: 'America/Mexico_City',
      accounts: [
        { name: 'Efectivo', type: 'cash', opening: 2_300 },
        { name: 'BBVA', type: 'checking', digits: '5120, 8834', opening: 18_400 },
        { name: 'Tarjeta Nu', type: 'credit_card', digits: '6621', opening: -4_150 },
        { name: 'Mercado Pago', type: 'other', opening: 1_200 },
        { name: 'Banorte', type: 'credit_card', digits: '1047', opening: -9_870 },
      ],
    },
    AR: {
      currency: 'ARS',
      zone: 'America/Argentina/Buenos_Aires',
      accounts: [
        { name: 'Efectivo', type: 'cash', opening: 85_000 },
        { name: 'Galicia', type: 'checking', digits: '4402', opening: 1_450_000 },
        { name: 'Mercado Pago', type: 'other', opening: 320_000 },
        { name: 'Visa Galicia', type: 'credit_card', digits: '9915', opening: -610_000 },
      ],
    },
    CL: {
      currency: 'CLP',
      zone: 'America/Santiago',
      accounts: [
        { name: 'Efectivo', type: 'cash', opening: 60_000 },
        { name: 'CuentaRUT', type: 'checking', digits: '2288', opening: 540_000 },
        { name: 'Tarjeta Santander', type: 'credit_card', digits: '5567', opening: -320_000 },
        { name: 'Ripley', type: 'credit_card', digits: '7781', opening: -150_000 },
        { name: 'CMR Falabella', type: 'credit_card', digits: '3390', opening: -88_000 },
      ],
    },
    PE: {
      currency: 'PEN',
      zone: 'America/Lima',
      accounts: [
        { name: 'Efectivo', type: 'cash', opening: 420 },
        { name: 'BCP', type: 'savings', digits: '6012', opening: 5_300 },
        { name: 'Yape', type: 'other', opening: 260 },
        { name: 'Interbank Visa', type: 'credit_card', digits: '4419', opening: -1_180 },
        { name: 'Plin', type: 'other', opening: 75 },
      ],
    },
    ES: {
      currency: 'EUR',
      zone: 'Europe/Madrid',
      accounts: [
        { name: 'Efectivo', type: 'cash', opening: 140 },
        { name: 'BBVA', type: 'checking', digits: '2231', opening: 2_450 },
        { name: 'Revolut', type: 'checking', digits: '9012', opening: 380 },
        { name: 'Tarjeta Visa', type: 'credit_card', digits: '7743', opening: -640 },
        { name: 'CaixaBank', type: 'checking', digits: '5580', opening: 1_720 },
        { name: 'ING', type: 'checking', digits: '1199', opening: 3_900 },
      ],
    },
  };

import type { Statement } from '@cuentas/shared/schemas/imports';
import { parseDate } from '@cuentas/shared/calendar-dates';
import { parseBankAmount } from './amounts.ts';

export type OfxTransaction = {
  row: number;
  date: string;
  amount: number;
  payee: string;
  notes: string;
  fitid: string | null;
};
export type OfxResult = {
  transactions: OfxTransaction[];
  errors: { row: number; message: string }[];
  balances: Statement;
  currency: string | null;
};

// No maintained npm OFX reader handles both 1.x (SGML, unclosed tags) and 2.x (XML): this one does,
// since both end a value at the next "<".

function tag(block: string, name: string): string | null {
  // OFX 1.x (SGML) leaves tags unclosed; OFX 2.x (XML) closes them. Both end at the next "<",
  // except a value in <![CDATA[…]]>, taken whole (Suncorp writes NAME and MEMO so).
  const match = new RegExp(`<${name}>[ \\t]*(?:<!\\[CDATA\\[([\\s\\S]*?)\\]\\]>|([^<\\r\\n]*))`, 'i').exec(block);
  return match ? (match[1] ?? match[2]!).trim() : null;
}

export function isOfx(text: string): boolean {
  return /<OFX>/i.test(text) || /^\s*OFXHEADER:/i.test(text);
}

const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'");

/** Reads the STMTTRN entries of an OFX/QFX statement (bank or credit card). */
export function parseOfx(text: string, currency: string): OfxResult {
  const blocks = text.split(/<STMTTRN>/i).slice(1);
  const result: OfxResult = {
    transactions: [],
    errors: [],
    balances: { opening: null, closing: null },
    currency: tag(text, 'CURDEF'),
  };
  const ledger = /<LEDGERBAL>([\s\S]*?)(?:<\/LEDGERBAL>|<AVAILBAL>|<\/STMTRS>|<\/CCSTMTRS>|$)/i.exec(text)?.[1];
  if (ledger) {
    const asOf = parseDate((tag(ledger, 'DTASOF') ?? '').slice(0, 8), 'YYYYMMDD');
    const amountText = tag(ledger, 'BALAMT') ?? '';
    const amount = parseBankAmount(amountText, /,\d{1,2}$/.test(amountText) ? ',' : '.', currency);
    if (asOf && amount.ok) result.balances.closing = { date: asOf, amount: amount.minor };
  }
  blocks.forEach((raw, index) => {
    const block = raw.split(/<\/STMTTRN>/i)[0]!;
    const row = index + 1;
    const posted = tag(block, 'DTPOSTED');
    const amountText = tag(block, 'TRNAMT');
    const date =
      posted && /^\d{8}(?:\d{6}(?:\.\d+)?)?(?:\[.*\])?$/.test(posted)
        ? parseDate(posted.slice(0, 8), 'YYYYMMDD')
        : null;
    if (!date) {
      result.errors.push({
        row,
        message: posted ? `La fecha ${posted} no es válida` : 'La fecha (DTPOSTED) falta o no es válida',
      });
      return;
    }
    const decimal = amountText && /,\d{1,2}$/.test(amountText) ? ',' : '.';
    const amount = amountText
      ? parseBankAmount(amountText, decimal, currency)
      : { ok: false as const, message: 'Falta el importe (TRNAMT)' };
    if (!amount.ok) {
      result.errors.push({ row, message: amount.message });
      return;
    }
    const name = decodeEntities(tag(block, 'NAME') ?? tag(block, 'PAYEE') ?? '');
    const memo = decodeEntities(tag(block, 'MEMO') ?? '');
    result.transactions.push({
      row,
      date,
      amount: amount.minor,
      payee: name || memo,
      notes: name ? memo : '',
      fitid: tag(block, 'FITID'),
    });
  });
  return result;
}

import { parseBankAmount } from './amounts.ts';

export type OfxTransaction = { row: number; date: string; amount: number; payee: string; notes: string; fitid: string | null };
export type OfxResult = { transactions: OfxTransaction[]; errors: { row: number; message: string }[] };

function tag(block: string, name: string): string | null {
  // OFX 1.x (SGML) leaves tags unclosed; OFX 2.x (XML) closes them. Both end at the next "<".
  const match = new RegExp(`<${name}>([^<\\r\\n]*)`, 'i').exec(block);
  return match ? match[1]!.trim() : null;
}

export function isOfx(text: string): boolean {
  return /<OFX>/i.test(text) || /^\s*OFXHEADER:/i.test(text);
}

const decodeEntities = (text: string) => text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'");

/** Reads the STMTTRN entries of an OFX/QFX statement (bank or credit card). */
export function parseOfx(text: string, currency: string): OfxResult {
  const blocks = text.split(/<STMTTRN>/i).slice(1);
  const result: OfxResult = { transactions: [], errors: [] };
  blocks.forEach((raw, index) => {
    const block = raw.split(/<\/STMTTRN>/i)[0]!;
    const row = index + 1;
    const posted = tag(block, 'DTPOSTED');
    const amountText = tag(block, 'TRNAMT');
    const dateMatch = posted ? /^(\d{4})(\d{2})(\d{2})/.exec(posted) : null;
    if (!dateMatch) {
      result.errors.push({ row, message: 'La fecha (DTPOSTED) falta o no es válida' });
      return;
    }
    const date = `${dateMatch[1]}-${dateMatch[2]}-${dateMatch[3]}`;
    if (Number.isNaN(Date.parse(date))) {
      result.errors.push({ row, message: `La fecha ${posted} no es válida` });
      return;
    }
    const decimal = amountText && /,\d{1,2}$/.test(amountText) ? ',' : '.';
    const amount = amountText ? parseBankAmount(amountText, decimal, currency) : { ok: false as const, message: 'Falta el importe (TRNAMT)' };
    if (!amount.ok) {
      result.errors.push({ row, message: amount.message });
      return;
    }
    const name = decodeEntities(tag(block, 'NAME') ?? tag(block, 'PAYEE') ?? '');
    const memo = decodeEntities(tag(block, 'MEMO') ?? '');
    result.transactions.push({ row, date, amount: amount.minor, payee: name || memo, notes: name ? memo : '', fitid: tag(block, 'FITID') });
  });
  return result;
}

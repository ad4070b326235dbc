import type { ImportFormat } from '@cuentas/shared/schemas/imports';
import { badRequest } from '../../lib/errors.ts';
import { isCamt } from './camt.ts';
import { decodeBytes, detectEncoding, type Encoding, looksBinary } from './decode.ts';
import { isNorma43 } from './norma43.ts';
import { isOfx } from './ofx.ts';
import { isQif } from './qif.ts';
import { isOle2, isXlsx, xlsxMessages } from './xlsx.ts';

export const formatMessages = {
  unknown:
    'No reconocemos este archivo. Sube el extracto tal como lo descargas de tu banco: CSV, Excel (.xlsx), Norma 43, OFX/QFX, QIF o camt.053 (XML).',
  pdf: 'Este archivo es un PDF: no podemos leer sus movimientos. Descarga el extracto de tu banco en Excel (.xlsx), CSV, Norma 43 u OFX.',
  xml: 'Este XML no es un extracto que conozcamos. Sube un camt.053/camt.052 (ISO 20022) o un OFX.',
};

export type Detected = { format: ImportFormat; encoding: Encoding; text: string | null };

/**
 * What a file is, from its bytes rather than its name: a workbook (zip) or a legacy .xls (OLE2),
 * else text in a detected encoding that reads as OFX, camt, QIF, Norma 43 or, failing those, CSV.
 * Binary files that are none of these are refused in Spanish (400), never parsed into a 500.
 */
export function detectFormat(bytes: Buffer): Detected {
  if (isOle2(bytes)) throw badRequest(xlsxMessages.legacyXls, 'file');
  if (isXlsx(bytes)) return { format: 'xlsx', encoding: 'utf-8', text: null };
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') throw badRequest(formatMessages.pdf, 'file');
  const encoding = detectEncoding(bytes);
  if (looksBinary(bytes, encoding)) throw badRequest(formatMessages.unknown, 'file');
  const text = decodeBytes(bytes, encoding);
  if (isOfx(text)) return { format: 'ofx', encoding, text };
  if (isCamt(text)) return { format: 'camt', encoding, text };
  if (/^\uFEFF?\s*<\?xml|^\uFEFF?\s*<[A-Za-z]/.test(text)) throw badRequest(formatMessages.xml, 'file');
  if (isQif(text)) return { format: 'qif', encoding, text };
  // A Norma 43 file may hold several accounts' statements: each goes to the account the user picks.
  if (isNorma43(text)) return { format: 'n43', encoding, text };
  return { format: 'csv', encoding, text };
}

/** Movements a statement holds, counted before it is parsed (shown while it is analysed). */
export function countStatementRows(format: ImportFormat, text: string): number {
  const count = (pattern: RegExp) => text.match(pattern)?.length ?? 0;
  if (format === 'ofx') return count(/<STMTTRN>/gi);
  if (format === 'n43') return count(/^22/gm);
  if (format === 'camt') return count(/<(?:\w+:)?Ntry>/g);
  if (format === 'qif') return count(/^\^/gm);
  return 0;
}

import type { OcrEngine } from './ocr-engine.ts';
import { prepareImage } from './prepare-image.ts';
import { linesOfText, type ReceiptLine } from './extract-text.ts';

export type ReadOutcome =
  | { ok: true; lines: ReceiptLine[]; ms: number; source: 'ocr' | 'pdf-text' }
  | { ok: false; reason: 'pdf-without-text' | 'unreadable' };

/** PDFs longer than this are not receipts; reading every page would only cost time. */
const MAX_PDF_PAGES = 5;

/**
 * A PDF's own text layer, page after page, or null when it has none (a scanned PDF). Each text
 * item that ends a line ends one here too, so the extractor sees the printed lines.
 */
export async function pdfText(bytes: Buffer): Promise<string | null> {
  const { getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const lines: string[] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, MAX_PDF_PAGES); number += 1) {
      const content = await (await pdf.getPage(number)).getTextContent();
      let current = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        current += item.str;
        if (item.hasEOL) {
          lines.push(current);
          current = '';
        }
      }
      if (current) lines.push(current);
    }
    const text = lines.join('\n');
    return /[\p{L}\d]{3}/u.test(text) ? text : null;
  } finally {
    await pdf.cleanup();
  }
}

/** The lines of a receipt file: a PDF's text layer, or an image read by OCR (decision 043). */
export async function readReceiptFile(engine: OcrEngine, bytes: Buffer, mime: string): Promise<ReadOutcome> {
  const started = performance.now();
  if (mime === 'application/pdf') {
    const text = await pdfText(bytes).catch(() => null);
    if (!text) return { ok: false, reason: 'pdf-without-text' };
    return { ok: true, lines: linesOfText(text), ms: Math.round(performance.now() - started), source: 'pdf-text' };
  }
  let prepared: Buffer;
  try {
    prepared = await prepareImage(bytes);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const result = await engine.read(prepared);
  const lines = result.lines.filter((line) => line.text.trim() !== '');
  return { ok: true, lines, ms: Math.round(performance.now() - started), source: 'ocr' };
}

/** One line of a receipt as read: its text, Tesseract's confidence (0–100) and, when known, its words'. */
export type ReceiptLine = { text: string; confidence: number; words?: { text: string; confidence: number }[] };

/** A field read from a receipt and how sure the reading is (0–1). A null value is asked of the user. */
export type Field<T> = { value: T | null; confidence: number };

/** Upper case without accents, so «Cambió» and «CAMBIO» read alike. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
}

/** Lines of plain text (a PDF's text layer, a test) as if read with full confidence. */
export function linesOfText(text: string): ReceiptLine[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+$/, ''))
    .filter((line) => line.trim() !== '')
    .map((line) => ({ text: line, confidence: 95 }));
}

/**
 * The confidence Tesseract gave the words of `line` that contain `piece` (the lowest of them), or
 * the line's own when the words are not known. Scaled to 0–1.
 */
export function pieceConfidence(line: ReceiptLine, piece: string): number {
  const digits = piece.replace(/\D/g, '');
  const words = (line.words ?? []).filter((word) => {
    const wordDigits = word.text.replace(/\D/g, '');
    return wordDigits !== '' && digits.includes(wordDigits);
  });
  const lowest = words.length > 0 ? Math.min(...words.map((word) => word.confidence)) : line.confidence;
  return Math.max(0, Math.min(1, lowest / 100));
}

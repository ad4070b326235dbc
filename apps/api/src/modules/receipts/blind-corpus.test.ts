import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { renderReceipt } from '../../../test/fixtures/receipts/render.ts';
import { extractReceipt, type ReceiptFields } from './extract.ts';
import { createOcrEngine } from './ocr-engine.ts';
import { readReceiptFile } from './read-file.ts';

// The blind receipt corpus (decision 043): written by someone who never read the extractor, frozen
// by its sha256 before its one run. Each case's printed lines are rendered by the fixtures' renderer
// in one of three conditions by index (clear, tilted 4°, blurred), read by OCR and the extractor,
// and the figures are printed. Only the corpus's integrity is asserted.
//   RECEIPT_BLIND_CORPUS=…/corpus.jsonl RECEIPT_BLIND_FROZEN=…/FROZEN npx vitest run apps/api/src/modules/receipts/blind-corpus.test.ts
//   RECEIPT_BLIND_REPORT=/tmp/misses.txt     also writes every miss there
//   RECEIPT_BLIND_TODAY=2026-11-26           the day the receipts are read on (else the machine's date)

type BlindCase = {
  id: string;
  country: string;
  kind: 'ticket' | 'invoice';
  lines: string[];
  expect: { total: number; currency: string; date: string; merchant: string; tax_id: string | null };
};
type Verdict = 'right' | 'asked' | 'wrong';
const FIELDS = ['total', 'date', 'merchant', 'tax_id', 'currency'] as const;
type FieldName = (typeof FIELDS)[number];
const CONDITIONS = ['clara', 'inclinada 4°', 'desenfocada'] as const;

const corpusFile = process.env.RECEIPT_BLIND_CORPUS;
const frozenFile = process.env.RECEIPT_BLIND_FROZEN;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim();
const plainId = (text: string) => text.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

/** Right, asked (left empty for the user) or wrong, for one field of one case. */
function verdicts(fields: ReceiptFields, expected: BlindCase['expect']): Record<FieldName, Verdict> {
  const judge = (value: unknown, right: boolean): Verdict => (value === null ? 'asked' : right ? 'right' : 'wrong');
  const merchant = fields.merchant.value;
  const taxId = fields.taxId.value?.value ?? null;
  return {
    total: judge(
      fields.total.value,
      fields.total.value !== null && Math.abs(fields.total.value - expected.total) < 0.005,
    ),
    date: judge(fields.date.value, fields.date.value === expected.date),
    merchant: judge(
      merchant,
      merchant !== null &&
        (fold(merchant).includes(fold(expected.merchant)) || fold(expected.merchant).includes(fold(merchant))),
    ),
    // A receipt without a tax id is right when none is read.
    tax_id:
      expected.tax_id === null
        ? taxId === null
          ? 'right'
          : 'wrong'
        : judge(taxId, taxId !== null && plainId(taxId) === plainId(expected.tax_id)),
    currency: judge(fields.currency.value, fields.currency.value === expected.currency),
  };
}

function readCorpus(file: string, frozen: string): BlindCase[] {
  const bytes = readFileSync(file);
  const sha = createHash('sha256').update(bytes).digest('hex');
  const expected = readFileSync(frozen, 'utf8')
    .match(/\b[0-9a-f]{64}\b/i)?.[0]
    ?.toLowerCase();
  if (!expected) throw new Error(`${frozen} no contiene un sha256: no mido.`);
  if (sha !== expected) throw new Error(`El corpus ${file} cambió: sha256 ${sha}, congelado ${expected}. No lo mido.`);
  return bytes
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as BlindCase);
}

const engine = createOcrEngine();
afterAll(() => engine.close());

describe('the blind receipt corpus', () => {
  const ready = Boolean(corpusFile && frozenFile && existsSync(corpusFile));
  if (!ready)
    console.log(
      'Corpus ciego de recibos ausente (RECEIPT_BLIND_CORPUS y RECEIPT_BLIND_FROZEN sin definir o sin archivo): no se mide.',
    );
  it.skipIf(!ready)('reads the frozen corpus once and prints its figures', { timeout: 3_600_000 }, async () => {
    const cases = readCorpus(corpusFile!, frozenFile!);
    const today = process.env.RECEIPT_BLIND_TODAY ?? new Date().toISOString().slice(0, 10);
    const counts = CONDITIONS.map(() =>
      Object.fromEntries(FIELDS.map((field) => [field, { right: 0, asked: 0, wrong: 0 }])),
    ) as Record<FieldName, Record<Verdict, number>>[];
    const perCondition = CONDITIONS.map(() => 0);
    const misses: string[] = [];
    const silentWrong: string[] = [];
    let ms = 0;
    for (const [index, item] of cases.entries()) {
      const condition = index % 3;
      const image = await renderReceipt(
        item.lines,
        condition === 1 ? { tilt: 4 } : condition === 2 ? { blur: 1.2 } : {},
      );
      const outcome = await readReceiptFile(engine, image, 'image/jpeg');
      const lines = outcome.ok ? outcome.lines : [];
      if (outcome.ok) ms += outcome.ms;
      const fields = extractReceipt(lines, { country: item.country, today });
      const verdict = verdicts(fields, item.expect);
      perCondition[condition]! += 1;
      for (const field of FIELDS) counts[condition]![field][verdict[field]] += 1;
      if (verdict.total === 'wrong') silentWrong.push(`${item.id} (${fields.total.value} por ${item.expect.total})`);
      const wrong = FIELDS.filter((field) => verdict[field] !== 'right');
      if (wrong.length > 0)
        misses.push(
          `${item.id} [${CONDITIONS[condition]}] ${wrong.map((field) => `${field}:${verdict[field]}`).join(' ')}\n` +
            `  leído: total=${fields.total.value} (${fields.total.confidence}) fecha=${fields.date.value} (${fields.date.confidence}) comercio=${fields.merchant.value} nif=${fields.taxId.value?.value ?? null} moneda=${fields.currency.value}\n` +
            `  esperado: ${JSON.stringify(item.expect)}\n  texto:\n${lines.map((line) => `    ${Math.round(line.confidence)} | ${line.text}`).join('\n')}`,
        );
    }
    const table = FIELDS.map((field) => {
      const cells = CONDITIONS.map((_, condition) => {
        const { right, asked, wrong } = counts[condition]![field];
        return `${right}/${asked}/${wrong}`.padStart(20);
      });
      return `${field.padEnd(9)}${cells.join('')}`;
    });
    const clearTotals = counts[0]!.total.right;
    const text = [
      `Corpus ciego de recibos: ${cases.length} casos, leídos el ${today} (bien/preguntado/mal por condición)`,
      `${''.padEnd(9)}${CONDITIONS.map((name, condition) => `${name} (${perCondition[condition]})`.padStart(20)).join('')}`,
      ...table,
      `Totales bien en fotos claras: ${clearTotals}/${perCondition[0]}`,
      `Totales mal con confianza (silent wrong): ${silentWrong.length}${silentWrong.length ? ` — ${silentWrong.join(', ')}` : ''}`,
      `Tiempo medio de lectura: ${cases.length ? Math.round(ms / cases.length) : 0} ms por recibo`,
    ].join('\n');
    console.log(text);
    if (process.env.RECEIPT_BLIND_REPORT)
      writeFileSync(process.env.RECEIPT_BLIND_REPORT, `${text}\n\n${misses.join('\n\n')}\n`);
    expect(perCondition.reduce((sum, count) => sum + count, 0)).toBe(cases.length);
  });
});

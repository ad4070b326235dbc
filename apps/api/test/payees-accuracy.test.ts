import { readdirSync, readFileSync } from 'node:fs';
import { payeeKey } from '@cuentas/shared/payees/clean-payee';
import { describe, expect, it } from 'vitest';
import { defaultCategoryKeys } from '../src/modules/categories/defaults.ts';
import { makeCategorizer } from '../src/modules/payees/categorize.ts';

/**
 * Accuracy on real-shaped statements (fixtures/payees/corpus/<country>.csv: the description as the
 * bank writes it, the amount, and the category a person would choose; empty for a merchant nobody
 * could know). Measured on rows from known merchants: with no touch, and on the next month's
 * statement after one correction per merchant that was wrong. Category ids here are the keys.
 */
const folder = new URL('./fixtures/payees/corpus/', import.meta.url);
type Row = { text: string; amount: number; expected: string };
const corpus = readdirSync(folder)
  .filter((name) => name.endsWith('.csv'))
  .map((name) => {
    const rows: Row[] = readFileSync(new URL(name, folder), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => {
        const [text, amount, expected] = line.split(';');
        return { text: text!, amount: Math.round(Number(amount!.replace(/\./g, '').replace(',', '.')) * 100), expected: expected ?? '' };
      });
    return { country: name.slice(0, 2).toUpperCase(), rows };
  });

const byKey = new Map(Object.values(defaultCategoryKeys).map((key) => [key, key]));
/** Next month's statement: same merchants, other card, terminal and reference numbers. */
const nextMonth = (text: string) =>
  text.replace(/\b\d{2,}\b|\d{4}(?=XXXX)|(?<=XXXX)\d{4}/g, (run) => run.replace(/\d/g, (digit) => String((Number(digit) + 3) % 10)));

function measure(country: string, rows: Row[], memory: Map<string, string>) {
  const categorize = makeCategorizer({ matchRule: () => null, byKey, memory, aliases: new Map(), country });
  return rows.map((row) => ({ row, result: categorize({ text: row.text, amount: row.amount }) }));
}

describe('categorisation accuracy on the statement corpus', () => {
  it('categorises ≥ 90 % of known-merchant rows with no touch, ≥ 97 % after one correction per merchant', () => {
    const totals = { known: 0, first: 0, second: 0, corrections: 0 };
    const lines: string[] = [];
    for (const { country, rows } of corpus) {
      const known = rows.filter((row) => row.expected);
      expect(known.every((row) => byKey.has(row.expected)), `${country}: unknown key in corpus`).toBe(true);
      const memory = new Map<string, string>();
      const first = measure(country, known, memory);
      const wrong = first.filter(({ row, result }) => result.categoryId !== row.expected);
      // The user fixes each wrong merchant once, in the app: the memory keeps payee → category.
      for (const { row, result } of wrong) memory.set(payeeKey(result.payee), row.expected);
      const second = measure(country, known.map((row) => ({ ...row, text: nextMonth(row.text) })), memory);
      const secondRight = second.filter(({ row, result }) => result.categoryId === row.expected).length;
      totals.known += known.length;
      totals.first += known.length - wrong.length;
      totals.second += secondRight;
      totals.corrections += wrong.length;
      const pct = (value: number) => `${((100 * value) / known.length).toFixed(1)} %`;
      lines.push(`${country}: ${known.length} rows, no touch ${pct(known.length - wrong.length)}, after ${wrong.length} corrections ${pct(secondRight)}`);
      for (const { row, result } of wrong) lines.push(`   missed: ${row.text} → ${result.payee} (${result.categoryId ?? 'sin categoría'}, esperado ${row.expected})`);
      for (const { row, result } of second.filter((item) => item.result.categoryId !== item.row.expected)) {
        lines.push(`   missed after correcting: ${row.text} → ${result.payee} (${result.categoryId ?? 'sin categoría'})`);
      }
    }
    const share = (value: number) => value / totals.known;
    lines.push(
      `ALL: ${totals.known} rows from known merchants, no touch ${(100 * share(totals.first)).toFixed(1)} %, second import after ${totals.corrections} corrections ${(100 * share(totals.second)).toFixed(1)} %`,
    );
    console.log(`Categorisation accuracy\n${lines.join('\n')}`);
    expect(share(totals.first)).toBeGreaterThanOrEqual(0.9);
    expect(share(totals.second)).toBeGreaterThanOrEqual(0.97);
  });

  it('payees of known merchants read as a person would write them', () => {
    const categorize = makeCategorizer({ matchRule: () => null, byKey, memory: new Map(), aliases: new Map(), country: 'CO' });
    expect(categorize({ text: 'RAPPI*RAPPI COLOMB', amount: -45_900 }).payee).toBe('Rappi');
    expect(categorize({ text: 'UBER *TRIP HELP.UBER.COM', amount: -18_500 }).payee).toBe('Uber');
    expect(categorize({ text: 'COMPRA TARJ. 5540XXXXXXXX1234 MERCADONA MADRID', amount: -4530 }).payee).toBe('Mercadona');
    expect(categorize({ text: 'COMPRA EN EXITO CALLE 80 BOGOTA', amount: -125_000 }).payee).toBe('Éxito');
    // A salary word on money going out is not a salary.
    expect(categorize({ text: 'PAGO NOMINA EMPLEADA', amount: -900_000 }).categoryId).toBeNull();
  });
});

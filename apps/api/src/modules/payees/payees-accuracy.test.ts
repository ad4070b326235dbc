import { readdirSync, readFileSync } from 'node:fs';
import { payeeKey } from '@cuentas/shared/payees/clean-payee';
import { describe, expect, it } from 'vitest';
import { defaultCategoryKeys } from '../categories/defaults.ts';
import { parseBankAmount } from '../imports/amounts.ts';
import { makeCategorizer } from '../kernel/categorize.ts';

/**
 * Accuracy on real-shaped statements (apps/api/test/fixtures/payees/<corpus>/<country>.csv: the description as the
 * bank writes it, the amount, and the category a person would choose; empty for a merchant nobody
 * could know). Measured on rows from known merchants: with no touch, and on the next month's
 * statement after one correction per merchant that was wrong. Category ids here are the keys.
 *
 * Three corpora, measured apart: `corpus` was written together with the merchant dictionary, so its
 * figure is an upper bound; `held-out` was written from bank statements without looking at the
 * dictionary or the cleaner (86.3 % / 97.8 % before any change), and `blind` again later, with
 * more second-tier and regional merchants (78.6 % / 98.5 % before any change). Both have since
 * been fitted to their misses, so a new honest figure needs a new corpus. Do not fit the dictionary to a row without asking whether a
 * real statement would read that way.
 *
 * `fresh` is that new corpus, written blind again (without the dictionary, the cleaner or the other
 * corpora): it is measured and printed, misses included, but not held to the thresholds, since the
 * code was not fitted to it and its figure is the honest one.
 */
type Row = { text: string; amount: number; expected: string };

/**
 * An amount as the country's bank writes it («-45,30», «-1.234,56», «-1245.80», «-125000»), read by
 * the import's own parser: a separator before one or two final digits is the decimal mark.
 */
function parseAmount(text: string): number {
  const decimal = /([.,])\d{1,2}$/.exec(text)?.[1] ?? (text.includes('.') ? ',' : '.');
  const read = parseBankAmount(text, decimal as ',' | '.', 'EUR');
  if (!read.ok) throw new Error(read.message);
  return read.minor;
}

function loadCorpus(name: string) {
  const folder = new URL(`../../../test/fixtures/payees/${name}/`, import.meta.url);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.csv'))
    .map((file) => {
      const rows: Row[] = readFileSync(new URL(file, folder), 'utf8')
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => {
          const [text, amount, expected] = line.split(';');
          return { text: text!, amount: parseAmount(amount!.trim()), expected: (expected ?? '').trim() };
        });
      return { country: file.slice(0, 2).toUpperCase(), rows };
    });
}

const byKey = new Map(Object.values(defaultCategoryKeys).map((key) => [key, key]));
/** Next month's statement: same merchants, other card, terminal and reference numbers. */
const nextMonth = (text: string) =>
  text.replace(/\b\d{2,}\b|\d{4}(?=XXXX)|(?<=XXXX)\d{4}/g, (run) =>
    run.replace(/\d/g, (digit) => String((Number(digit) + 3) % 10)),
  );

function measure(country: string, rows: Row[], memory: Map<string, string>) {
  const categorize = makeCategorizer({ matchRule: () => null, byKey, memory, aliases: new Map(), country });
  return rows.map((row) => ({ row, result: categorize({ text: row.text, amount: row.amount }) }));
}

/** No-touch and after-one-correction shares of a corpus, with a printable report. */
function accuracy(name: string) {
  const totals = { known: 0, first: 0, second: 0, corrections: 0 };
  const lines: string[] = [];
  for (const { country, rows } of loadCorpus(name)) {
    const known = rows.filter((row) => row.expected);
    expect(
      known.filter((row) => !byKey.has(row.expected)).map((row) => row.expected),
      `${name}/${country}: unknown key`,
    ).toEqual([]);
    const memory = new Map<string, string>();
    const first = measure(country, known, memory);
    const wrong = first.filter(({ row, result }) => result.categoryId !== row.expected);
    // The user fixes each wrong merchant once, in the app: the memory keeps payee → category.
    for (const { row, result } of wrong) memory.set(payeeKey(result.payee), row.expected);
    const second = measure(
      country,
      known.map((row) => ({ ...row, text: nextMonth(row.text) })),
      memory,
    );
    const secondRight = second.filter(({ row, result }) => result.categoryId === row.expected).length;
    totals.known += known.length;
    totals.first += known.length - wrong.length;
    totals.second += secondRight;
    totals.corrections += wrong.length;
    const pct = (value: number) => `${((100 * value) / known.length).toFixed(1)} %`;
    lines.push(
      `${country}: ${known.length} rows, no touch ${pct(known.length - wrong.length)}, after ${wrong.length} corrections ${pct(secondRight)}`,
    );
    for (const { row, result } of wrong)
      lines.push(
        `   missed: ${row.text} → ${result.payee} (${result.categoryId ?? 'sin categoría'}, esperado ${row.expected})`,
      );
    for (const { row, result } of second.filter((item) => item.result.categoryId !== item.row.expected)) {
      lines.push(`   missed after correcting: ${row.text} → ${result.payee} (${result.categoryId ?? 'sin categoría'})`);
    }
  }
  const share = (value: number) => value / totals.known;
  lines.push(
    `ALL: ${totals.known} rows from known merchants, no touch ${(100 * share(totals.first)).toFixed(1)} %, second import after ${totals.corrections} corrections ${(100 * share(totals.second)).toFixed(1)} %`,
  );
  console.log(`Categorisation accuracy, ${name}\n${lines.join('\n')}`);
  return { known: totals.known, first: share(totals.first), second: share(totals.second) };
}

describe('categorisation accuracy on the statement corpora', () => {
  for (const name of ['corpus', 'held-out', 'blind']) {
    it(`${name}: ≥ 90 % of known-merchant rows with no touch, ≥ 97 % after one correction per merchant`, () => {
      const { first, second } = accuracy(name);
      expect(first).toBeGreaterThanOrEqual(0.9);
      expect(second).toBeGreaterThanOrEqual(0.97);
    });
  }

  it('fresh: measured and printed, not a target', () => {
    // Only that the whole corpus was read (330 known-merchant rows): its figure is reported, not required.
    expect(accuracy('fresh').known).toBeGreaterThanOrEqual(300);
  });

  it('reads amounts as each country’s bank writes them', () => {
    expect(parseAmount('-45,30')).toBe(-4530);
    expect(parseAmount('-1.234,56')).toBe(-123_456);
    expect(parseAmount('1.250.000,00')).toBe(125_000_000);
    expect(parseAmount('-1245.80')).toBe(-124_580);
    expect(parseAmount('-1,245.80')).toBe(-124_580);
    expect(parseAmount('-125000')).toBe(-12_500_000);
    expect(parseAmount('-23.450')).toBe(-2_345_000);
    expect(parseAmount('3850000')).toBe(385_000_000);
  });

  it('payees of known merchants read as a person would write them', () => {
    const categorize = makeCategorizer({
      matchRule: () => null,
      byKey,
      memory: new Map(),
      aliases: new Map(),
      country: 'CO',
    });
    expect(categorize({ text: 'RAPPI*RAPPI COLOMB', amount: -45_900 }).payee).toBe('Rappi');
    expect(categorize({ text: 'UBER *TRIP HELP.UBER.COM', amount: -18_500 }).payee).toBe('Uber');
    expect(categorize({ text: 'COMPRA TARJ. 5540XXXXXXXX1234 MERCADONA MADRID', amount: -4530 }).payee).toBe(
      'Mercadona',
    );
    expect(categorize({ text: 'COMPRA EN EXITO CALLE 80 BOGOTA', amount: -125_000 }).payee).toBe('Éxito');
    // A salary word on money going out is not a salary.
    expect(categorize({ text: 'PAGO NOMINA EMPLEADA', amount: -900_000 }).categoryId).toBeNull();
  });

  it('money in with a salary word is a salary, even from an employer that is also a shop', () => {
    const categorize = makeCategorizer({
      matchRule: () => null,
      byKey,
      memory: new Map(),
      aliases: new Map(),
      country: 'CL',
    });
    expect(categorize({ text: 'PAGO REMUNERACIONES FALABELLA RETAIL SA', amount: 98_000_000 })).toMatchObject({
      payee: 'Remuneración Falabella Retail',
      categoryId: 'income.salary',
    });
    expect(categorize({ text: 'COMPRA NACIONAL FALABELLA PARQUE ARAUCO', amount: -8_999_000 })).toMatchObject({
      payee: 'Falabella',
      categoryId: 'personal.clothing',
    });
    // A refund from a shop stays the shop's.
    expect(categorize({ text: 'DEVOLUCION FALABELLA', amount: 1_000_000 }).categoryId).toBe('personal.clothing');
  });

  it('a merchant of the user’s country wins over another country’s of the same words', () => {
    const inSpain = makeCategorizer({
      matchRule: () => null,
      byKey,
      memory: new Map(),
      aliases: new Map(),
      country: 'ES',
    });
    expect(
      inSpain({ text: 'COMPRA TARJ. 5402XXXXXXXX7730 TMB METRO AUTOMATIC-BARCELONA', amount: -1135 }),
    ).toMatchObject({ payee: 'TMB', categoryId: 'transport.public' });
    const inPeru = makeCategorizer({
      matchRule: () => null,
      byKey,
      memory: new Map(),
      aliases: new Map(),
      country: 'PE',
    });
    expect(inPeru({ text: 'COMPRA METRO LA MARINA', amount: -14_530 }).categoryId).toBe('food.groceries');
  });
});

import { describe, expect, it } from 'vitest';
import { minorDigits } from '@cuentas/shared/money';
import type { AccountType } from '@cuentas/shared/schemas/accounts';
import { defaultCategories, defaultCategoryKeys } from '../categories/defaults.ts';
import { makeCategorizer } from '../kernel/categorize.ts';
import { detectIntent } from './intent.ts';
import { type CategoryRef, type ParseContext, parseCapture } from './parse-message.ts';
import { corpus, corpusAccounts, type Country } from '../../../test/fixtures/whatsapp/corpus.ts';

const TODAY = '2026-11-25';

const categories: CategoryRef[] = defaultCategories.flatMap((group) => [
  {
    id: `g:${group.name}`,
    name: group.name,
    kind: group.kind,
    parentId: null,
    key: defaultCategoryKeys[group.name] ?? null,
  },
  ...group.children.map((name) => ({
    id: name,
    name,
    kind: group.kind,
    parentId: `g:${group.name}`,
    key: defaultCategoryKeys[name] ?? null,
  })),
]);

const byKey = new Map(categories.filter((category) => category.key).map((category) => [category.key!, category.id]));

/** A new user of that country: no rules and nothing taught; with or without the shared merchant dictionary. */
function contextFor(country: Country, shared: boolean): ParseContext {
  const { currency, accounts } = corpusAccounts[country];
  return {
    today: TODAY,
    accounts: accounts.map(([name, type]) => ({ id: name, name, type: type as AccountType, currency })),
    defaultAccountId: null,
    categories,
    categorize: shared
      ? makeCategorizer({ matchRule: () => null, byKey, memory: new Map(), aliases: new Map(), country })
      : undefined,
  };
}

function shift(days: number) {
  const date = new Date(`${TODAY}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

type Field = 'amount' | 'kind' | 'date' | 'account' | 'category';
const fields: Field[] = ['amount', 'kind', 'date', 'account', 'category'];

describe('Spanish message corpus', () => {
  it.each([
    ['with the shared payee categoriser as a fallback (as in the app)', true],
    ['with the WhatsApp word list alone', false],
  ])(
    `reads ${corpus.length} messages from six countries at ≥ 97 % on amount and kind and ≥ 90 % on category, %s`,
    (label, shared) => {
      const tally = Object.fromEntries(fields.map((field) => [field, { right: 0, total: 0 }])) as Record<
        Field,
        { right: number; total: number }
      >;
      const misses: string[] = [];
      const score = (field: Field, right: boolean, text: string, detail: string) => {
        tally[field].total += 1;
        if (right) tally[field].right += 1;
        else misses.push(`${field.padEnd(8)} «${text}» ${detail}`);
      };

      for (const [text, country, amount, kind, offset, account, category, to] of corpus) {
        const context = contextFor(country, shared);
        const intent = detectIntent(text, TODAY);
        const outcome = intent.type === 'capture' ? parseCapture(text, context) : undefined;
        const capture = outcome?.ok ? outcome.capture : undefined;
        if (amount === null) {
          score(
            'amount',
            outcome !== undefined && !outcome.ok,
            text,
            `expected a question, got ${capture ? capture.amount : intent.type}`,
          );
          continue;
        }
        const minor = Math.round(amount * 10 ** minorDigits(corpusAccounts[country].currency));
        score(
          'amount',
          capture?.amount === minor,
          text,
          `expected ${minor}, got ${capture?.amount ?? (outcome && !outcome.ok ? outcome.question.reason : intent.type)}`,
        );
        const kindName = { e: 'expense', i: 'income', t: 'transfer' }[kind];
        score('kind', capture?.kind === kindName, text, `expected ${kindName}, got ${capture?.kind}`);
        score('date', capture?.date === shift(offset), text, `expected ${shift(offset)}, got ${capture?.date}`);
        const accountRight =
          capture?.account.name === (account ?? 'Efectivo') && (to === undefined || capture?.toAccount?.name === to);
        score(
          'account',
          accountRight,
          text,
          `expected ${account ?? 'Efectivo'}${to ? ` → ${to}` : ''}, got ${capture?.account.name}${capture?.toAccount ? ` → ${capture.toAccount.name}` : ''}`,
        );
        score(
          'category',
          (capture?.categoryId ?? null) === category,
          text,
          `expected ${category}, got ${capture?.categoryId ?? null}`,
        );
      }

      const percent = (field: Field) => (100 * tally[field].right) / tally[field].total;
      console.log(
        [
          `WhatsApp parser accuracy on ${corpus.length} messages (CO, MX, AR, CL, PE, ES), ${label}:`,
          ...fields.map(
            (field) =>
              `  ${field.padEnd(8)} ${percent(field).toFixed(1).padStart(5)} %  (${tally[field].right}/${tally[field].total})`,
          ),
          misses.length ? `Misses:\n  ${misses.join('\n  ')}` : 'No misses.',
        ].join('\n'),
      );
      expect(corpus.length).toBeGreaterThanOrEqual(300);
      expect(percent('amount')).toBeGreaterThanOrEqual(97);
      expect(percent('kind')).toBeGreaterThanOrEqual(97);
      expect(percent('category')).toBeGreaterThanOrEqual(90);
    },
  );
});

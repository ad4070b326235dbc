import { describe, expect, it } from 'vitest';
import { accountRef, defaultCategoryRefs } from '../../../test/helpers/whatsapp-parse-refs.ts';
import type { AccountRef } from './account-words.ts';
import { readParts } from './capture-list.ts';
import { splitMovements } from './multi.ts';
import { type ParseContext, parseCapture } from './parse-message.ts';

// Which account each part of a list takes (decision 031, the fourteenth blind set): «con lo
// mismo» is the account of the part before; an account after the last amount of a list set side
// by side with commas is that part's only; money paid by transfer never leaves cash. Examples
// written here.

const ACCOUNTS: AccountRef[] = [
  accountRef('Efectivo', 'cash', 'PEN'),
  accountRef('Interbank', 'savings', 'PEN'),
  accountRef('Yape', 'other', 'PEN'),
];
const context: ParseContext = {
  today: '2026-11-25',
  accounts: ACCOUNTS,
  defaultAccountId: 'Efectivo',
  categories: defaultCategoryRefs,
};

function readList(text: string): string[] | 'ask' | 'one' {
  const parts = splitMovements(text, context.accounts);
  if (!parts) return 'one';
  const read = readParts(parts, context);
  if (read.some((item) => !item.outcome.ok)) return 'ask';
  return read.map((item) => {
    const capture = (item.outcome as { ok: true; capture: { amount: number; account: AccountRef } }).capture;
    return `${capture.amount} ${capture.account.name}`;
  });
}

describe('«con lo mismo» and «desde el mismo»', () => {
  it.each([
    ['me yapearon 300 por una clase y pagué 40 de luz con lo mismo', ['30000 Yape', '4000 Yape']],
    ['cobré 500 en interbank, y pagué el agua 60 desde el mismo', ['50000 Interbank', '6000 Interbank']],
  ])('«%s»', (text, expected) => {
    expect(readList(text)).toEqual(expected);
  });
});

describe('an account after the last amount', () => {
  it('is that part’s only when the parts are set side by side with commas', () => {
    expect(readList('ayer: barbería 25, flores para mi abuela 60 con yape')).toEqual(['2500 Efectivo', '6000 Yape']);
  });
  it('is shared when said of all in so many words', () => {
    expect(readList('barbería 25, flores 60, todo con yape')).toEqual(['2500 Yape', '6000 Yape']);
    expect(readList('barbería 25, flores 60 todo de yape')).toEqual(['2500 Yape', '6000 Yape']);
  });
  it('is shared when the list is closed with «y»', () => {
    expect(readList('barbería 25 y flores 60 con yape')).toEqual(['2500 Yape', '6000 Yape']);
  });
});

describe('paid by transfer', () => {
  it('leaves the only bank account, never cash', () => {
    const one = { ...context, accounts: ACCOUNTS.filter((account) => account.name !== 'Yape') };
    const outcome = parseCapture('pagué la pensión del cole por transferencia, 850 soles', one);
    expect(outcome.ok && outcome.capture.account.name).toBe('Interbank');
  });
  it('is asked about with two accounts it may have left', () => {
    expect(parseCapture('pagué el alquiler vía transferencia 1.200', context).ok).toBe(false);
  });
});

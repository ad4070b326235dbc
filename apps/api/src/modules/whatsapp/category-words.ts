import { FOOD_AND_TRANSPORT_WORDS } from './category-words-food-transport.ts';
import { HEALTH_HOME_AND_LEISURE_WORDS } from './category-words-health-home.ts';
import { PERSONAL_AND_INCOME_WORDS } from './category-words-personal-income.ts';
import { LOCAL_WORDS } from './category-words-local.ts';
import { OUTINGS_WORDS } from './category-words-outings.ts';
import { CHAT_WORDS, NAMING_NOTHING } from './category-words-chat.ts';
import { REGIONAL_WORDS } from './category-words-regional.ts';
import { SLANG_WORDS } from './category-words-slang.ts';
import { EVERYDAY_WORDS } from './category-words-everyday.ts';
import { fold, hasPhrase, stem, words } from './text.ts';

/**
 * Words people use for what they spent on, by the name of the default category they belong to
 * (categories/defaults.ts). Folded (no accents, lower case). Brands carry their display name,
 * which becomes the payee. Kept here, inside the WhatsApp module: the shared merchant dictionary
 * (modules/payees/) is made for bank descriptions, and is consulted after these words
 * (decision 021).
 */
export type { CategoryWordEntry } from './category-word-entry.ts';
import type { CategoryWordEntry } from './category-word-entry.ts';

export const CATEGORY_WORDS: readonly CategoryWordEntry[] = [
  ...FOOD_AND_TRANSPORT_WORDS,
  ...HEALTH_HOME_AND_LEISURE_WORDS,
  ...PERSONAL_AND_INCOME_WORDS,
  ...REGIONAL_WORDS,
  ...LOCAL_WORDS,
  ...OUTINGS_WORDS,
  ...CHAT_WORDS,
  ...SLANG_WORDS,
  ...EVERYDAY_WORDS,
];

export const INCOME_CATEGORY_NAMES = new Set([
  'Salario',
  'Honorarios',
  'Primas y bonificaciones',
  'Intereses y rendimientos',
  'Arriendos cobrados',
  'Ventas',
  'Reembolsos',
  'Otros ingresos',
]);

export type WordHit = { category: string; at: number; length: number; brand?: string; weak?: boolean };

type Compiled = {
  category: string;
  phrase: string;
  multi: boolean;
  stemmed: string;
  brand?: string;
  exact?: boolean;
};

const compiled: Compiled[] = CATEGORY_WORDS.flatMap((entry) => [
  ...entry.words.map((word) => {
    const phrase = fold(word);
    return { category: entry.category, phrase, multi: phrase.includes(' '), stemmed: stem(phrase) };
  }),
  ...(entry.exact ?? []).map((word) => {
    const phrase = fold(word);
    return { category: entry.category, phrase, multi: phrase.includes(' '), stemmed: phrase, exact: true };
  }),
  ...Object.entries(entry.brands ?? {}).map(([word, brand]) => {
    const phrase = fold(word);
    return {
      category: entry.category,
      phrase,
      multi: phrase.includes(' ') || !/^[a-z0-9ñ]+$/.test(phrase),
      stemmed: phrase,
      brand,
    };
  }),
]);

const byStem = new Map<string, Compiled[]>();
for (const entry of compiled) {
  if (entry.multi || entry.exact) continue;
  const list = byStem.get(entry.stemmed) ?? [];
  list.push(entry);
  byStem.set(entry.stemmed, list);
}
const phrases = compiled.filter((entry) => entry.multi).sort((a, b) => b.phrase.length - a.phrase.length);
const naught = NAMING_NOTHING.map(fold);

/**
 * Every dictionary word in the folded text, in order. Brands and phrases ("uber eats", "gas
 * natural") first, so a longer name wins over a word inside it; then single words by their stem.
 */
export function findCategoryWords(said: string, kind: 'expense' | 'income'): WordHit[] {
  // «el viene-viene», «un moto-taxi»: a word joined by a hyphen is the phrase (same length, same places).
  const folded = said.replace(/(?<=[a-zñ])-(?=[a-zñ])/g, ' ');
  const hits: WordHit[] = [];
  const taken: [number, number][] = [];
  const wanted = (category: string) => INCOME_CATEGORY_NAMES.has(category) === (kind === 'income');
  // Phrases that hold a dictionary word and name nothing («la compra de un sillón» is no groceries).
  for (const phrase of naught) {
    const at = phraseAt(folded, phrase);
    if (at >= 0) taken.push([at, at + phrase.length]);
  }
  for (const entry of phrases) {
    if (!wanted(entry.category) || !hasPhrase(folded, entry.phrase)) continue;
    const at = phraseAt(folded, entry.phrase);
    if (taken.some(([start, end]) => at < end && start < at + entry.phrase.length)) continue;
    taken.push([at, at + entry.phrase.length]);
    hits.push({ category: entry.category, at, length: entry.phrase.length, brand: entry.brand });
  }
  let offset = 0;
  for (const word of words(folded)) {
    const at = folded.indexOf(word, offset);
    offset = at + word.length;
    if (taken.some(([start, end]) => at < end && start < at + word.length)) continue;
    // «ubers», «rappis»: a brand said in the plural is the brand.
    const exact = compiled.find(
      (entry) =>
        !entry.multi &&
        (entry.phrase === word || (entry.brand && word.length >= 5 && entry.phrase === word.replace(/s$/, ''))) &&
        wanted(entry.category),
    );
    const byWord = (candidate: string) =>
      candidate.length >= 4
        ? byStem.get(stem(candidate))?.find((entry) => wanted(entry.category) && !entry.brand)
        : undefined;
    const direct = exact ?? byWord(word);
    // A word read through another spelling counts after every word read as written.
    const match = direct ?? spellings(word).map(byWord).find(Boolean);
    if (match) hits.push({ category: match.category, at, length: word.length, brand: match.brand, weak: !direct });
  }
  // «día de pagar cosas: la prepaga»: a catch-all word («cosas», «varios») counts after any word that names something.
  const catchAll = (hit: WordHit) => (hit.category === 'Varios' ? 1 : 0);
  return hits.sort(
    (a, b) =>
      (a.brand ? 0 : 1) - (b.brand ? 0 : 1) ||
      catchAll(a) - catchAll(b) ||
      (a.weak ? 1 : 0) - (b.weak ? 1 : 0) ||
      a.at - b.at,
  );
}

/** Where `phrase` first stands as words of its own («la u» in «la uva, la u», not inside «uva»). */
function phraseAt(folded: string, phrase: string): number {
  for (let at = folded.indexOf(phrase); at >= 0; at = folded.indexOf(phrase, at + 1)) {
    const before = at === 0 ? ' ' : folded[at - 1]!;
    const after = folded[at + phrase.length] ?? ' ';
    if (!/[a-z0-9ñ]/.test(before) && !/[a-z0-9ñ]/.test(after)) return at;
  }
  return -1;
}

/**
 * Other ways the same word is written, tried only when the word itself is unknown: a diminutive
 * («busetica», «taxito», «tintico», «empanaditas», «cervecita») and the slips of typing by ear
 * («drogeria», «cerbeza», «sapatos», «elado», «polleria» with «y»). Each is one step from the
 * word; the dictionary decides whether the result means anything.
 */
export function spellings(word: string): string[] {
  if (word.length < 5) return [];
  const out = new Set<string>();
  const small = word.match(/^(.{3,}?)(?:ecit|cit|it|ic|ecill|ill)(o|a|os|as)$/);
  if (small) for (const end of ['o', 'a', 'e', 'i', '', 'za', 'zo']) out.add(small[1] + end);
  const swaps: [RegExp, string][] = [
    [/g(?=[ei])/g, 'gu'],
    [/gu(?=[ei])/g, 'g'],
    [/b/g, 'v'],
    [/v/g, 'b'],
    [/s/g, 'z'],
    [/z/g, 's'],
    [/s(?=[ei])/g, 'c'],
    [/c(?=[ei])/g, 's'],
    [/y/g, 'll'],
    [/ll/g, 'y'],
    [/k/g, 'qu'],
  ];
  for (const [pattern, replacement] of swaps)
    for (const match of word.matchAll(pattern))
      out.add(word.slice(0, match.index) + replacement + word.slice(match.index + match[0].length));
  if (/^[aeiou]/.test(word)) out.add(`h${word}`);
  out.delete(word);
  return [...out];
}

import { foldPayee } from '@cuentas/shared/payees/clean-payee';
import { merchantsByCountry } from './merchants.ts';

export type MerchantHit = { key: string; name: string | null; country: string };

type Pattern = { tokens: string[]; key: string; name: string | null; country: string; length: number };

/** Words of folded text: letters and digits only, so "H&M" reads "h m" and "RAPPI*RAPPI" "rappi rappi". */
export function tokens(text: string): string[] {
  return foldPayee(text)
    .split(/[^a-z0-9ñ]+/)
    .filter(Boolean);
}

// Indexed by first word: a description is read once, word by word, whatever the dictionary's size
// (a 100k-row import looks up 100k descriptions).
const byFirstToken = new Map<string, Pattern[]>();
for (const [country, table] of Object.entries(merchantsByCountry)) {
  for (const [key, entries] of Object.entries(table)) {
    for (const entry of entries) {
      const generic = entry.startsWith('~');
      const spellings = (generic ? entry.slice(1) : entry).split('|');
      const name = generic ? null : spellings[0]!;
      for (const spelling of spellings) {
        const words = tokens(spelling);
        if (words.length === 0) continue;
        const pattern: Pattern = { tokens: words, key, name, country, length: words.join(' ').length };
        const list = byFirstToken.get(words[0]!) ?? [];
        list.push(pattern);
        byFirstToken.set(words[0]!, list);
      }
    }
  }
}

// A merchant whose one-word name is a common word («Dia», the supermarket) is not that word in
// its common use: «rendimientos del día», «al día», «cada día» name no shop.
const COMMON_WORDS: Readonly<Record<string, RegExp>> = {
  dia: /^(?:del|al|el|un|por|cada|mismo|este|ese|otro|todo|medio|buen|hoy|su|tu|mi)$/,
};
const commonWordUse = (pattern: Pattern, before: string | undefined) =>
  pattern.tokens.length === 1 && before !== undefined && Boolean(COMMON_WORDS[pattern.tokens[0]!]?.test(before));

/**
 * The merchant a bank description names, if the dictionary knows it: a merchant over a plain word
 * ("BIOMAX EDS AUTOPISTA" is fuel, not a toll), then one of the user's country or of every country
 * over another country's ("TMB METRO" in Barcelona is the metro, not Peru's Metro supermarket), then
 * the longest spelling ("uber eats" over "uber"), then the user's country.
 * Income keys only for money in, so "PAGO NOMINA" paid out to an employee is not a salary; a
 * merchant's key holds either way (a refund from Mercadona lowers the groceries spent), except that
 * money in with a salary word is a salary whoever pays it ("PAGO REMUNERACIONES FALABELLA").
 */
export function findMerchant(
  text: string,
  options: { amount?: number; country?: string | null } = {},
): MerchantHit | null {
  const words = tokens(text);
  const moneyIn = options.amount !== undefined && options.amount > 0;
  const salary = (pattern: Pattern) => moneyIn && pattern.key === 'income.salary';
  const home = (pattern: Pattern) =>
    !options.country || pattern.country === 'ALL' || pattern.country === options.country;
  let best: Pattern | null = null;
  const better = (candidate: Pattern) => {
    if (!best) return true;
    if (salary(candidate) !== salary(best)) return salary(candidate);
    if (Boolean(candidate.name) !== Boolean(best.name)) return Boolean(candidate.name);
    if (home(candidate) !== home(best)) return home(candidate);
    if (candidate.length !== best.length) return candidate.length > best.length;
    return candidate.country === options.country && best.country !== options.country;
  };
  for (let i = 0; i < words.length; i += 1) {
    for (const pattern of byFirstToken.get(words[i]!) ?? []) {
      if (pattern.tokens.some((token, j) => words[i + j] !== token)) continue;
      if (commonWordUse(pattern, words[i - 1])) continue;
      if (pattern.key.startsWith('income.') && options.amount !== undefined && options.amount <= 0) continue;
      if (better(pattern)) best = pattern;
    }
  }
  const found = best as Pattern | null;
  return found ? { key: found.key, name: found.name, country: found.country } : null;
}

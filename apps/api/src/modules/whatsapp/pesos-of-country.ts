/**
 * «80 mil pesos chilenos», «50 lucas argentinas», «200 dólares canadienses»: the money of another
 * country named in words after the amount. «pesos» alone is the user's own money, but with the
 * country said it is that country's, and the chat asks when no account holds it rather than
 * saving foreign pesos as local ones.
 */
const NATIONAL_PESOS: Record<string, string> = {
  chilen: 'CLP',
  argentin: 'ARS',
  mexican: 'MXN',
  colombian: 'COP',
  uruguay: 'UYU',
  dominican: 'DOP',
  cuban: 'CUP',
  filipin: 'PHP',
};
const NATIONAL_DOLLARS: Record<string, string> = {
  canadiens: 'CAD',
  australian: 'AUD',
  neozelandes: 'NZD',
};

const AFTER_PESOS = /^\s?(chilen|argentin|mexican|colombian|uruguay|dominican|cuban|filipin)(?:[oa]s?)\b/;
// «80 mil en pesos chilenos», «50 lucas, en pesos argentinos»: the currency said after the amount.
const AFTER_AMOUNT =
  /^\s?,?\s(?:en |de )?pesos (chilen|argentin|mexican|colombian|uruguay|dominican|cuban|filipin)(?:[oa]s?)\b/;
const AFTER_DOLLARS = /^\s?(canadiens|australian|neozelandes)(?:es|os|as)?\b/;

/**
 * The currency a folded amount ending in `unit` («pesos», «lucas», «dolares», or none) is of,
 * read from the words in `after`; undefined when no country is named.
 */
export function currencyOfCountryNamed(after: string, unit: string | undefined): string | undefined {
  if (unit && /^(?:dolar|dolares)$/.test(unit)) {
    const dollars = after.match(AFTER_DOLLARS);
    return dollars ? NATIONAL_DOLLARS[dollars[1]!] : undefined;
  }
  const named = unit && /^(?:pesos?|lu(?:ca|ka|quita|kita)s?|mil)$/.test(unit) ? after.match(AFTER_PESOS) : undefined;
  const found = named ?? after.match(AFTER_AMOUNT);
  return found ? NATIONAL_PESOS[found[1]!] : undefined;
}

/**
 * Where an exchange rate came from, and how that reads next to a converted figure, in a module
 * without zod: the web's home screen writes a rate's note without building the API's schemas
 * (decision 059). The schemas re-export them (schemas/exchange-rates.ts).
 */
/** Typed by the user, the European Central Bank's feed, or the configured provider's. */
export const rateSources = ['user', 'ecb', 'provider'] as const;
export type RateSource = (typeof rateSources)[number];

/** How a rate's source reads next to a converted figure. */
export const rateSourceLabels: Record<RateSource, string> = {
  user: 'tu tasa',
  ecb: 'Banco Central Europeo',
  provider: 'proveedor de tasas',
};

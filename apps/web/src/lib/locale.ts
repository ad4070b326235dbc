import { findCountry } from '@cuentas/shared/countries';

/** The number/money locale for a country from the configuration; Spain's when unknown. */
export function localeForCountry(code: string | null | undefined): string {
  return (code ? findCountry(code)?.locale : undefined) ?? 'es-ES';
}

let currencyNames: Intl.DisplayNames | undefined;

/** "COP · Peso colombiano" — how currencies read in pickers. */
export function currencyLabel(code: string): string {
  currencyNames ??= new Intl.DisplayNames(['es'], { type: 'currency' });
  const name = currencyNames.of(code);
  if (!name || name === code) return code;
  return `${code} · ${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}

/** Guesses the user's country from the browser language ("es-CO" → "CO"), if it is one we serve. */
export function guessCountry(): string | undefined {
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const language of languages) {
    const region = language.split('-')[1]?.toUpperCase();
    if (region && findCountry(region)) return region;
  }
  return undefined;
}

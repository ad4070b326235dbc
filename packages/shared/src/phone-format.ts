import { countries } from './countries.ts';

/**
 * Phone numbers shown the way each country writes them ("+57 300 123 4567", "+34 612 34 56 78"),
 * for display and examples only: what is stored and sent stays E.164 ("+573001234567").
 * Groups of the national number for mobile numbers, by country; other lengths and countries are
 * shown in groups of three rather than guessed.
 */
const GROUPS: Record<string, { digits: number; groups: number[] }[]> = {
  CO: [{ digits: 10, groups: [3, 3, 4] }],
  MX: [{ digits: 10, groups: [2, 4, 4] }],
  ES: [{ digits: 9, groups: [3, 2, 2, 2] }],
  AR: [
    { digits: 11, groups: [1, 2, 4, 4] },
    { digits: 10, groups: [2, 4, 4] },
  ],
  CL: [{ digits: 9, groups: [1, 4, 4] }],
  PE: [{ digits: 9, groups: [3, 3, 3] }],
};

/** An example number per country, as its people write it (the onboarding and profile hints). */
export const phoneExamples: Record<string, string> = {
  CO: '+57 300 123 4567',
  MX: '+52 55 1234 5678',
  ES: '+34 612 34 56 78',
  AR: '+54 9 11 2345 6789',
  CL: '+56 9 1234 5678',
  PE: '+51 912 345 678',
};

export function phoneExampleFor(country: string | null | undefined): string {
  return (country && phoneExamples[country]) || phoneExamples.CO!;
}

function split(digits: string, groups: number[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** "+573001234567" → "+57 300 123 4567"; anything that is not E.164 comes back as it was. */
export function formatPhone(e164: string): string {
  if (!/^\+\d{8,15}$/.test(e164)) return e164;
  const country = [...countries]
    .sort((a, b) => b.dialCode.length - a.dialCode.length)
    .find((item) => e164.startsWith(item.dialCode));
  if (!country) return e164;
  const national = e164.slice(country.dialCode.length);
  const pattern = GROUPS[country.code]?.find((item) => item.digits === national.length);
  const groups = pattern?.groups ?? Array.from({ length: Math.ceil(national.length / 3) }, () => 3);
  return `${country.dialCode} ${split(national, groups)}`;
}

// Countries the product is built for: Spain and Latin America, with their currency and dialling code.
export type Country = { code: string; name: string; currency: string; dialCode: string; locale: string };

export const countries: readonly Country[] = [
  { code: 'AR', name: 'Argentina', currency: 'ARS', dialCode: '+54', locale: 'es-AR' },
  { code: 'BO', name: 'Bolivia', currency: 'BOB', dialCode: '+591', locale: 'es-BO' },
  { code: 'CL', name: 'Chile', currency: 'CLP', dialCode: '+56', locale: 'es-CL' },
  { code: 'CO', name: 'Colombia', currency: 'COP', dialCode: '+57', locale: 'es-CO' },
  { code: 'CR', name: 'Costa Rica', currency: 'CRC', dialCode: '+506', locale: 'es-CR' },
  { code: 'CU', name: 'Cuba', currency: 'CUP', dialCode: '+53', locale: 'es-CU' },
  { code: 'EC', name: 'Ecuador', currency: 'USD', dialCode: '+593', locale: 'es-EC' },
  { code: 'SV', name: 'El Salvador', currency: 'USD', dialCode: '+503', locale: 'es-SV' },
  { code: 'ES', name: 'España', currency: 'EUR', dialCode: '+34', locale: 'es-ES' },
  { code: 'US', name: 'Estados Unidos', currency: 'USD', dialCode: '+1', locale: 'es-US' },
  { code: 'GT', name: 'Guatemala', currency: 'GTQ', dialCode: '+502', locale: 'es-GT' },
  { code: 'HN', name: 'Honduras', currency: 'HNL', dialCode: '+504', locale: 'es-HN' },
  { code: 'MX', name: 'México', currency: 'MXN', dialCode: '+52', locale: 'es-MX' },
  { code: 'NI', name: 'Nicaragua', currency: 'NIO', dialCode: '+505', locale: 'es-NI' },
  { code: 'PA', name: 'Panamá', currency: 'USD', dialCode: '+507', locale: 'es-PA' },
  { code: 'PY', name: 'Paraguay', currency: 'PYG', dialCode: '+595', locale: 'es-PY' },
  { code: 'PE', name: 'Perú', currency: 'PEN', dialCode: '+51', locale: 'es-PE' },
  { code: 'PR', name: 'Puerto Rico', currency: 'USD', dialCode: '+1', locale: 'es-PR' },
  { code: 'DO', name: 'República Dominicana', currency: 'DOP', dialCode: '+1', locale: 'es-DO' },
  { code: 'UY', name: 'Uruguay', currency: 'UYU', dialCode: '+598', locale: 'es-UY' },
  { code: 'VE', name: 'Venezuela', currency: 'VES', dialCode: '+58', locale: 'es-VE' },
];

export const countryCodes = countries.map((country) => country.code) as [string, ...string[]];

/** Currencies offered first in pickers; any valid ISO 4217 code is accepted. */
export const commonCurrencies = [
  'EUR',
  'USD',
  'MXN',
  'COP',
  'ARS',
  'CLP',
  'PEN',
  'UYU',
  'BOB',
  'PYG',
  'GTQ',
  'HNL',
  'NIO',
  'CRC',
  'DOP',
  'VES',
  'CUP',
  'GBP',
] as const;

export function findCountry(code: string): Country | undefined {
  return countries.find((country) => country.code === code);
}

import { foldAccents } from '@cuentas/shared/text';
import type { UserContext } from '../whatsapp/service.ts';

/**
 * Companies that bill several services under one name: a carrier sells home internet and mobile
 * lines (Movistar, Claro, Vodafone), an insurer covers the car, the home and health (MAPFRE,
 * Allianz). The company alone says nothing of which; the mail's own words may: «CLARO HOGAR
 * FIBRA», «recibo ORANGE (tarifa móvil)», «RECIBO ALLIANZ SEGURO COCHE». When the category of the
 * movement is one of a family's and the mail names exactly one of that family's services, that one
 * is the category; words for none or for two leave it as it was. A utility selling light and gas
 * is such a company too («NATURGY (gas natural)»).
 */

const FAMILIES: [RegExp, string][][] = [
  [
    [
      /\b(?:internet|fibra(?: optica)?|banda ancha|wifi|adsl|hogar|telefonia fija|linea fija|fij[oa])\b/,
      'utilities.internet',
    ],
    [/\b(?:movil|celular|postpago|prepago|linea movil|telefonia movil|pcs)\b/, 'utilities.mobile'],
  ],
  [
    [
      /\bseguro (?:de(?:l)? )?(?:auto|autos|automovil|automoviles|coche|carro|vehiculo|moto|motocicleta)\b|\bsoat\b/,
      'transport.insurance',
    ],
    [/\bseguro (?:de(?:l)? )?(?:hogar|vivienda|casa)\b|\bmultirriesgo hogar\b/, 'housing.insurance'],
    [/\bseguro (?:de )?(?:salud|medico|dental)\b|\bpoliza de salud\b/, 'health.insurance'],
  ],
  // A utility that sells light and gas (Naturgy, Endesa, Iberdrola, EPM): «NATURGY (gas natural)».
  [
    [/\b(?:luz|electricidad|energia electrica|suministro electrico|kwh)\b/, 'utilities.electricity'],
    [/\b(?:gas natural|gas canalizado|suministro de gas|butano|propano)\b|\(gas\)/, 'utilities.gas'],
  ],
];

const folded = (text: string) =>
  foldAccents(text)
    .toLowerCase()
    // «cargo fijo» is a part of any bill, not a fixed line.
    .replace(/\bcargos? fijos?\b/g, ' ');

/** The key of the one service the words name within `key`'s family, if another than `key`. */
function namedLine(key: string | undefined, text: string): string | undefined {
  const family = FAMILIES.find((lines) => lines.some(([, line]) => line === key));
  const words = folded(text);
  const named = (family ?? []).filter(([pattern]) => pattern.test(words)).map(([, line]) => line);
  return named.length === 1 && named[0] !== key ? named[0] : undefined;
}

/**
 * The category the mail's words name among its company's services, or undefined to keep `categoryId`.
 * `text` is what the mail says of the movement (subject, concept, first lines), not its footer.
 */
export function serviceLineOf(categoryId: string | null, text: string, context: UserContext): string | undefined {
  const current = context.categories.find((item) => item.id === categoryId);
  const line = namedLine(current?.key ?? undefined, text);
  return line ? context.categories.find((item) => item.kind === 'expense' && item.key === line)?.id : undefined;
}

/** The insurance line the words name when nothing else gave a category: «SEGURO AUTOMOVIL». */
export function insuranceLineOf(text: string, context: UserContext): string | undefined {
  const words = folded(text);
  const named = FAMILIES[1]!.filter(([pattern]) => pattern.test(words)).map(([, line]) => line);
  return named.length === 1
    ? context.categories.find((item) => item.kind === 'expense' && item.key === named[0])?.id
    : undefined;
}

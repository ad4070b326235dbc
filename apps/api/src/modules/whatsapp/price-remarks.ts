import { findAmounts } from './amounts.ts';
import { EXPENSE, INCOME, TRANSFER, WITHDRAWAL } from './verbs.ts';

/**
 * Prices and rates told in passing: «el arroz está a 4.20 el kilo», «las paltas salen 3 lucas la
 * docena», «el dólar blue hoy está 1.245», «el euro cerró en 1,08», «el saco de arroz está 180».
 * They name money nobody paid, so they record nothing; so do «0,20 el kWh» and «subió a 1.300 el
 * litro». Said with a verb of paying or buying («compré 2 kilos a 4.20 el kilo», «cambié 100 dólares
 * a 1.245») the message is a movement and is read as one.
 */

// A price per unit: the amount, then «el kilo», «la docena», «por litro», «c/u».
const UNIT_PRICE =
  /\b(?:esta|estan|estaba|estaban|sale|salen|salia|cuesta|cuestan|costaba|vale|valen|valia|anda|andan|lo dan|la dan|los dan|las dan|venden|subio|subieron|bajo|bajaron|sube|suben|baja|bajan|quedo|quedaron|llego|va|van)\s+(?:a |en |como a |como )?(?:s\/\.?\s?|\$\s?|€\s?)?\d[\d.,]*\s*(?:soles|pesos|euros|€|lucas?|mil|varos|mangos|bolivares)?\s*(?:el|la|por|x|cada|c\/u|el medio|la media)\s*(?:kilo|kilos|kg|kilogramo|litro|lt|libra|docena|unidad|metro|galon|paquete|bolsa|atado|cubeta|maple|caja|uno|una|cuarto)?\b/;

// «0,20 el kWh», «1.300 el litro», «15 lucas la hora»: an amount priced per a unit of measure,
// with no verb at all (the count words «el kilo de carne 9 lucas» put the unit first and are a buy).
const PER_MEASURE =
  /(?:s\/\.?\s?|\$\s?|€\s?)?\d[\d.,]*\s*(?:soles|pesos|euros|€|lucas?|mil|centimos|ctvs)?\s*(?:el|la|por|x|cada|\/)\s*(?:kilo|kg|kilogramo|litro|lt|kwh|kw|kilovatio|hora|galon|libra|metro cuadrado|m2)\b/;

// A currency's rate: «el dólar (blue) hoy está 1.245», «el euro cerró en 1,08», «la UF va en 38.500».
const RATE =
  /(?:^|[,.;]\s*|\b(?:che|oye|mira|uff|wey|guey|po|hoy)\s+)(?:(?:el |la )?(?:dolar(?: blue| oficial| mep| tarjeta| cripto| ccl)?|blue|euro|tipo de cambio)|la uf|la uva)\s+(?:hoy\s+|ya\s+|de hoy\s+)?(?:esta\s+|estaba\s+|cerro\s+|abrio\s+|anda\s+|quedo\s+|va\s+|subio\s+|bajo\s+|sube\s+|baja\s+)?(?:a |en |a los |en los )?\$?\s*\d/;

// A thing's price heard, the whole message: «el saco de arroz está 180», «la garrafa está en 25 lucas».
// Without a unit it is still what the thing costs now («está»), not what was paid («estuvo», «me salió»).
const THING_PRICE =
  /^(?:(?:oye|mira|uff|che|wey|guey|hoy|ahora|ya|fijate|sabias que)\s+)*(?:el|la|los|las) (?:[a-z]+ ){1,4}?(?:esta|estan) (?:a |en |como a |como en )?(?:s\/\.?\s?|\$\s?|€\s?)?\d[\d.,]*\s*(?:soles|pesos|euros|€|lucas?|mil|varos|mangos)?\s*[.!]*\s*$/;

// A movement said anyway: money paid, bought, changed or moved.
const DONE =
  /\b(?:eche|echamos|llene|cambie|cambiamos|vendi|vendimos|lleve|llevamos|me costo|me salio|nos costo|nos salio)\b/;

export function isPriceOrRate(folded: string): boolean {
  // A price per measure beside a total («a 1.300 el litro, 52 lucas») leaves that total to read.
  const perMeasure = PER_MEASURE.test(folded) && findAmounts(folded.replace(PER_MEASURE, ' ')).length === 0;
  // The whole message is the thing and its price: its nouns may look like verbs («el saco de arroz»).
  if (THING_PRICE.test(folded) && !/\b(?:me|nos|le|les|mi|pague|compre|gaste|pagamos|compramos)\b/.test(folded))
    return true;
  if (!UNIT_PRICE.test(folded) && !RATE.test(folded) && !perMeasure) return false;
  return ![EXPENSE, INCOME, TRANSFER, WITHDRAWAL, DONE].some((verb) => verb.test(folded));
}

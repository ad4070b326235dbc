/**
 * Banks, cards and wallets of the six countries, by the names people call them in a chat. A message
 * naming one the user has no account of («pagué con la naranja», «desde mi cuenta de mibanco»)
 * says where the money was, and it is none of the user's accounts: asked, never put in the default.
 */

// Names that are no common word: named anywhere in the message.
const BANKS = new RegExp(
  String.raw`\b(${[
    // Colombia
    'bancolombia|davivienda|nequi|daviplata|banco de bogota|av villas|colpatria|banco popular|bancamia|movii|rappipay|rappicard|rappi card|lulo|powwi|tpaga|serfinanza|banco de occidente|pibank|ban100|tarjeta exito',
    // Mexico
    'bbva|santander|banorte|banamex|citibanamex|hsbc|scotiabank|scotia|inbursa|banregio|banco azteca|bancoppel|banbajio|banco del bajio|afirme|invex|hey banco|stori|klar|vexi|spin by oxxo|didi card|nubank|tarjeta nu',
    // Argentina
    'mercado ?pago|uala|brubank|galicia|banco macro|banco nacion|bna|supervielle|icbc|credicoop|comafi|naranja x|lemon|personal pay|prex|cuenta dni',
    // Chile
    'bancoestado|banco estado|cuenta ?rut|bci|itau|banco de chile|mach|tenpo|coopeuch|banco bice|bice|global66',
    // Peru
    'bcp|interbank|yape|plin|tarjeta oh|ligo|bim|mibanco|banbif|pichincha|caja arequipa|caja huancayo|caja piura|caja cusco|tunki|lukita',
    // Spain
    'caixa|caixabank|sabadell|bankinter|openbank|revolut|n26|unicaja|kutxabank|abanca|ibercaja|cajamar|cajasur|bankia|evo banco|bnext|wizink|cetelem|imagin|myinvestor|targobank|triodos|trade republic',
    // Anywhere
    'paypal|amex|american express',
  ].join('|')})\b`,
  'g',
);

// Names that are common words too («naranja», «oh», «paris», «nativa»): a card or a wallet only
// when said as how one paid («con la naranja», «desde la cabal», «tarjeta ripley»). Ride and
// delivery apps («con didi», «con rappi») are what was paid, never asked about here; «con éxito»
// is how a payment went, so the Éxito card is not read.
const PAID_WITH = new RegExp(
  // («con la de liverpool», «con la visa del nación», «con la tarjeta del corte inglés».)
  // (Spaces may be wide: the user's own account words are blanked before this reading.)
  String.raw`\b(?:con|desde|tarjeta)\s+(?:(?:la|el|mi|tu)\s+)?(?:(?:tarjeta|app|cuenta|visa|master|mastercard|amex|debito|credito)\s+)?(?:(?:de|del|de la)\s+)?(${[
    'cmr|ripley|falabella|paris|lider|oh|cencosud|liverpool|coppel|palacio|sears|suburbia|walmart|costco',
    'naranja|nativa|cabal|patagonia|hipotecario|macro|abcdin|hites|la polar|chek|tapp',
    'alkosto|olimpica|codensa|occidente|agora|diners|wise|evo|carrefour|corte ingles|nu|hey|spin|modo|nacion|provincia|ciudad|estado',
  ].join('|')})\b`,
  'g',
);

/** The banks, cards or wallets the folded message names, as written. */
export function brandsNamed(folded: string): string[] {
  return [...folded.matchAll(BANKS), ...folded.matchAll(PAID_WITH)].map((match) => (match[1] ?? match[0]).trim());
}

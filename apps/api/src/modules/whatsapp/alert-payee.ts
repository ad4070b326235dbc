/**
 * Where a pasted alert names who was paid in ways the general reader (alert-merchant.ts) leaves
 * out: «Emisor: CANAL DE ISABEL II», «Compra aprobada por $64.900 en FARMATODO CHICO desde su
 * Cuenta», the company of a direct debit («por DEBITO AUTOMATICO PERSONAL FLOW»), the company right after the amount of an automatic charge («cargo automático (PAT) de
 * $21.990 ENTEL PCS en su Tarjeta», «cargo domiciliado de $599.00 de TOTALPLAY con tu tarjeta»), the
 * bill paid in a wallet («Pagaste $ 15.499 de Personal - Recarga»). Names in capitals only where
 * nothing else marks them, so a sentence's own words are never taken for a company.
 */
const PATTERNS: RegExp[] = [
  // «Pago con tarjeta en MERCADONA de 45,32 EUR en tu cuenta»: the shop, then «de» and the amount.
  /\ben\s+([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9 .&'-]{2,50}?)\s+(?:de|por)\s+(?:[A-Z$€]{0,3}\/?\s?)?\d[\d.,]*/,
  // «… de tu cuenta 4402 por DEBITO AUTOMATICO PERSONAL FLOW.», «por débito automático de EDESUR»
  // «Galicia: Debito automatico EDENOR $ 31.240,00 en tu cuenta»: the heading names the company too.
  /(?:\b(?:por|de)\s+(?:el\s+)?|(?:^|:\s*))(?:DEBITO AUTOMATICO|D[ée]bito autom[áa]tico|d[ée]bito autom[áa]tico)(?:\s+de)?\s+([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9 &'.-]{1,50}?)(?=\s*[,·\n]|\.\s|\.?$|\s+(?:por|el|con)\b|\s+\d|\s+(?:\$|S\/|€))/,
  /\b(?:Emisor|Acreedor|Entidad emisora|Beneficiario):\s*([^.·\n]{2,60}?)(?=\s*[.·\n]|\s+(?:Cuenta|Cta|Tarjeta)\b|$)/i,
  /\ben\s+([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9 .&'-]{2,50}?)\s+desde\b/,
  /\d\s+([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9&'.-]+(?:\s[A-ZÁÉÍÓÚÑ0-9&'.-]+)*?)\s+(?:en|con)\s+(?:su|tu)\b/,
  /\d\s+de\s+([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9 &'.-]{1,50}?)\s+(?:con|en|desde)\s+(?:su|tu|la|el)\b/,
  // «… por $89.900,00 a CLARO MOVIL POSTPAGO desde tu cta *7710»: the company before the paying account.
  /\ba\s+([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9 .&'-]{2,50}?)\s+desde\b/,
  // «cargo domiciliado de NETFLIX.COM por», «cargo PAC de ENTEL PCS por»: the company that charges.
  /\b(?:[Cc]argo|[Dd][ée]bito|[Pp]ago)\s+(?:domiciliado|autom[áa]tico|PAC|PAT)\s+(?:de|a)\s+([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9 &'.-]{1,50}?)\s+(?:por|de|en)\s/,
  // «débito automático por $67.500 a favor de SEGUROS SURA - HOGAR con cargo a su cuenta».
  /\ba favor de\s+([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9 &'.-]{1,50}?)(?=\s+(?:con|por|el|desde)\b|\s*[,·\n]|\.\s|\.?$)/,
  // «Pago de cuenta PAC a AGUAS ANDINAS por», «Pago de servicio público ENEL COLOMBIA (CODENSA)».
  /\b[Pp]ago de [Cc]uenta(?:\s+PAC)?\s+a\s+([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9 &'.-]{1,50}?)\s+(?:por|con|desde)\s/,
  /\b[Pp]ago de (?:servicios?|recibo|factura)(?:\s+p[úu]blicos?)?\s+([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9 &'.-]{1,40}?)(?=\s*\(|\s*[,·\n]|\.\s|\.?$|\s+(?:por|con|desde)\s)/,
  // Who paid a salary or a transfer in: «ordenado por SERVICIOS DEL SUR LTDA.», «Empleador: ACME S.A.»,
  // «por REMUNERACIONES de CONSTRUCTORA ANDINA SAC en tu cuenta».
  /\b(?:ordenad[oa] por|[Ee]mpleador:?|[Ee]mpresa pagadora:?)\s*([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9 &'.-]{1,60}?)(?=\s*[,·\n]|\.\s|\.?$)/,
  /\bpor (?:REMUNERACIONES|HABERES|SUELDO|N[ÓO]MINA|[Rr]emuneraciones|[Hh]aberes|[Ss]ueldo|[Nn][óo]mina) de\s+([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9 &'.-]{1,60}?)(?=\s+(?:en|a)\s+(?:tu|su)\b|\s*[,·\n]|\.\s|\.?$)/,
  // «se debitó $ 41.300 de tu cuenta por el servicio AYSA (agua)»: the company of a debited service.
  /\bpor el (?:servicio|pago) (?:de )?([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9 &'.-]{1,40}?)(?=\s*[(,·\n]|\.\s|\.?$)/,
  // The shop named before the amount: «Cargo por UBER *TRIP $187.40 Tarjeta *1047», «Compra en DIDI
  // FOOD $245.00», «Consumo en CINEPOLIS S/ 38.00» (a processor's «*TRIP» after the shop's name is dropped).
  /\b(?:[Cc]argo|CARGO|[Cc]ompra|COMPRA|[Cc]onsumo|CONSUMO)\s+(?:por|en|de|POR|EN|DE)\s+([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9.&'-]*(?:\s[A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9.&'-]*){0,4}?)(?:\s?\*\s?[A-Z0-9.&'-]+)?\s+(?:por\s+)?(?:MX\$|US\$|S\/\.?|\$|€)\s?\d/,
  // «Recarga Telcel», «Recarga de Movistar»: the phone company topped up.
  /\b[Rr]ecarga (?:de |a )?(?:saldo )?([A-ZÁÉÍÓÚÑ][\p{L}]+(?:\s[A-ZÁÉÍÓÚÑ][\p{L}]+)?)/u,
  /\b(?:Pagaste|Has pagado)\s+\S*\s?[\d.,]+\s+de\s+([^\s-][^.·\n]{1,40}?)(?=\s+-\s|\s+con\b|\s*[.·\n]|$)/,
  // Money back names the shop of the purchase: «Te devolvimos $ 9.900 de tu compra en Mercado Libre».
  /\b[Tt]e devolvimos\b(?:[^.\n]|\.\d){0,60}?\btu compra en ([A-ZÁÉÍÓÚÑ][\p{L}\d&'-]*(?:\s[A-ZÁÉÍÓÚÑ][\p{L}\d&'-]*){0,3})/u,
  // Who sent it, opening a sentence: «¡Recibiste $ 20.000! Sofía Díaz te envió dinero», «Ana M. Ruiz te envió S/ 40.00».
  /(?:^|[.!?]\s+)([A-ZÁÉÍÓÚÑ][\p{L}.]*(?:\s[A-ZÁÉÍÓÚÑ][\p{L}.]*){1,3})\s+te envi[oó](?!\p{L})/u,
  // The person money was sent to, written with capitals at each word's start: «Transferencia de
  // $60.000 desde CuentaRUT 2288 a Juan Soto Pérez realizada el …», «Enviaste S/ 50 a Rosa Quispe».
  /\b(?:[Tt]ransferencia|TRANSFERENCIA|[Tt]ransferiste|[Ee]nviaste|[Hh]as enviado|[Yy]apeaste|[Pp]lineaste|[Ee]nv[ií]o)\b(?:[^.\n·]|\.\d){0,80}?\sa\s+((?!(?:Tu|Su|La|El|Mi|Cuenta|Tarjeta)\b)\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+){1,3})(?=\s+(?:realizad[oa]|el|con|desde|por|en|exitos[oa]|ha|fue)\b|\s*[.,;·—–(-]|\s*$)/u,
  // «Recibo domiciliado cargado en su cuenta ****5580: ENDESA ENERGIA por 76,43 EUR»: the company after the account's colon.
  /(?:cuenta|tarjeta)\s*\**\d{4}:\s+([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9 &'.-]{1,50}?)(?=\s+(?:por|de)\s|\s*[,·\n]|\.\s|\.?$)/,
  // «Recibo domiciliado de 58,30 € IBERDROLA CLIENTES en cuenta ****1199»: the company right after the amount.
  /\b(?:[Rr]ecibo|[Aa]deudo|[Cc]argo)(?:\s+domiciliad[oa])?\s+(?:de|por)\s+[\d.,]+\s*(?:€|EUR)\s+([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9 &'.-]{1,50}?)(?=\s+(?:en|con|el)\b|\s*[,·\n]|\.\s|\.?$)/,
  // «Transferencia enviada por $ 40.000,00 a la cuenta de ROBERTO DANIEL PAEZ CBU ****7781»: the account's holder.
  /\ba la cuenta de\s+([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ &'.-]{2,60}?)(?=\s+(?:CBU|CVU|CLABE|CCI|IBAN|en|el|con|desde)\b|\s*[,·\n]|\.\s|\.?$)/,
  // «Pagaste $3.200 con QR a KIOSCO EL TURCO»: who was paid after the way it was paid.
  /\b(?:Pagaste|Has pagado)\s+\S*\s?[\d.,]+\s+con\s+(?:QR|c[óo]digo QR|tu QR|dinero en cuenta|Mercado Pago)\s+(?:a|en)\s+([^.·\n]{2,50}?)(?=\s+con\b|\s*[.·\n]|$)/,
  // «Cargaste $8.000 en tu SUBE»: a transit card topped up is who was paid.
  /\b(?:[Cc]argaste|[Rr]ecargaste|[Hh]as recargado)\b(?:[^.\n]|\.\d)*?\s(?:en|a) (?:tu|su) (?:[Tt]arjeta )?(SUBE|[Bb]ip|BIP|TuLlave|Tu Llave|[Mm]etro)\b/,
  // «💳 -18,99 € · Spotify»: an app's card line, the shop after a middle dot beside the amount.
  /[\d.,]+\s*(?:€|EUR|£)\s*·\s*([^·\d\n][^·\n]{1,40}?)\s*(?:·|\n|$)/,
];

const CURRENCY_CODE = /^(?:EUR|USD|MXN|COP|ARS|CLP|PEN|GBP|EUROS?|SOLES|PESOS|D[OÓ]LARES)$/i;

export function otherMerchantOf(text: string): string {
  for (const pattern of PATTERNS) {
    const found = pattern.exec(text)?.[1]?.trim();
    // «45,32 EUR en tu cuenta»: a currency's code after the amount is not who was paid.
    if (found && !/^(?:tu|su|la|el|cuenta|tarjeta)\b/i.test(found) && !CURRENCY_CODE.test(found)) return found;
  }
  return '';
}

/** «a PANADERIA LA PRINCIPAL»: the preposition a line break left before a name in capitals. */
export const withoutPreposition = (payee: string) => payee.replace(/^(?:a|en|de)\s+(?=[A-ZÁÉÍÓÚÑ]{2})/, '');

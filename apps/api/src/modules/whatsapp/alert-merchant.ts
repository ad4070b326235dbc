/**
 * The shop, company or person a pasted bank alert names (alerts.ts), as written: «EXITO LAURELES»,
 * «Tacos El Güero», the company after « - » in a direct debit, the person a transfer went to.
 */
export function merchantOf(text: string): string {
  // «E.S. REPSOL»: the service station's initials are not the shop.
  const flat = text.replace(/\s*\n\s*/g, ' · ').replace(/\bE\.\s?S\.\s+/g, '');
  const patterns = [
    // «de EMPRESA ABC SAS en tu cuenta»: a company's own name, not the heading «Empresa:».
    /(?<!\bde )\b(?:Lugar|Comercio|Empresa):?\s*([^·\n]+?)(?:\s*\.?\s*(?:·|$)|\s*\/)/i,
    // Who sent the money: «Origen: ACME SA - HABERES», «… de $650.000 de SERVICIOS ANDES LTDA en tu cuenta».
    /\bOrigen:?\s*([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9 &'-]{1,60}?)(?=\s+-\s|\s*[.,·]|\s*$)/,
    /\d\s*(?:€|EUR|soles)?\s+de\s+([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9 &'-]{2,60}?)(?=\s+(?:en|a)\s+(?:tu|su)\b|\s+(?:por|v[ií]a)\s+(?:Plin|PLIN|Yape|YAPE|Nequi|NEQUI|Bizum|BIZUM)\b|\s+el\s+\d|\s*[.,·]|\s*$)/,
    // The company billed: «Pago de cuenta ENEL por», «Cargo de recibo IBERDROLA por», «Pago de servicios LUZ DEL SUR por».
    /\b(?:[Pp]ago|[Cc]argo) de (?:cuenta|servicios?|recibo|factura)\s+([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9 &'.-]{1,40}?)\s+(?:por|de)\s/,
    // «Pago de cuenta Aguas Andinas por»: the company written with capitals only at each word's start.
    /\b(?:[Pp]ago|[Cc]argo) de (?:cuenta|servicios?|recibo|factura)\s+([A-ZÁÉÍÓÚÑ][\p{L}0-9&'.-]*(?:\s[A-ZÁÉÍÓÚÑ][\p{L}0-9&'.-]*){0,4})\s+(?:por|de)\s/u,
    // «un pago de servicios por $98.000 a GAS NATURAL desde su cuenta», «Pago de METROGAS por $ 21.000»: the company paid.
    /\b[Pp]ago de (?:servicios?|recibo|factura|cuenta)\b[^·]{0,40}?\s+a\s+([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9 &'.-]{1,40}?)(?=\s+(?:desde|con|el|en)\b|\s*[,·]|\.\s|\.?$)/,
    /\b[Pp]ago de ([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9 &'.-]{2,40}?)\s+por\s/,
    // Who it went to: «Bizum enviado de 20,00 EUR a PABLO GARCIA.», «Has enviado … a MARIO SANCHEZ desde …».
    /\b(?:[Ee]nviado|[Ee]nviaste|[Tt]ransferiste)\b(?:[^.·]|\.\d)*?\s+a\s+([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ &'-]{2,60}?)(?=\s*[.,·]|\s+(?:con|desde|el|en)\b|\s*$)/,
    // «Se ha cargado un recibo de IBERDROLA CLIENTES por 78,45 €», «Cargo de recibo NATURGY 58,76
    // EUR», «Recibo domiciliado de VODAFONE por importe de…»: the company billed, after «recibo».
    /\b(?:[Rr]ecibo|RECIBO|[Ff]actura|[Dd]omiciliaci[oó]n|[Aa]deudo)(?:\s+domiciliad[oa])?(?:\s+(?:de|del|a favor de))?\s+([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9 &'.-]{1,40}?)(?=\s+(?:por|de|con|en|cargado|cobrado|adeudado)\s|\s+[\d.,]+\s*(?:€|EUR)|\s*[,·]|\.\s|\.?$)/,
    // «Devolución de compra ZARA 25,95 EUR», «por la devolución de AMAZON EU en su tarjeta»: the shop that paid back.
    /\b[Dd]evoluci[oó]n (?:de (?:la )?compra (?:en |de )?|de |en )([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9 &'.-]{1,40}?)(?=\s+[\d$€]|\s+(?:en|por|a|de)\s|\s*[,·]|\.\s|\.?$)/,
    // «Pago por $89.900 a CLARO COLOMBIA desde cta *7710», «Tu pago de $ 14.999 a NETFLIX se acreditó»: the company paid.
    /\b(?:[Pp]ago|[Cc]argo|[Tt]ransferencia) (?:por|de)\s+(?:[A-Z$€]{0,3}\/?\s?)?[\d.,]+\s*(?:€|EUR)?\s+a\s+([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9 &'.-]{2,60}?)(?=\s+(?:desde|con|el|en|se|fue|ha sido|realizad[oa])\b|\s*[,·]|\.\s|\.?$)/,
    /\b(?:Pagaste|Yapeaste|Has pagado)\s+(?:[^\s]*\s?)?[\d.,]+\s*(?:€|£|EUR)?\s+(?:a|en)\s+(.+?)(?:\s+con\b|\.|·|$)/i,
    /\ben\s+([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9 .*&'+-]{2,}?)(?=\s+(?:con|el|por|a las|a tu|a su|asociad[ao]|[Tt]arjeta|[Tt]arj|[Cc]ta|[Cc]uenta)\b|\s+\d{1,2}:\d{2}|\s+\d{1,4}\/\d{1,2}\/\d{1,4}|\s*[.,·]|\s+-\s|\s*$)/,
    // «débito automático por $67.500 a favor de SEGUROS BOLIVAR - VIDA con cargo a …»: the company,
    // whole, before the dash that would leave only what the insurance covers.
    /\ba favor de\s+([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9 &'.-]{1,50}?)(?=\s+(?:con|por|el|desde)\b|\s*[,·]|\.\s|\.?$)/,
    // «… en tu cuenta ****4402 - METROGAS.», «Cargo por $1,299.00 - LIVERPOOL INSURGENTES con …»: the
    // payee after a dash, as debits and direct debits write it.
    /\s[-–]\s+([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9 &'.-]{1,60}?)(?=\s*[,·]|\.\s|\.?$|\s+\d{1,2}\/\d{1,2}|\s+(?:con|el|en|desde)\b)/,
    // «Pagaste $ 24.300 de tu factura de EDENOR con …»: the company billed.
    /\bfactura de\s+([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9 &'-]{1,40}?)(?=\s+con\b|\s*[.,·]|\s*$)/,
    /\b(?:por|de)\s+[\d.,]+\s*(?:€|EUR)\s+en\s+([^.·]+?)(?:\s+el\b|\.|·|$)/i,
    /[\d.,]+\s*€\s+([A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9 &'-]{2,})(?:\s*·|$)/,
    /(?:S\/|€|\$)\s?[\d.,]+\s*·\s*([^·\d][^·]{2,40}?)\s*·/,
    // The shop right after the amount: «Compra por internet $299.00 NETFLIX.COM Tarjeta *1047»,
    // «Compra aprobada $310.00 OXXO REFORMA tarjeta *1047».
    /(?:S\/|€|\$)\s?[\d.,]+\s+([A-Z][A-Z0-9.&*'-]{2,}(?:\s[A-Z][A-Z0-9.&*'-]+)*?)(?=\s+(?:[Tt]arjeta|T\.|con|el)\b|\s*$)/,
  ];
  for (const pattern of patterns) {
    const match = flat.match(pattern);
    const found = match?.[1]?.trim();
    if (!found) continue;
    const cleaned = found
      .replace(/^(?:mercado ?pago|mp|paypal|dlo|dlocal)\s*\*\s*/i, '')
      .replace(/\s+(?:el|del)\s+\d{1,2}\/\d{1,2}(?:\/\d{2,4})?$/i, '')
      .replace(/\s+\d[\d\s]*$/, '')
      .replace(/\*/g, ' ')
      .trim();
    // «en tu cuenta», «en la tienda» are not a shop; «EL CORTE INGLES», written in capitals, is one.
    const article = /^(el|la)\b/i.test(cleaned) && cleaned !== cleaned.toUpperCase();
    if (cleaned.length >= 2 && !/^(tu|su|cajero|caja)\b/i.test(cleaned) && !/^(el|la)$/i.test(cleaned) && !article)
      return cleaned;
  }
  return '';
}

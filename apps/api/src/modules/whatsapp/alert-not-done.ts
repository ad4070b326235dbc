/**
 * A pasted alert of money that did not move: a purchase the bank refused («Tu compra por $… ha sido
 * rechazada», «compra NO APROBADA», «no fue aprobada … Motivo: límite de crédito insuficiente»,
 * «Intento de compra … NO autorizado», «Pago rechazado … Fondos insuficientes»). Nothing is saved:
 * the money is still in the account. A footer's «Si no reconoces este cargo…» or «no realizada por
 * usted» is a warning about a movement that did happen, not this. `folded` is the alert without
 * accents, in lower case. «Tu operación de S/ 300.00 no pudo realizarse por saldo insuficiente» too.
 */
const NOT_DONE =
  /\b(?:rechazad[ao]s?|declinad[ao]s?|denegad[ao]s?|fallid[ao]s?|intento de (?:compra|pago|cargo|retiro|consumo))\b|\bno (?:fue|fueron|ha sido|han sido|pudo ser|se ha|se) (?:aprobad|procesad|realizad|autorizad|efectuad|completad|concretad)[ao]s?\b|\b(?:operacion|transaccion|compra|consumo|pago|transferencia|retiro|cargo|envio|movimiento)(?:es|s)? (?:\w+ )?no (?:aprobad|procesad|realizad|autorizad|efectuad|completad|concretad|exitos)[ao]s?\b|\bno (?:aprobad|autorizad)[ao]s?\b|\bno se (?:pudo|pudieron|ha podido) (?:procesar|realizar|completar|efectuar|aprobar|autorizar|concretar)\b|\bno (?:pudimos|hemos podido) (?:procesar|realizar|completar|efectuar|aprobar|autorizar)\b|\bno (?:pudo|pudieron|se pudo) (?:realizarse|procesarse|completarse|efectuarse|concretarse|aprobarse)\b|\b(?:saldo|fondos|cupo|disponible|limite(?: de credito)?) (?:insuficientes?|no (?:es )?suficiente|excedido|superado)\b/;

// «… no realizada por usted», «no autorizado por ti»: who did it, a footer's question.
const BY_WHOM = /^ por (?:ti|vos|usted|ud|el titular)\b/;

export function notDone(folded: string): boolean {
  // «Si no reconoces esta compra…», «si la operación no fue realizada por ti…»: a conditional footer.
  const told = folded.replace(/(?:^|[\s¿¡.,:;])si\b[^.\n?!]*/g, ' ');
  for (const match of told.matchAll(new RegExp(NOT_DONE.source, 'g')))
    if (!BY_WHOM.test(told.slice(match.index + match[0].length))) return true;
  return false;
}

// The bank's or app's own voice: a heading («Mercado Pago: …»), the reader's payment («tu pago de»,
// «tu operación de») or «no pudimos». A writer's own «me rechazaron la tarjeta, pagué en efectivo»
// has none of them and is read as chat.
const BANK_VOICE =
  /^\s*[a-z][\w .&-]{1,30}:|\b(?:tu|su) (?:pago|operacion|compra|transferencia|transaccion|envio|retiro|consumo|cargo|yapeo|plin|bizum)\b|\bno (?:pudimos|hemos podido)\b/;

/** A pasted notice of a payment that did not go through, told in the bank's voice: read as an alert. */
export function saysNotDone(folded: string): boolean {
  return BANK_VOICE.test(folded) && notDone(folded);
}

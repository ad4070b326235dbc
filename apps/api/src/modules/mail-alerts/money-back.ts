/**
 * A purchase given back or undone, in the words banks put in a mail's subject and first lines:
 * «Devolución de compra», «Se anuló un consumo de tu tarjeta», «Reversa de compra», «Se reversó una
 * compra», «Cargo revertido», «Extorno», «Reembolso». Money in on the account or card, filed under
 * Reembolsos, never the purchase read again as spending. Not «compra cancelada»: in much of Latin
 * America «cancelar» a purchase or a bill is to pay it. Folded text (no accents, lower case).
 */
const MONEY_BACK =
  /\b(devolucion|devoluciones|reembolso|reembolsad[oa]|extorno|extornad[oa]|contracargo|(?:te )?devolvimos|(?:anulacion|reversa|reverso|reversion) de (?:la |tu |su |un |una |el )?(?:compra|consumo|cargo|transaccion|operacion|cobro)|(?:compra|consumo|cargo|transaccion|operacion|cobro) (?:anulad[oa]|reversad[oa]|revertid[oa])|se (?:ha |han |te |le )?(?:anulo|anularon|anulado|reverso|reversaron|reversado|revirtio|revirtieron|revertido) (?:la |tu |su |una |un |el |los |las )?(?:compra|consumo|cargo|transaccion|operacion|cobro)s?)\b/;

/** A footer's offer or policy («solicita la devolución», «política de devoluciones») is no money back. */
const NOT_MONEY_BACK =
  /\b(?:solicit\w*|pedir|pide|tramit\w*|gestion\w*|politica de|para|como)\s+(?:la |una |tu |su )?(?:devoluc|reembols)\w*/g;

export function saysMoneyBack(folded: string): boolean {
  return MONEY_BACK.test(folded.replace(NOT_MONEY_BACK, ' '));
}

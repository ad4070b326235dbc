/**
 * Money in told by the bank or app to its client, in the second person or in English: «te llegaron
 * $80.000 a tu Nequi», «te pagaron con Plin S/ 25.00», «te depositaron», «You received €40.00 from
 * …». The writer's own «me llegó» is in verbs.ts; this is the same money said by the sender of the
 * alert. And a lead-in before a pasted alert («mira lo que me llegó:», «me llegó esto:») says what
 * arrived on the phone, not which way the money went, so it is dropped before reading the kind.
 * `folded` is the message without accents, in lower case.
 */

export const BANK_MONEY_IN =
  /\b(?:te (?:llego|llegaron|pagaron|depositaron|consignaron|transfirieron|enviaron|mandaron|abonaron|acreditaron|ingresaron|yapearon|plinearon|nequearon|bizumearon|han (?:enviado|transferido|ingresado|pagado|abonado|depositado)|ha (?:enviado|transferido|ingresado|pagado|abonado|depositado))|recibiste|has recibido|you (?:have )?received|you got paid|money received|payment received from)\b/;

// What arrived on the phone, said before the alert pasted after it.
const LEAD_IN =
  /^\s*(?:(?:oye|mira|che|wey|po|ve|oe|ojo|jaja|ja)[,!]?\s+)*(?:mira\s+)?(?:(?:lo )?(?:que|q|k) )?(?:me (?:llego|llegaron|ha llegado|acaba de llegar|mandaron|enviaron|mando|envio)|acaba de llegar(?:me)?)(?:(?: esto| este (?:mensaje|correo|mail|aviso|sms|whatsapp)| un (?:mensaje|correo|mail|aviso|sms))(?: del banco)?\s*[:.,]?|\s*:)\s*/;

/** The folded message without a lead-in that only says an alert arrived. */
export function withoutAlertLeadIn(folded: string): string {
  const lead = LEAD_IN.exec(folded);
  return lead && lead[0].length < folded.length ? folded.slice(lead[0].length) : folded;
}

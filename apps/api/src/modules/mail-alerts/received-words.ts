import { foldAccents } from '@cuentas/shared/text';

/**
 * «… del consumo en TOTTUS del 24/11/2026. Fecha del extorno: 26/11/2026»: money back names the
 * purchase's day and its own; the day it came back, labelled, is the movement's.
 */
export function moneyBackDay(body: string, today: string): string | undefined {
  const found =
    /\bfecha (?:de la |del |de )(?:extorno|devolucion|anulacion|reversa|reverso|reversion|reembolso)\s*:?\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\b/.exec(
      foldAccents(body).toLowerCase(),
    );
  if (!found) return undefined;
  const day = `${found[3]}-${found[2]!.padStart(2, '0')}-${found[1]!.padStart(2, '0')}`;
  return /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/.test(day) && day <= today ? day : undefined;
}

/**
 * «¡Te plinearon!» sent by the bank behind the wallet (BBVA Perú, Interbank): the money reached the
 * wallet the subject names, which the user keeps as an account of its own, not the bank's.
 */
export function walletReceived(subject: string): string | undefined {
  const folded = foldAccents(subject).toLowerCase();
  if (/\b(?:te plinearon|te plineo|recibiste un plin|plin recibido)\b/.test(folded)) return 'Plin';
  if (/\b(?:te yapearon|te yapeo|recibiste un yape|yape recibido)\b/.test(folded)) return 'Yape';
  return undefined;
}

import { foldAccents } from '@cuentas/shared/text';
import { FORWARD_MARKER } from './message.ts';

/**
 * The user forwarding an alert says they do not recognise it, fear a fraud or a second charge, or
 * do not know who sent the money («no me acuerdo de haber comprado ahí», «creo q es un cargo
 * duplicado», «no conozco a ningún Cristóbal»): nothing is booked and the alert waits for them, as
 * booking what they dispute would be wrong in silence. Only their own words count — what they wrote
 * above the forwarded message, the note kept with it, the subject — never the bank's advice
 * («Si no reconoces esta compra, llámanos»).
 */
const DOUBT =
  /\b(no (?:lo |la |le )?reconozco|no (?:lo |la )?reconoc[ei]\w*|(?:cargo|cobro|compra|pago|movimiento|transaccion|consumo)s? no reconocid[oa]s?|desconozco|no (?:se|sabia|entiendo) (?:si (?:es|fue|son) (?:mio|mia|mios|mias|yo|nuestro)|si fui yo|que es|que son|quien es|quien (?:me|nos)|de que es|de quien|de donde|por que (?:me|nos) (?:cobr|carg|lleg))|no me acuerdo|no recuerdo (?:haber|que|esta|este|esa|ese)|no fui yo|no lo hice|no hice (?:esa|esta|ese|este)|no (?:he|hemos|hice|hicimos) (?:hecho|comprado|pagado|ninguna compra)|yo no (?:compre|pague|hice|autorice)|no autorice|fraude|estafa|hacke\w*|clonad[oa]|me (?:robaron|clonaron)|sospechos[oa]|duplicad[oa]s?|(?:cargo|cobro|compra|pago|cobrado|cargado|cobraron|cargaron)s? (?:repetid[oa]s?|dos veces|doble)|doble (?:cobro|cargo|compra)|dos veces (?:el mismo|la misma)|no conozco a)\b/;

/** The bank's own advice: «si no reconoces este movimiento …», «en caso de no reconocer …». */
const ADVICE =
  /\b(?:si|en caso de que|en caso de|cuando)\s+(?:usted\s+|tu\s+)?no\s+(?:reconoc\w*|realiz\w*|autoriz\w*|fuiste|fue usted|hiciste|hizo)[^.\n]*/g;

const folded = (text: string) =>
  foldAccents(text)
    .replace(/[¿?¡!]/g, ' ')
    // «no se q es», «pq», «xq»: chat spellings.
    .replace(/\bq\b/g, 'que')
    .replace(/\b(?:pq|xq|porq)\b/g, 'porque')
    .replace(/\s+/g, ' ');

/** What the user wrote: above the forwarded message, or kept as the note below it. */
function userWords(subject: string, body: string): string {
  const marker = FORWARD_MARKER.exec(body);
  const above = marker ? body.slice(0, marker.index) : '';
  const note = /\nNota: ([^]*)$/.exec(body)?.[1] ?? '';
  return `${subject}\n${above}\n${note}`;
}

export function userDoubts(message: { subject: string; body: string }): boolean {
  return DOUBT.test(folded(userWords(message.subject, message.body)).replace(ADVICE, ' '));
}

export const DOUBT_REASON =
  'Nos dijiste que no reconoces este movimiento o que puede estar repetido: no lo anotamos. Revísalo con tu banco y, si es tuyo, anótalo a mano.';

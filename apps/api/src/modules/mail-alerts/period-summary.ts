import { foldAccents } from '@cuentas/shared/text';

// What an account earned, said of a span of days («esta semana», «en lo que va del mes»), in either order.
const EARNED = String.raw`\b(?:rindio|rindieron|rindo|genero|generaron|generaste|ganaste|has ganado|ganaron|tus (?:rendimientos|intereses|ganancias))\b`;
const SPAN = String.raw`\b(?:esta semana|este mes|este ano|la semana pasada|el mes pasado|en la semana|en el mes|en los ultimos \d+ dias|en lo que va del? (?:mes|ano|semana))\b`;
// Within one sentence: a full stop only inside an amount («$1.230»).
const GAP = String.raw`(?:[^.\n]|\.(?=\d)){0,60}`;
const EARNED_OVER = new RegExp(`${EARNED}${GAP}${SPAN}|${SPAN}${GAP}${EARNED}`);
// Words of money put in the account on a day: a yield paid, not a tally.
const PAID_IN = /\b(?:abon|acredit|deposit|ingres)\w*/;

/**
 * «Tu dinero rindió $1.230 esta semana. Seguí invirtiendo.»: a tally of what the account earned over
 * a span, sent as news, is no one movement (each day's yield was its own); nothing is booked. A
 * yield the mail says was paid in («se han abonado el 26 nov») is still read.
 */
export function earnedOverPeriod(subject: string, body: string): boolean {
  const text = foldAccents(`${subject}\n${body.slice(0, 600)}`);
  return EARNED_OVER.test(text) && !PAID_IN.test(text);
}

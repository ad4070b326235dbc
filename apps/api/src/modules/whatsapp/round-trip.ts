import { amountValue, findAmounts } from './amounts.ts';
import { fold } from './text.ts';

/**
 * «buseta 3 mil ida y vuelta 6 mil», «pesero 12 pesos ida y vuelta 24»: the fare one way and the
 * two fares together. Read as two amounts, the message was asked about; when the second is twice
 * the first, it is the total of both rides and the one said.
 */
const AMOUNT = String.raw`(?:\$\s*)?\d[\d.,']*(?:\s*(?:mil|lucas?|k|pesos|soles|euros?|€|varos|baros|pavos|mangos))?`;
const ROUND_TRIP = new RegExp(
  String.raw`(?<one>${AMOUNT})\s*,?\s+(?:(?:la|el)\s+)?(?:de\s+)?ida\s+y\s+vuelta\s*[,:=]?\s*(?:(?:son|fueron|serian|o sea|osea|total|en total)\s+)?(?<both>${AMOUNT})(?![\d.,]*\d)`,
  'iu',
);

const valueOf = (said: string) => {
  const found = findAmounts(fold(said));
  return found.length === 1 ? amountValue(found[0]!) : NaN;
};

/** The message with a one-way fare and its round trip said as the round trip alone. */
export function roundTrip(text: string): string {
  const said = ROUND_TRIP.exec(text);
  if (!said) return text;
  const { one, both } = said.groups!;
  if (!(Math.abs(2 * valueOf(one!) - valueOf(both!)) < 0.005)) return text;
  return `${text.slice(0, said.index)}ida y vuelta ${both!.trim()}${text.slice(said.index + said[0].length)}`;
}

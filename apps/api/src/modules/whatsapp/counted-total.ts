import { amountValue, findAmounts } from './amounts.ts';
import { fold } from './text.ts';

/**
 * «2 entradas de 35.000, 70.000 en total con la Visa», «3 cafés a 2,50, total 7,50»: a count, the
 * price of each and the total they make. Read as a list, the price of one was saved as a purchase of
 * its own beside the total, on a day read from the count («2» as the 2nd). When the count times the
 * price is the total, only the total is said, with what was bought.
 */
const COUNT = String.raw`(?<count>[2-9]|1[0-2]|dos|tres|cuatro|cinco|seis)`;
const AMOUNT = String.raw`(?:\$\s*)?\d[\d.,']*(?:\s*(?:mil|lucas?|k|pesos|soles|euros?|€))?`;
const COUNTED = new RegExp(
  String.raw`\b${COUNT}\s+(?<things>\p{L}+(?:\s+\p{L}+)?)\s+(?:de|a)\s+(?<price>${AMOUNT})\s*[,;:]?\s*(?:(?:o sea|osea|son|fueron|y)\s+)?(?:(?<total>${AMOUNT})\s+(?:en total|total)\b|(?:en\s+)?total(?:\s+de)?:?\s*(?<after>${AMOUNT}))`,
  'iu',
);
const COUNTS: Record<string, number> = { dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6 };

const valueOf = (said: string) => {
  const found = findAmounts(fold(said));
  return found.length === 1 ? amountValue(found[0]!) : NaN;
};

/** The message with a count, its price each and their total said as the total alone. */
export function countedTotal(text: string): string {
  const said = COUNTED.exec(text);
  if (!said) return text;
  const { count, things, price } = said.groups!;
  const total = said.groups!.total ?? said.groups!.after!;
  const times = COUNTS[count!.toLowerCase()] ?? Number(count);
  if (!(Math.abs(times * valueOf(price!) - valueOf(total)) < 0.005)) return text;
  return `${text.slice(0, said.index)}${things} ${total.trim()} en total${text.slice(said.index + said[0].length)}`;
}

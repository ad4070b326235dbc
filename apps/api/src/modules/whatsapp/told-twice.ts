import { amountValue, findAmounts } from './amounts.ts';
import { findCategoryWords } from './category-words.ts';
import { fold } from './text.ts';

/**
 * «el carrete del sábado me costó 20 lucas en pisco… hoy compré el pisco 20 lucas en la
 * botillería»: after a pause («…», «...»), the same thing at the same amount told again with what
 * the first telling left out (the day, the shop). One purchase, not two: the second telling, which
 * says more, is the one read. «otro», «también», «ida»/«vuelta» say there were two.
 */
const PAUSE = /\.{2,}|…/;
const ONE_MORE = /\b(?:otr[oa]s?|tambien|ademas|cada|ida|vuelta|de nuevo|otra vez|mas|y)\b/;
// Words too common to say the two tellings name the same thing.
const COMMON = new Set(
  'compre compramos pague pagamos gaste gastamos costo salio fueron lucas pesos soles euros dolares hoy ayer anoche para desde entre'.split(
    ' ',
  ),
);

// The things a telling names: the words of the list it says («copete», «carne»), or else its longer words.
const things = (folded: string) => {
  const listed = findCategoryWords(folded, 'expense').map((hit) => folded.slice(hit.at, hit.at + hit.length));
  return new Set(
    listed.length > 0 ? listed : folded.split(/[^a-zñ]+/).filter((word) => word.length >= 5 && !COMMON.has(word)),
  );
};

/** The second telling when a message's two parts tell one purchase twice, else undefined. */
export function toldTwice(parts: string[] | undefined, text: string): string | undefined {
  if (parts?.length !== 2 || !PAUSE.test(text)) return undefined;
  const [first, second] = parts.map((part) => fold(part)) as [string, string];
  const [a, b] = [findAmounts(first), findAmounts(second)];
  if (a.length !== 1 || b.length !== 1 || amountValue(a[0]!) !== amountValue(b[0]!)) return undefined;
  if (ONE_MORE.test(second)) return undefined;
  const before = things(first);
  return [...things(second)].some((thing) => before.has(thing)) ? parts[1] : undefined;
}

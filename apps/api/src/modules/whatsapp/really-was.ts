import { findCategoryWords } from './category-words.ts';
import { fold } from './text.ts';

/**
 * «corrijo: eso era el regalo de mi novia, no ropa mía», «ah no, era comida para el perro lo que
 * compré, cámbialo», «perdón, metro el supermercado, no el tren»: a fix naming what the movement
 * really was, with what it was not. The category is the one the words name that the denied part
 * does not; «comida para el perro» is the dog's (what it is for names it). Undefined unless exactly
 * one category is left: the caller then answers as before, changing nothing.
 */

// What opens a fix and what closes it as an order: neither names what it was.
const OPENERS =
  /^(?:(?:no+|nono|nop|ah|ay|uy|ups|oye|perdon|perdona|disculpa|sorry|corrijo|correccion|me equivoque|me confundi|en realidad|mejor dicho|ojo)\b[\s,.:;!]*)+/;
const ORDERS =
  /[\s,.;]+(?:(?:lo que|la que|los que|las que) (?:compre|pague|pedi|gaste)|cambialo|cambiala|corrigelo|corregilo|corrigela|arreglalo|porfa|por favor|plis)\b.*$/;
// «…, no ropa mía», «… no el tren», «…, y no comida»: what it was not.
const DENIED = /(?:\s*[,;]\s*|\s+)(?:y\s+)?no\s+(?!(?:era|es|fue|eran)\s+(?:para|un|una)\b)(?<not>[a-z][a-z ]*)$/;
// «era», «fue», «es»… after «eso»: what the words after it name.
const WAS = /^(?:(?:eso|esto|ese|esa|lo que)\s+)?(?:era|eran|es|son|fue|fueron)\s+/;
// «comida para el perro», «ropa pa la bebé»: whom it was for names it.
const FOR_WHOM = /\b(?:para|pa|pal) (?:el |la |los |las |mi |mis )?(?<whom>[a-z]+(?: [a-z]+)?)$/;

const named = (words: string, kind: 'expense' | 'income') =>
  new Set(findCategoryWords(words, kind).map((hit) => hit.category));

export function whatItReallyWas(text: string, kind: 'expense' | 'income'): string | undefined {
  if (/\d/.test(text)) return undefined;
  let said = fold(text)
    .replace(/[^\sa-z,.;:!]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(OPENERS, '')
    .replace(ORDERS, '')
    .replace(/[\s,.;:!]+$/, '');
  const denial = said.match(DENIED);
  const denied = denial ? named(denial.groups!.not!, kind) : new Set<string>();
  if (denial) said = said.slice(0, denial.index).trim();
  said = said.replace(WAS, '');
  if (!said || said.split(' ').length > 7) return undefined;
  const left = [...named(said, kind)].filter((category) => !denied.has(category));
  if (left.length === 1) return left[0];
  const whom = said.match(FOR_WHOM)?.groups?.whom;
  const forWhom = whom ? [...named(whom, kind)].filter((category) => !denied.has(category)) : [];
  return forWhom.length === 1 ? forWhom[0] : undefined;
}

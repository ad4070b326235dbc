import { sharePaidBack } from './alert-money-in.ts';
import { findCategoryWords } from './category-words.ts';
import { type CategoryRef, categoryByName } from './parse-message.ts';
import { fold } from './text.ts';

/**
 * The writer's own words pasted with a bank alert: a line of their own without figures («los jeans
 * del niño», «eso fue para el cumple de mi mamá») or words in brackets («(la fruta)»). They say what
 * the money was for, which the bank's text does not. Lines a bank writes to its client («si no
 * fuiste tú, llámanos», «gracias por pagar a tiempo») are not the writer's.
 */
// «le informa», «le recordamos» are the bank's; «le pagué a la señora», «lo que le debía» the writer's.
const BANK_LINE =
  /\b(?:tu|tus|su|sus|te|le (?:informa\w*|recorda\w*|record\w*|invita\w*|agradece\w*|sugeri\w*|sugier\w*|ofrece\w*|atiende|notifica\w*|comunica\w*)|usted|llamanos|llama|encuentranos|escribenos|gracias|podes|puedes|ingresa|consulta|recuerda|estamos|banco|app|aplicacion|clave|codigo|seguridad|cbu|cvu|alias|clabe|cci|iban|referencia|operacion)\b/;

// «Buenas, me llegó este correo corto al celular:», «Os reenvío lo de ING:»: the writer passing the
// alert on says who sent it, never what the money was for.
const PASSING_ON =
  /:$|\b(?:reenvi\w*|te paso|le paso|les paso|os paso|copio|pego|me llego (?:esto|este|esta|el|la|un|una)|mensaj\w*|correo|alerta|notificacion|screenshot|captura)\b/;

const FAMILY =
  /\b(?:mi|mis) (?:hij[oa]s?|mama|mami|madre|papa|papi|padre|abuel[oa]s?|herman[oa]s?|ti[oa]s?|suegr[oa]s?|niet[oa]s?|sobrin[oa]s?|padrino|madrina)\b/;

export function alertNote(text: string): string {
  const lines = text
    .split(/\n+/)
    .map((line) => fold(line).trim())
    .filter((line) => line.length >= 3 && !/\d/.test(line) && !BANK_LINE.test(line) && !PASSING_ON.test(line));
  const bracketed = [...text.matchAll(/\(([^()\d]{3,80})\)/g)].map((match) => fold(match[1]!));
  // «… realizada el 26/11/2026 — era lo del asado»: words after a dash that closes the bank's line.
  // A plain hyphen only before words in small letters (banks write the shop after it in capitals).
  const tails = [
    ...[...text.matchAll(/\s[—–]\s*([^\n—–]{3,80})$/gm)].map((match) => match[1]!),
    ...[...text.matchAll(/\s-\s+(\p{Ll}+(?:\s+[^\n]+){1,12})$/gmu)].map((match) => match[1]!),
  ]
    .map((words) => fold(words).trim())
    .filter((words) => !/\d/.test(words));
  const note = [...lines, ...[...bracketed, ...tails].filter((words) => !BANK_LINE.test(words))].join(' . ');
  // «unos audífonos, ponle hobbies»: the category named outright comes first.
  const named = namedIn(note);
  return named ? `${named} . ${note}` : note;
}

const namedIn = (note: string) => /\b(?:ponle|ponlo en|ponla en|pon|categoria)\s+(.+)$/.exec(note)?.[1]?.trim();

/** «ponle hobbies»: the category the writer names outright in the note, as written. */
export const categoryNamedIn = (text: string) => namedIn(alertNote(text));

/**
 * The category what the sender or the writer wrote gives, over `found` (the shop's or the bank's):
 * the sender's concept only when nothing else filed it («Bizum enviado … Concepto: entradas
 * concierto»; «Concepto: cena jueves» on money in is a share paid back); the writer's note always
 * («los jeans del niño», «(la fruta)», «… — era lo del asado»), when `note` lets it be read.
 */
export function writerCategory(
  text: string,
  kind: 'expense' | 'income',
  categories: CategoryRef[],
  found: string | null,
  { earned, note: readNote }: { earned: boolean; note: boolean },
): string | null {
  const named = (words: string) =>
    findCategoryWords(fold(words), kind)
      .map((hit) => categoryByName(categories, hit.category, kind))
      .find(Boolean);
  let categoryId = found;
  const concept = text.match(/\b(?:concepto:?|mensaje:|motivo:)\s*([^.\n]{2,80})/i)?.[1];
  if (!categoryId && concept) categoryId = named(concept)?.id ?? null;
  if (!categoryId && concept && kind === 'income' && !earned && sharePaidBack(concept))
    categoryId = categoryByName(categories, 'Reembolsos', kind)?.id ?? null;
  const note = readNote ? alertNote(text) : '';
  const byName = note ? categoryNamedIn(text) : undefined;
  const told = (byName ? categoryByName(categories, byName, kind) : undefined) ?? (note ? named(note) : undefined);
  // «Mi hijo, para el mercado»: money in from family, whatever it is meant for, is their help.
  const family =
    kind === 'income' && !told && FAMILY.test(note) ? categoryByName(categories, 'Otros ingresos', kind) : undefined;
  return told?.id ?? family?.id ?? categoryId;
}

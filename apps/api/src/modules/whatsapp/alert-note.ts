import { fold } from './text.ts';

/**
 * The writer's own words pasted with a bank alert: a line of their own without figures («los jeans
 * del niño», «eso fue para el cumple de mi mamá») or words in brackets («(la fruta)»). They say what
 * the money was for, which the bank's text does not. Lines a bank writes to its client («si no
 * fuiste tú, llámanos», «gracias por pagar a tiempo») are not the writer's.
 */
const BANK_LINE =
  /\b(?:tu|tus|su|sus|te|le|usted|llamanos|llama|encuentranos|escribenos|gracias|podes|puedes|ingresa|consulta|recuerda|estamos|banco|app|aplicacion|clave|codigo|seguridad|cbu|cvu|alias|clabe|cci|iban|referencia|operacion)\b/;

export function alertNote(text: string): string {
  const lines = text
    .split(/\n+/)
    .map((line) => fold(line).trim())
    .filter((line) => line.length >= 3 && !/\d/.test(line) && !BANK_LINE.test(line));
  const bracketed = [...text.matchAll(/\(([^()\d]{3,80})\)/g)].map((match) => fold(match[1]!));
  const note = [...lines, ...bracketed.filter((words) => !BANK_LINE.test(words))].join(' . ');
  // «unos audífonos, ponle hobbies»: the category named outright comes first.
  const named = namedIn(note);
  return named ? `${named} . ${note}` : note;
}

const namedIn = (note: string) => /\b(?:ponle|ponlo en|ponla en|pon|categoria)\s+(.+)$/.exec(note)?.[1]?.trim();

/** «ponle hobbies»: the category the writer names outright in the note, as written. */
export const categoryNamedIn = (text: string) => namedIn(alertNote(text));

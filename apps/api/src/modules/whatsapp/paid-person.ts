import { fold } from './text.ts';

/**
 * Who was paid, when money was sent to a person by name: «le mandé por nequi 60 lucas a don Jorge
 * por arreglar la nevera», «le yapeé 30 a la señora Rosa», «le pasé 15 mil a Martina». The name
 * is the payee, never the words of the message; a name is written with a capital, or comes after
 * «don», «doña», «señora» (as typed, in lower case too).
 */
const SENT =
  /\b(?:(?:le|les) (?:mande|envie|pase|transferi|deposite|pague|di|yapee|plinee|nequee|bizumee|hice un bizum)|yapee|plinee|nequee|bizumee|le he (?:mandado|enviado|pasado|pagado|hecho un bizum))\b/;
const TITLED =
  /(?:^|\s)a (?:(?:la|el) )?(don|doña|dona|señora|senora|señor|senor|seño|seno|sra\.?|sr\.?|tía|tia|tío|tio) ([a-záéíóúñ]{3,})(?![\p{L}])/iu;
const NAMED = /(?:^|\s)a ([A-ZÁÉÍÓÚÑ][a-záéíóúñ]{2,}(?: [A-ZÁÉÍÓÚÑ][a-záéíóúñ]{2,})?)(?![\p{L}])/u;
const NOT_A_NAME = /^(?:mi|tu|su|la|el|los|las|un|una|que|del|por|con|para|casa|fin|final|partir|pagar|hoy|ayer)$/;

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The person the writer sent money to, named in the message; else undefined. */
export function paidPersonNamed(text: string): string | undefined {
  if (!SENT.test(fold(text))) return undefined;
  const titled = TITLED.exec(text);
  if (titled && !NOT_A_NAME.test(fold(titled[2]!))) return `${titled[1]!.toLowerCase()} ${capital(titled[2]!)}`;
  const named = NAMED.exec(text)?.[1];
  if (!named || NOT_A_NAME.test(fold(named.split(' ')[0]!))) return undefined;
  return named;
}

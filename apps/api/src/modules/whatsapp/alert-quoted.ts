import { foldAccents } from '@cuentas/shared/text';

/**
 * An alert pasted between quotes inside the writer's own words («le reenvío: «Banorte: Se realizó un
 * cargo…» Eran unas sábanas», `el mensajito de Mercado Pago: "Pagaste $… a …" Era una freidora`):
 * the bank's text is put on a line of its own, so what the writer says before it (who sent it) and
 * after it (what the money was for) are lines of their own too, read as the writer's note. When the
 * writer takes back an alert they began to type and quotes the real one («Traspaso de 500 € … no,
 * espera, el mensaje es este: «ING: Has enviado …»»), what came before the take-back is dropped.
 */
const QUOTED = /«([^«»]{25,})»|“([^“”]{25,})”|"([^"]{25,})"/g;
const TAKE_BACK =
  /\b(?:no,? espera|no no|perdon|perdona|me equivoque|mejor dicho|me confundi|ese no(?: era)?|era otro)\b[^«"“\n]{0,40}?[:,]?\s*(?=[«"“])/;

export function quotedAlertLines(text: string, isAlert: (part: string) => boolean): string {
  const quotes = [...text.matchAll(QUOTED)].filter((match) => isAlert((match[1] ?? match[2] ?? match[3])!));
  if (quotes.length !== 1) return text;
  const quote = quotes[0]!;
  const inside = (quote[1] ?? quote[2] ?? quote[3])!.trim();
  let before = text.slice(0, quote.index);
  const after = text.slice(quote.index + quote[0].length).trim();
  const takenBack = TAKE_BACK.exec(foldAccents(before + quote[0].charAt(0)));
  if (takenBack) before = '';
  return [before.trim(), inside, after].filter(Boolean).join('\n');
}

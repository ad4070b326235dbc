/**
 * A part of the message taken back further on in the same message, without «digo»: «ayer no, hoy:
 * …», «yapeé 15 al de la combi… no mentira, solo 15 a la del menú», «con Plin… no, con la app
 * desde el BCP», «y deposité… no, mejor solo anota el cobro». What was taken back is dropped and
 * what replaces it is put in its place, so neither the slip's amount, day nor account is saved.
 * A pause that is not followed by something that can stand in for the slip (an amount, a thing
 * with its article, a place or account with its preposition, a request to record only part)
 * leaves the message as it was.
 */

const DAY = String.raw`(?:hoy|ayer|antier|anteayer|antes de ayer|anoche|(?:el )?(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo))`;
// «ayer no, hoy: dentista 1.500»: opening the message, the day said second is the day (never «hoy
// no gasté nada», nor «eso fue ayer no hoy», where the day denied comes second).
const DAY_TAKEN_BACK = new RegExp(String.raw`^\s*${DAY}\s+no\s*[,.;:]\s*(?=${DAY}\b)`, 'iu');

// «… no mentira», «😂 mentira,», «… no,»: the words before it are taken back.
const PAUSE = String.raw`(?:\.{2,}|…|[,;!]|\s(?:\p{Extended_Pictographic}|\u200d|\ufe0f|\s)+)`;
const LIE = new RegExp(
  String.raw`^(?<before>.*?\S)(?:\s*${PAUSE}\s*(?:no,?\s+)?|\s+no,?\s+)mentira\b[\s,.!:;]*(?<after>.+)$`,
  'iu',
);
const NO = new RegExp(String.raw`^(?<before>.*?\S)\s*(?:\.{2,}|…)\s*no\s*[,.:;]\s*(?<after>.+)$`, 'iu');

const AMOUNT_START = /^(?:\$\s*)?\d/;
const ARTICLE = /^(?:el|la|los|las|un|una|unos|unas)\b/i;
const PREPOSITION = /^(?:con|en|por|desde|de|del|a|al|para)\b/i;
// «mejor solo anota el cobro.»: only part of what was said is to be recorded.
const ONLY_RECORD =
  /^(?:mejor\s+)?(?:s[oó]lo\s+|nom[aá]s\s+)?(?:anot|apunt|registr|guard)\w*\s+[^.!?]*(?:[.!?]+\s*|$)(?<rest>.*)$/iu;

/** The message with what was taken back replaced by what was meant, or the message as it was. */
export function takenBack(text: string): string {
  let said = text.replace(DAY_TAKEN_BACK, '');
  // «un chance de 10 lucas jaja no mentira, un minuto de celular… no, la recarga»: each in turn.
  for (let turn = 0; turn < 3; turn++) {
    const again = takeBackOnce(said);
    if (again === said) break;
    said = again;
  }
  return said;
}

function takeBackOnce(text: string): string {
  const lie = text.match(LIE);
  const said = lie ?? text.match(NO);
  if (!said) return text;
  const before = said.groups!.before!.replace(/[\s.…,;:!]+$/u, '');
  // «no mentira, solo 15 a la tía», «no, era 20»: the fix without its lead-in words.
  const fix = said.groups!.after!.replace(/^(?:s[oó]lo|nom[aá]s|nada m[aá]s|era|eran|fue|fueron)\s+/iu, '').trim();
  return replacement(before, fix, Boolean(lie)) ?? text;
}

function replacement(before: string, fix: string, lie: boolean): string | undefined {
  // «yapeé 15 al de la combi y … no mentira 15 a la del menú»: the verb stays, what follows is the fix.
  // An amount after «… no,» replaces only the amount, as «digo» does (self-repair.ts).
  if (AMOUNT_START.test(fix)) {
    if (!lie) return undefined;
    const at = before.search(/(?:\$\s*)?\d/);
    return at >= 0 ? `${before.slice(0, at)}${fix}`.trim() : undefined;
  }
  // «pagué el pasaje … no mentira el taxi», «la cuota de la tarjeta… no, la cuota del préstamo»: the
  // thing from its article on (the same words last said, else the same article, else the first one).
  if (ARTICLE.test(fix)) {
    const lower = before.toLowerCase();
    const [article, noun] = fix.toLowerCase().split(/\s+/);
    const at = [lower.lastIndexOf(` ${article} ${noun} `), lower.lastIndexOf(` ${article} `)].find(
      (found) => found >= 0,
    );
    const from = at ?? before.search(/\s(?:el|la|los|las|un|una|unos|unas)\s/i);
    return from >= 0 ? `${before.slice(0, from)} ${fix}`.trim() : undefined;
  }
  // «con Plin… no, con la app desde el BCP, 300 soles»: from the same preposition on; a fix with an
  // amount after a slip that had one («15 al del emoliente… no, al del emoliente le di 5») is a
  // second movement retold, left to the list's reading.
  const lead = fix.match(PREPOSITION);
  if (lead && /\d/.test(fix) && /\d/.test(before)) return undefined;
  if (lead) {
    const at = before.toLowerCase().lastIndexOf(` ${lead[0].toLowerCase()} `);
    return at >= 0 ? `${before.slice(0, at)} ${fix}`.trim() : undefined;
  }
  // «cobré 350.000 y deposité… no, mejor solo anota el cobro. Y pagué 12.000»: the clause left
  // unfinished goes, and the request with it; what follows the request is kept.
  const only = fix.match(ONLY_RECORD);
  if (only) {
    const at = before.toLowerCase().lastIndexOf(' y ');
    if (at < 0 || /\d/.test(before.slice(at))) return undefined;
    const rest = only.groups!.rest!.trim();
    return rest ? `${before.slice(0, at)}. ${rest}` : before.slice(0, at);
  }
  return undefined;
}

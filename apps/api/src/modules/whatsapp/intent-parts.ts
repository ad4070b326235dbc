import { type AmountCandidate, findAmounts } from './amounts.ts';
import { findCategoryWords } from './category-words.ts';
import type { Correction, Intent } from './intent-types.ts';
import { TRANSFER } from './verbs.ts';

// Readings detectIntent (intent.ts) makes of a fix with an amount or of several fixes at once: a
// kind denied with the amount said with it, an amount with the speaker's own slip, a capture that
// was several payments, and changes of two fields joined by «y».

type Detect = (text: string, today: string) => Intent;

const CORRECTION_TYPES = new Set(['reamount', 'redate', 'reaccount', 'recategorize', 'rekind']);

const SPLIT_OPENER =
  /^(?:(?:no+|nop|nah|nel|perdon|perdona|oye|uy|ups|ay|en realidad|me equivoque|espera|bueno|mira)[,.!:]?\s+)+/;
// «eran 2: …», «fueron dos pagos: …», «lo pagué en dos: …»: the count of the parts, then the parts.
const SPLIT_COUNT =
  /^(?:(?:eran|fueron|son|era|fue)\s+(?:dos|2|tres|3)(?:\s+(?:pagos|gastos|cosas|compras|partes|movimientos))?|(?:lo |la )?(?:pague|pagamos|dividi|dividimos|separe|partimos|parti) (?:en|entre) (?:dos|2|tres|3)(?: partes| pagos)?)\s*[:,.-]\s*/;
const PART_WITH_ACCOUNT = /\d[\d.,]*\s*(?:mil|lucas?|k|soles|pesos|euros|€|pavos)?\s+(?:con|en|por|desde|x)\s+[a-z]/;

// «no era gasto», «eso no fue un ingreso»: the kind of the last capture, denied.
const KIND_DENIED =
  /^(?:(?:no+|perdon|perdona|uy|ay|ups|espera|en realidad)[,.!:]?\s+)*(?:eso |esto )?no (?:era|fue|es) (?:un |una )?(?<kind>gasto|ingreso|salida|entrada)\b[,.!:;]?\s*/;

/** The turn of a denied kind with the one amount said with it, else undefined. */
export function deniedKind(folded: string): Intent | undefined {
  const denied = folded.match(KIND_DENIED);
  if (!denied) return undefined;
  const amounts = findAmounts(folded);
  // «no era un ingreso, fue que pasé plata de ahorros a bancolombia»: a move between one's own
  // accounts, told again without its amount; the last capture becomes that transfer.
  const told = folded.slice(denied[0].length).replace(/^(?:(?:fue|era|es) que|lo que pasa es que|sino que)\s+/, '');
  if (amounts.length === 0 && TRANSFER.test(told) && /\b(?:de|del|desde)\b.+\b(?:a|al|hacia)\b/.test(told))
    return { type: 'retell', text: told };
  if (amounts.length !== 1) return undefined;
  const kind = /gasto|salida/.test(denied.groups!.kind!) ? 'income' : 'expense';
  const rest = `${folded.slice(denied[0].length, amounts[0]!.start)} ${folded.slice(amounts[0]!.end)}`.trim();
  // «me han devuelto … de hacienda»: what it was, when its words name one category.
  const target = new Set(findCategoryWords(rest, kind).map((hit) => hit.category)).size === 1 ? rest : undefined;
  return {
    type: 'several',
    parts: [
      { type: 'rekind', kind, ...(target ? { target } : {}), said: rest },
      { type: 'reamount', amount: amounts[0]! },
    ],
  };
}

// What a person says of their own slip: «le erré», «me equivoqué», «perdón», «quise decir», and
// of the real figure: «8.500 en verdad», «150 al final».
const SLIP =
  /\b(?:le erre|la erre|le pifie|la pifie|me equivoque|me confundi|me trabuque|perdon|perdona|perdone|disculpa|disculpe|sorry|error mio|mala mia|quise decir|queria decir|lo puse mal|lo escribi mal|me comi un numero|en verdad|de verdad|al final|a fin de cuentas|mejor dicho)\b/g;
// Words that may stand around the amount in such a message and name nothing bought.
const SLIP_FILLER =
  /\b(?:no|eran|era|fueron|fue|son|es|en realidad|digo|ay|uy|ups|ah|oh|jaja\w*|pesos|soles|euros|dolares|mil|lucas?|y|que|ya|po|pe|che|wey|tio|tia)\b/g;

/** The one amount of a message that holds only it and a slip word, else undefined. */
export function amountWithSlip(folded: string): AmountCandidate | undefined {
  if (!SLIP.test(folded)) return undefined;
  SLIP.lastIndex = 0;
  const amounts = findAmounts(folded);
  if (amounts.length !== 1) return undefined;
  const leftover = `${folded.slice(0, amounts[0]!.start)} ${folded.slice(amounts[0]!.end)}`
    .replace(SLIP, ' ')
    .replace(SLIP_FILLER, ' ')
    .replace(/[^a-z]+/g, ' ')
    .trim();
  return leftover === '' ? amounts[0] : undefined;
}

/**
 * «oye no, eran 2: 30 lucas con ripley y 15 en efectivo», «no, 30 con la visa y 15 en efectivo»:
 * the last capture was several payments. The parts' text is handed on (split-fix.ts reads them
 * against the accounts); a plain amount fix would save one part and drop the other.
 */
export function readSplit(folded: string): Intent | undefined {
  const opened = folded.replace(SPLIT_OPENER, '');
  const counted = opened.match(SPLIT_COUNT);
  const rest = counted ? opened.slice(counted[0].length) : opened.replace(/^(?:eran|fueron|era|fue)\s+/, '');
  if (!counted && opened === folded) return undefined;
  const halves = rest.split(/\s+y\s+|,\s*/).filter((half) => half.trim() !== '');
  if (halves.length < 2 || halves.some((half) => findAmounts(half).length !== 1)) return undefined;
  if (!counted && !halves.every((half) => PART_WITH_ACCOUNT.test(half))) return undefined;
  return { type: 'split', text: rest };
}

/**
 * «bueno no, ponle 25 y que fue con bizum desde caixabank», «ponle que fue con mercado pago y que
 * fueron 320»: changes of two fields joined by «y (que)». Each half is read alone; only when every
 * half is a correction of its own field is the message one (else a half would be dropped, and the
 * reply would claim a fix that left the other field wrong).
 */
export function readSeveralCorrections(folded: string, today: string, detect: Detect): Intent | undefined {
  const halves = folded.split(/\s*[,;]?\s+y\s+(?:que\s+)?|\s*;\s*/).filter((half) => half.trim() !== '');
  if (halves.length < 2 || halves.length > 3) return undefined;
  const parts = halves.map((half, index) => {
    // The opener («bueno no, ponle que…») is said once, before the first half.
    const said = index === 0 ? half : half.replace(/^(?:ponle|pone|pon|ponele|anota|apunta) que /, '');
    return detect(said, today);
  });
  if (!parts.every((part) => CORRECTION_TYPES.has(part.type))) return undefined;
  const types = new Set(parts.map((part) => part.type));
  if (types.size !== parts.length) return undefined;
  // «eran 22 mil y fue el martes»: the amount and the day are read together below, as one fix.
  if (types.size === 2 && types.has('reamount') && types.has('redate')) return undefined;
  return { type: 'several', parts: parts as Correction[] };
}

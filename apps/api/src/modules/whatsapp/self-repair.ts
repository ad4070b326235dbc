import { countedTotal } from './counted-total.ts';
import { roundTrip } from './round-trip.ts';
import { takenBack } from './taken-back.ts';

/**
 * A slip taken back in the same message: «taxi 20… digo 25», «gas, digo gasolina», «15 lucas…
 * 18 digo», «almuerzo 30 quise decir 35». What comes after «digo» replaces what came just before
 * it (an amount replaces the last amount, a word the last word), and the laugh at the slip
 * («… jaja») goes with it. Without this the two amounts are asked about, and the laugh reads the
 * message as a joke passed on. «te digo que…», «como digo yo» have no pause before «digo» and are
 * left as they are.
 */

// An amount as written in a chat, with the word for the currency or thousands after it.
const UNIT = String.raw`(?:mil|k|lucas?|luquitas|pesos|soles|euros?|€|varos|bolas|mangos|pavos|palos?|barras)`;
const AMOUNT = String.raw`(?:\$\s*)?\d[\d.,']*(?:\s*${UNIT})?`;
// A pause before «digo» (dots, an ellipsis, a comma or a dash); the longer markers need none.
const MARK_AFTER_PAUSE = String.raw`(?:\.{2,}|…|,|;|\s-|\s?[—–])\s*(?:no,?\s+)?digo|\s(?:quise decir|quiero decir|mejor dicho)`;
const LAUGH = /[\s,.!]*\b(?:ja(?:ja)+|je(?:je)+|jsjs\w*|xd+)\w*[\s!.]*$/i;

const FIRST_IS = new RegExp(String.raw`^(?<before>.*?\S)\s*(?:${MARK_AFTER_PAUSE})[,:]?\s+(?<after>.+)$`, 'i');
const LAST_IS = new RegExp(
  String.raw`^(?<before>.*?\S)(?:\s*(?:\.{2,}|…|,|;|[—–])\s*)(?<fix>${AMOUNT}|[\p{L}]+(?:\s+[\p{L}]+)?)\s+digo[\s!.]*$`,
  'iu',
);
const AMOUNT_AT_START = new RegExp(String.raw`^(?<fix>${AMOUNT})(?<rest>.*)$`, 'i');
const LAST_AMOUNT = new RegExp(String.raw`${AMOUNT}(?!.*\d)`, 'i');

/** The message with a slip taken back replaced by what the person meant, or the message as it was. */
export function selfRepaired(message: string): string {
  // «ayer no, hoy», «… no mentira, 15 a la del menú»: taken back without «digo»; «2 entradas de 35, 70 en total»;
  // «3 mil ida y vuelta 6 mil».
  const text = roundTrip(countedTotal(takenBack(message)));
  const laughless = text.replace(LAUGH, '');
  const last = laughless.match(LAST_IS);
  if (last) return replaceLast(last.groups!.before!, last.groups!.fix!, '') ?? text;
  const first = laughless.match(FIRST_IS);
  if (!first) return text;
  const after = first.groups!.after!.trim();
  const amount = after.match(AMOUNT_AT_START);
  if (amount) return replaceLast(first.groups!.before!, amount.groups!.fix!, amount.groups!.rest!) ?? text;
  const [word, ...rest] = after.split(/\s+/);
  return replaceLast(first.groups!.before!, word!, rest.length ? ` ${rest.join(' ')}` : '') ?? text;
}

// Units that multiply the number said («lucas», «mil», «palos»), unlike a currency's name.
const MULTIPLIER = /^\s*(?:mil|k|lucas?|luquitas|palos?|barras)$/i;

/** «600.000», «1,200», «15000»: a figure of a thousand or more, its thousands already written. */
function writtenInFull(fix: string): boolean {
  const digits = fix.replace(/^\$\s*/, '').trim();
  return /^\d{1,3}(?:[.,']\d{3})+$/.test(digits) || /^\d{4,}$/.test(digits);
}

/** «before» with its last amount (when the fix is one) or its last word replaced by the fix. */
function replaceLast(before: string, fix: string, rest: string): string | undefined {
  const said = before.replace(/[\s.…,;—–-]+$/, '');
  if (/\d/.test(fix)) {
    const slip = LAST_AMOUNT.exec(said);
    if (!slip) return undefined;
    // «12 lucas… 15 digo»: the fix said without its unit keeps the slip's.
    const unit = new RegExp(String.raw`\s*${UNIT}$`, 'i');
    // A fix already written in full («600 lucas… digo 600.000») does not take a multiplier again.
    const slipUnit = slip[0].match(unit)?.[0] ?? '';
    const kept = unit.test(fix.trim()) || (MULTIPLIER.test(slipUnit) && writtenInFull(fix)) ? '' : slipUnit;
    return `${said.slice(0, slip.index)}${fix.trim()}${kept}${said.slice(slip.index + slip[0].length)}${rest}`.trim();
  }
  // «en el super, digo, en la farmacia»: a fix that starts with a preposition replaces the slip
  // from the same preposition on.
  const lead = fix.match(/^(?:en|con|de|del|a|al|para|por|desde)$/i);
  if (lead) {
    const at = said.toLowerCase().lastIndexOf(` ${lead[0].toLowerCase()} `);
    return at >= 0 ? `${said.slice(0, at)} ${fix}${rest}`.trim() : undefined;
  }
  const slip = said.match(/[\p{L}]+$/u);
  if (!slip || slip.index === undefined) return undefined;
  return `${said.slice(0, slip.index)}${fix}${rest}`.trim();
}

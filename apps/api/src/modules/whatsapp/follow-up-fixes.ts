import { type AccountRef, findAccounts } from './account-words.ts';
import { findAmounts } from './amounts.ts';
import { findCategoryWords } from './category-words.ts';
import { type Correction, detectIntent, type Intent } from './intent.ts';
import { readKindCorrection } from './kind-fix.ts';
import { fold } from './text.ts';

/**
 * Follow-ups to a capture that the correction readers miss, read only when a capture was saved a
 * moment ago (handle-message.ts checks the window): said alone, each of these could be something
 * else, but right after a capture they fix it, and leaving them unread keeps a wrong movement
 * under the success reply already sent (decision 031). Each rule is narrow and named by its class:
 *
 * - a laugh or an aside about one's own slip around the amount: «eran 154 jaja se me fueron los
 *   dedos», «perdón 123, invertí los números»;
 * - «eso es internet», «esto fue gasolina»: what the movement was, when the words name a category;
 * - «pero a la nu, no a efectivo», «no, en bbva»: an account named by its name alone;
 * - «sácalo de la cuenta rut»: the account the money came out of, only when it names one;
 * - «no es sueldo, es que vendí la bici»: what it was not, then what happened, naming a category;
 * - «mejor no lo registres», «no lo anotes porfa»: an order to keep it out, so it is undone;
 * - two of these joined by «y»: «ponele categoría cursos y sacalo de galicia».
 */

const FIXES = new Set(['undo', 'reamount', 'redate', 'reaccount', 'recategorize', 'rekind', 'several']);

const LAUGHS = /\b(?:ja(?:ja)+|je(?:je)+|ji(?:ji)+|jsjs\w*|xd+|lol)\w*\b/g;
// A clause about the slip itself: the digits, the fingers, the keyboard («me bailaron los dedos»,
// «le di la vuelta a los números», «dedazo», «invertí las cifras»).
// It starts after a pause (a laugh is one), or with a word that starts a clause: never at «mil».
const SLIP_ASIDE =
  /(?:\s*[,;.!]\s*|\s+(?=(?:se|me|le|te|es que|porque|pq|xq|invert\w*|escribi|puse|anote|dedazo|typo)\b))(?:(?:es que|porque|pq|xq|que)\s+)?[a-z ]*\b(?:numeros?|numeritos|cifras?|digitos?|dedos?|dedazo|teclado|teclas?|typo|tecle|escribi mal|puse mal|anote mal|me comi un)\b[a-z ]*$/;
const OPENERS =
  /^(?:(?:(?:no+)+|nop|nah|nel|perdon|perdona|perdone|disculpa|sorry|uy+|ay+|u+ps+|o+ps+|ah|oh|ojo|oye|mira|pero|y|mejor|bueno|espera|pera|ay no|uy no)[,.!:;]?\s+)+/;

// «eso es internet», «esto fue gasolina», «esa era la luz», «eso va en comida del perro».
const THAT_IS =
  /^(?:(?:y|ah|ok|ah ok|oye|ojo)[,]?\s+)?(?:eso|esto|ese|esa|este|esta)(?: gasto| pago| cobro| ingreso| movimiento| debito)? (?:es|era|fue|seria|son|eran)\s+(?:(?:el|la|los|las|un|una|unos|unas|de|del|en|para|por|mi|lo de)\s+)*(?<target>[a-z]+(?: [a-z]+){0,2})$/;

// «pero a mercado pago, no a efectivo», «no, en bbva», «entró a la nu»: the account alone.
const NOT_THAT_ACCOUNT = /(?:\s*,\s*|\s+y\s+|\s+)no\s+(?:a|al|en|con|de|desde|por)\s+(?:(?:la|el|mi)\s+)?[a-z ]+$/;
const ONTO_ACCOUNT =
  /^(?:(?:era|fue|entro|entraron|llego|llegaron|cayo|cayeron|iba|va|me lo|me la|lo|la|me)\s+)*(?:a|al|en|con|desde|de|por)\s+(?:(?:la|el|mi)\s+)?(?:cuenta (?:de |del )?)?(?<target>[a-z][a-z ]*)$/;

// «sácalo de galicia», «lo saqué de la cuenta rut»: where the money came out of.
const TAKE_FROM =
  /^(?:(?:y|pero|mejor|no|porfa)[,]?\s+)*(?:sacalo|sacala|sacamelo|sacamela|saquelo|saquela|lo saque|la saque|lo sacamos|la sacamos|lo sacaste)\s+(?:de|desde|del)\s+(?:(?:la|el|mi)\s+)?(?:cuenta (?:de |del )?)?(?<target>[a-z][a-z ]*)$/;

// «ojo que eso no es sueldo, es que vendí la bici», «no era comida, sino que compré un regalo».
const NOT_X_BUT_Y =
  /^(?:(?:ojo|ojo que|oye|no|perdon|mira|pero|ay|uy)[,]?\s+)*(?:eso |esto |ese |esa |este |esta )?no (?:es|era|fue) (?:un |una |el |la |de |del |lo de |en )?(?<not>[a-z ]+?)\s*[,;.]?\s+(?:es que|sino que|lo que pasa es que|sino|es|era|fue)\s+(?<why>[a-z].*)$/;
// A part saying what it was not: «no libros», «no era de comida», «no en efectivo».
const DENIED_PART = /^(?:(?:eso|esto) )?no\s/;
const KIND_WORDS = /^(?:gasto|ingreso|entrada|salida|pago|cobro|deuda|prestamo)$/;

// «mejor no lo registres», «no lo anotes porfa, me lo devuelven»: keep it out of the ledger.
const DONT_RECORD =
  /^(?:(?:mejor|no|oye|ay|uy|perdon|sabes que|bueno|pensandolo bien|pensandolo mejor|ya|al final|mejor dicho)[,.!]?\s+)*no (?:lo |la |los |las |me lo |me la )?(?:registres|anotes|apuntes|guardes|cuentes|pongas|registre|anote|apunte|guarde|cuente|ponga)\b(?:\s*(?:$|[,.;:!])|\s+(?:que|porque|pq|xq|ya que|pues|mejor|nada|todavia|aun|por ahora|entonces|porfa|por favor)\b)/;

// «te equivocaste, fue con nequi», «está mal, eran 12 mil», «le faltó un cero: 300», «me
// confundí, era transporte»: a lead-in owning the slip, then a pause, then the fix itself.
const LEAD_IN =
  /^(?:(?:ay|uy|ups|oye|no|perdon|perdona|ojo)[,.!]?\s+)*(?:(?:te|me|nos) (?:he |has |hemos )?(?:equivoque|equivocaste|equivocamos|equivocado|confundi|confundiste|confundido|lie|liaste|liado)|(?:esta|estaba|quedo|salio) mal(?: (?:el|la|lo) [a-z]+)?|(?:(?:le|se me|me|te) )?(?:falto|faltaba|sobro|sobraba|comi|comiste|fue|paso|puse|pusiste) (?:un|una|el|dos|de mas) ?(?:cero|ceros|numero|digito|coma|punto)?|error|correccion|fe de erratas)\s*[,:;.!]+\s*(?:que\s+)?/;
// «me olvidé de decirte que fue con la visa»: what was left unsaid of the capture.
const FORGOT_TO_SAY =
  /^(?:(?:ah|oh|oye|ay|perdon)[,]?\s+)?(?:(?:se me )?olvido decirte|me olvide de decirte|olvide decirte|no te dije|(?:me )?falto decirte)(?: que)?\s+/;
// «no fue en efectivo, lo pagué con galicia»: what it was not, then a fix said on its own.
const DENIAL_FIRST =
  /^(?:(?:eso|esto) )?no (?:fue|era|es) (?:en |con |de |del |por |el |la )?(?<not>[a-z ]+?)\s*[,;]\s*(?:sino\s+)?/;
// «corrige el monto: 45.000», «el monto correcto es 45 mil»: the amount field named first.
const MONEY_FIELD =
  /^(?:(?:corrige|corrija|corregi|cambia|cambie|cambiale|pon|ponle|ponele)\s+(?:el )?(?:monto|importe|valor|total|precio)(?:\s+(?:a|en|por))?|(?:el )?(?:monto|importe|valor|total|precio)(?: correcto| real| bien| verdadero)?\s+(?:es|era|fue|son|eran|seria))\s*:?\s*/;
// «ropa, no comida», «nequi, no efectivo»: what it was, then what it was not.
const THIS_NOT_THAT =
  /^(?<x>[a-z]+(?: [a-z]+){0,2})\s*,?\s+no\s+(?:(?:es|era|fue)\s+)?(?:(?:en|de|con|a|al|la|el)\s+)*[a-z][a-z ]*$/;
// «olvídalo», «al final no lo compré», «no lo pagué al final»: nothing to keep.
const NOTHING_TO_KEEP =
  /^(?:(?:al final|pensandolo bien|me arrepenti|ya|bueno|no|uy|ay|perdon|mejor|sabes que)[,.!]?\s+)*(?:olvidalo|olvidala|olvida eso|olvidate de eso|ni lo anotes|ni lo cuentes|no (?:lo|la|los|las) (?:compre|compramos|pague|pagamos|gaste|gastamos|pedi|pedimos)(?: al final| nada)?)\s*(?:$|[,.;:!])/;

// «ponle transporte», «mejor pónle farmacia»: the order with the category straight after it.
// A tag, a note or a name is no category: «ponle la etiqueta viaje» is not read.
const PUT_IN =
  /^(?:ponle|ponele|pongale|ponlo|ponla|pon|pone) (?!(?:(?:la|el|los|las|una|un) )?(?:etiqueta|etiquetas|tag|tags|nota|notas|descripcion|comentario|nombre|concepto|memo|titulo|detalle)\b)(?:la |el |los |las )?(?<target>[a-z]+(?: [a-z]+){0,2})$/;
// «no 54, 45», «el monto no es 54 es 45» (the second is meant); «me cobraron 45 no 54» (the first).
const NOT_FIRST_AMOUNT =
  /^(?:(?:el )?(?:monto|total|importe) )?no (?:es |era |eran |fue |fueron |son )?(?<not>\S+)\s*[,;]?\s*(?:sino |es |era |eran |fue |fueron |son )?(?<was>\S+(?: (?:mil|lucas|k|pesos|soles|euros))?)$/;
const NOT_LAST_AMOUNT =
  /^(?:(?:me )?cobraron |pague |fue |fueron |eran |era |son )?(?<was>\S+(?: (?:mil|lucas|k|pesos|soles|euros))?)\s*[,;]?\s+no (?:eran |era |fue |fueron )?(?<not>\S+)$/;
// «lo cobré yo», «me lo pagaron a mí»: who paid whom, said with the stress of a correction.
const STRESSED = /\b(?:a mi|yo|a nosotros|nosotros)\b/;

/** The one account the words name by its own name, covering them (not «galicia y algo más»). */
function accountNamed(target: string, accounts: AccountRef[]): string | undefined {
  // «la débito de bancolombia»: the bank's debit card is its account, never its credit card.
  const debit = target.trim().match(/^(?:(?:la|el|mi|tarjeta)\s+)*(?:de\s+)?debito\s+(?:de|del)\s+(?<bank>.+)$/);
  const said = debit ? debit.groups!.bank! : target.trim();
  const [top, ...others] = findAccounts(said, accounts).filter((mention) => mention.score >= 2);
  if (!top || others.some((other) => other.score === top.score && other.account.id !== top.account.id))
    return undefined;
  if (debit && top.account.type === 'credit_card') return undefined;
  return said.length <= top.end - top.start + 4 ? top.account.name : undefined;
}

const namesCategory = (words: string) =>
  findCategoryWords(words, 'expense').length > 0 || findCategoryWords(words, 'income').length > 0;

/** A fix said after a lead-in, read alone: by the readers of intent.ts first, then by these. */
function fixAfter(rest: string, today: string, accounts: AccountRef[]): Intent | undefined {
  if (!rest) return undefined;
  // «le faltó un cero: 300»: after the slip owned, an amount alone is the amount meant.
  const amounts = findAmounts(rest);
  if (amounts.length === 1 && amounts[0]!.start === 0 && rest.slice(amounts[0]!.end).trim() === '')
    return { type: 'reamount', amount: amounts[0]! };
  const again = detectIntent(rest, today);
  return FIXES.has(again.type) ? again : readOne(rest, today, accounts);
}

/** Words naming one category only, of either kind: «el alquiler de la cochera» names two. */
const namesOneCategory = (words: string) =>
  new Set(findCategoryWords(words, 'expense').map((hit) => hit.category)).size === 1 ||
  new Set(findCategoryWords(words, 'income').map((hit) => hit.category)).size === 1;

function readOne(folded: string, today: string, accounts: AccountRef[]): Intent | undefined {
  const noAmount = findAmounts(folded).length === 0;
  if ((DONT_RECORD.test(folded) || NOTHING_TO_KEEP.test(folded)) && noAmount) return { type: 'undo' };
  const lead = folded.match(LEAD_IN) ?? folded.match(FORGOT_TO_SAY);
  if (lead) {
    const fix = fixAfter(folded.slice(lead[0].length).trim(), today, accounts);
    if (fix) return fix;
  }
  const denial = folded.match(DENIAL_FIRST);
  // «no era comida, es que…» tells what happened instead: read below, as a category.
  const told = denial && /^(?:es|fue|era) que\b/.test(folded.slice(denial[0].length));
  if (denial && !told && !KIND_WORDS.test(denial.groups!.not!.replace(/^(?:un|una) /, ''))) {
    const fix = fixAfter(folded.slice(denial[0].length).trim(), today, accounts);
    if (fix) return fix;
  }
  const twice = findAmounts(folded);
  const amountsSaid = folded.match(NOT_FIRST_AMOUNT) ?? folded.match(NOT_LAST_AMOUNT);
  if (twice.length === 2 && amountsSaid) {
    const was = findAmounts(amountsSaid.groups!.was!);
    const not = findAmounts(amountsSaid.groups!.not!);
    if (was.length === 1 && not.length === 1) return { type: 'reamount', amount: was[0]! };
  }
  if (noAmount && STRESSED.test(folded)) {
    const turned = readKindCorrection(`no, ${folded}`);
    if (turned) return turned;
  }
  const put = folded.replace(OPENERS, '').match(PUT_IN);
  if (put && noAmount && namesOneCategory(put.groups!.target!))
    return { type: 'recategorize', target: put.groups!.target! };
  const field = folded.replace(OPENERS, '').match(MONEY_FIELD);
  if (field) {
    const rest = folded.replace(OPENERS, '').slice(field[0].length).trim();
    const amounts = findAmounts(rest);
    if (amounts.length === 1 && rest.slice(amounts[0]!.end).trim() === '' && amounts[0]!.start === 0)
      return { type: 'reamount', amount: amounts[0]! };
  }
  // The laugh and the aside about the slip say nothing of what changes.
  const laughless = folded
    .replace(LAUGHS, ', ')
    .replace(/\s*,(?:\s*,)+/g, ',')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,]+|[\s,]+$/g, '')
    .trim();
  const plain = laughless.replace(SLIP_ASIDE, '').trim();
  if (plain !== folded && plain !== '') {
    const again = detectIntent(plain, today);
    if (FIXES.has(again.type)) return again;
    // «154, me bailaron los dedos»: an amount alone, with the slip owned, is the amount meant.
    const amounts = findAmounts(plain);
    const bare = amounts.length === 1 && plain.slice(amounts[0]!.end).trim() === '';
    // «upss 250 jajaja»: a laugh with an opener that owns a slip says as much.
    const before = plain.slice(0, amounts[0]?.start ?? 0);
    const owned = plain !== laughless || /^(?:u+ps+|o+ps+|uy+|ay+|perdon|perdona|sorry)\b/.test(before);
    if (bare && owned && before.replace(OPENERS, '').trim() === '') return { type: 'reamount', amount: amounts[0]! };
  }
  if (findAmounts(laughless).length > 0) return undefined;
  const that = laughless.match(THAT_IS);
  if (that) {
    const target = that.groups!.target!;
    const account = accountNamed(target, accounts);
    if (account) return { type: 'reaccount', target: account };
    if (namesCategory(target)) return { type: 'recategorize', target };
  }
  const taken = laughless.match(TAKE_FROM);
  if (taken) {
    const account = accountNamed(taken.groups!.target!, accounts);
    return account ? { type: 'reaccount', target: account } : undefined;
  }
  const onto = laughless.replace(NOT_THAT_ACCOUNT, '').replace(OPENERS, '').match(ONTO_ACCOUNT);
  if (onto) {
    const account = accountNamed(onto.groups!.target!, accounts);
    if (account) return { type: 'reaccount', target: account };
  }
  const thisNot = laughless.replace(OPENERS, '').match(THIS_NOT_THAT);
  if (thisNot) {
    const x = thisNot.groups!.x!;
    const account = accountNamed(x, accounts);
    if (account) return { type: 'reaccount', target: account };
    if (namesCategory(x)) return { type: 'recategorize', target: x };
  }
  const notBut = laughless.match(NOT_X_BUT_Y);
  if (notBut) {
    const not = notBut.groups!.not!.trim();
    const why = notBut.groups!.why!.trim();
    if (!KIND_WORDS.test(not) && !accountNamed(not, accounts) && namesCategory(why))
      return { type: 'recategorize', target: why };
  }
  return undefined;
}

const plainFold = (text: string) =>
  fold(text)
    .replace(/[.,;:!]+$/, '')
    .trim();

const ZERO_MORE =
  /\b(?:(?:le|te|me) )?(?:falto|faltaba|falta) un cero\b|\b(?:ponle|ponele|agregale|anadele|sumale) un cero\b/;
const ZERO_LESS =
  /\b(?:(?:le|te|me) )?(?:sobro|sobraba|sobra) un cero\b|\b(?:quitale|quita|sacale|saca|borrale|borra) un cero\b|\bun cero de mas\b/;

/**
 * «le faltó un cero», «quítale un cero», «puse un cero de más» with no amount: the last capture's
 * amount times ten, or a tenth of it (handle-message.ts applies it to the movement).
 */
export function zeroSlip(text: string): 10 | 0.1 | undefined {
  const folded = plainFold(text);
  if (findAmounts(folded).length > 0) return undefined;
  const more = ZERO_MORE.test(folded);
  const less = ZERO_LESS.test(folded);
  return more === less ? undefined : more ? 10 : 0.1;
}

/**
 * «internet», «es el súper» answering «Si quieres, dime la categoría»: a few words naming a
 * category, read as that category (handle-message.ts checks the chat asked for it).
 */
export function readCategoryAnswer(text: string): Intent | undefined {
  const said = plainFold(text)
    .replace(OPENERS, '')
    .replace(/^(?:(?:es|era|fue|son|eran|en|de|del|la|el|los|las|categoria|ponlo en|ponla en)\s+)+/, '')
    .trim();
  if (!/^[a-z]+(?: [a-z]+){0,2}$/.test(said) || !namesCategory(said)) return undefined;
  return { type: 'recategorize', target: said };
}

/** The correction a follow-up makes, or undefined when none of these classes reads it. */
export function readFollowUp(text: string, today: string, accounts: AccountRef[]): Intent | undefined {
  return readOne(plainFold(text), today, accounts) ?? readJoinedFixes(text, today, accounts);
}

/**
 * «ponele categoría cursos, no libros, y sacalo de galicia»: each half a fix of its own field.
 * Read also when the whole message reads as one fix, whose reading would drop the other half.
 */
export function readJoinedFixes(text: string, today: string, accounts: AccountRef[]): Intent | undefined {
  // «pásalo a la visa, fue el lunes»: a pause joins two fixes as «y» does. What it was not («no
  // libros», «no era de comida») is left out; any other part that is no fix leaves the message
  // to the one reading it had.
  const halves = plainFold(text)
    .replace(OPENERS, '')
    .split(/\s*,?\s+y\s+(?:que\s+)?|\s*[,;]\s+/)
    .map((half) => half.trim())
    .filter((half) => half !== '' && !DENIED_PART.test(half));
  if (halves.length < 2 || halves.length > 3) return undefined;
  const parts = halves.map((half): Intent | undefined => {
    const said = detectIntent(half, today);
    if (FIXES.has(said.type)) return said;
    // «… y en ropa»: a category named alone, as the second of two fixes.
    const bare = half.match(/^(?:en|de|a|como|para) (?:la |el |los |las )?(?<target>[a-z]+(?: [a-z]+)?)$/);
    if (bare && namesCategory(bare.groups!.target!)) return { type: 'recategorize', target: bare.groups!.target! };
    return readOne(half, today, accounts);
  });
  if (!parts.every((part) => part && FIXES.has(part.type) && part.type !== 'undo' && part.type !== 'several'))
    return undefined;
  // «fue la semana pasada, el martes»: a part read as a category that names none is no fix of its
  // own, and the other part alone would be wrong.
  const fixes = parts as Correction[];
  const unnamed = (part: Correction) =>
    part.type === 'recategorize' && !namesOneCategory(part.target) && !accountNamed(part.target, accounts);
  if (fixes.some(unnamed)) return undefined;
  // «cámbialo a la visa» is read as a category that handle-message.ts finds is an account.
  const field = (part: Correction) =>
    part.type === 'recategorize' && findAccounts(part.target, accounts).length > 0 ? 'reaccount' : part.type;
  const types = new Set(fixes.map(field));
  if (types.size !== fixes.length) return undefined;
  // «eran 22 mil y fue el martes»: intent.ts reads the amount and the day as one fix.
  if (types.size === 2 && types.has('reamount') && types.has('redate')) return undefined;
  return { type: 'several', parts: fixes };
}

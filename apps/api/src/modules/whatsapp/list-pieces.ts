import { type AccountRef, findAccounts } from './account-words.ts';
import { type AmountCandidate, findAmounts } from './amounts.ts';
import { findCategoryWords } from './category-words.ts';
import { findDate } from './dates.ts';
import { boughtTogether, tellingOpening } from './list-scenes.ts';
import { retoldPart } from './list-retold.ts';
import { paidInWays } from './list-split-payment.ts';
import { boughtThenPriced, boughtWithNext } from './list-stories.ts';
import { fold } from './text.ts';
import { APP_VERB_INCOME, EXPENSE, INCOME, INCOME_OTHER_TENSES, TRANSFER } from './verbs.ts';

/**
 * A told list is not always a clean «a 10, b 20»: people take a part back as they go («menú 13, ah
 * no, fue 15»), say where one part's money went in a piece of its own («me pagaron 3500, me los
 * depositaron a bbva, y …»), give a part's place before its amount («fui a la farmacia, 12.300 en
 * efectivo») and close with chatter («creo que es todo»). The pieces are tidied here before
 * multi.ts reads them as movements; undefined when a part is taken back in a way that cannot be
 * read for sure (the whole message is then read as one, and asked about).
 */
export function tidyPieces(pieces: string[], accounts: AccountRef[], text = ''): string[] | undefined {
  const taken = applyCorrections(paidInWays(tellingOpening(pieces, accounts), accounts), accounts);
  if (!taken) return undefined;
  const tipped = addTips(
    dropChatter(
      theRest(
        attachAsides(boughtWithNext(joinPlaces(boughtThenPriced(taken, text), accounts), text), accounts),
        accounts,
      ),
      accounts,
    ),
    accounts,
  );
  return buildingFee(boughtTogether(tipped, accounts));
}

// «no», «ah no», «no espera», «digo», «bueno», «perdón», «mejor dicho»: the words that take back what
// was just said.
const TAKE_BACK =
  /^(?:(?:ah|ay|uy|y|pero|ups|uf)\s+)?(?:no\s+(?:espera|esperate|perdon|mentira|no)|no|digo|perdon|mejor dicho|o sea|osea|bueno no|bueno|corrijo|me equivoque|error)\b[\s,]*/;
// What may follow the new amount: the reason it changed («porque dejé propina», «que cayó otra ronda»).
const REASON = /\s(?:porque|por que|xq|pq|que|ya que|pues|por la|por el|por lo)\b.*$/;
const FILLER = /\b(?:fue|fueron|era|eran|son|es|al final|en realidad|total|el|la|los|las|de|del|en|un|una)\b/g;
const MONEY_WORDS = /\b(?:mil|lucas?|k|pesos|soles|euros?|pavos|varos|mangos|lukas?)\b|[$€]/g;

const amountsOf = (folded: string) => findAmounts(folded);
const cut = (text: string, amount: AmountCandidate) => `${text.slice(0, amount.start)}${text.slice(amount.end)}`;

/**
 * «peluquería 30.000, no espera fueron 35.000 porque dejé propina»: the piece that takes back the one
 * before gives it its new amount, and is no part of its own. It must say nothing but the new amount
 * (and the same thing's name, and why), or only new words for the part (list-retold.ts); otherwise
 * undefined.
 */
function applyCorrections(pieces: string[], accounts: AccountRef[]): string[] | undefined {
  const out: string[] = [];
  for (let index = 0; index < pieces.length; index++) {
    let folded = fold(pieces[index]!);
    const mark = folded.match(TAKE_BACK);
    // «…, no, las palomitas fueron 165»: the mark alone, the new amount in the next piece.
    if (mark && mark[0].trim() === folded.trim() && index + 1 < pieces.length && out.length > 0) {
      folded = `${folded} ${fold(pieces[index + 1]!)}`;
      index++;
    } else if (!mark || out.length === 0) {
      out.push(pieces[index]!);
      continue;
    }
    const said = folded.replace(TAKE_BACK, '');
    const fresh = amountsOf(said);
    // «bueno, el uber 9 mil»: «bueno» before a new thing is no taking back; only an amount with
    // nothing new beside it is.
    const previous = fold(out.at(-1)!);
    const old = amountsOf(previous);
    if (fresh.length === 0 && /^(?:bueno|y|pero)\b/.test(folded)) {
      out.push(pieces[index]!);
      continue;
    }
    // «… de la cuota de la tarjeta… no, la cuota del préstamo»: the words taken back (list-retold.ts).
    if (fresh.length === 0) {
      const retold = retoldPart(previous, said, accounts);
      if (!retold) return undefined;
      out[out.length - 1] = retold;
      continue;
    }
    if (fresh.length !== 1 || old.length === 0) return undefined;
    const named = new Set(previous.split(/\s+/));
    const rest = cut(said, fresh[0]!)
      .replace(REASON, ' ')
      .replace(MONEY_WORDS, ' ')
      .replace(FILLER, ' ')
      .split(/\s+/)
      .filter((word) => word !== '' && !named.has(word));
    if (rest.length > 0) return undefined;
    const was = old.at(-1)!;
    const now = fresh[0]!;
    let amountText = said.slice(now.start, now.end);
    // «birras 12 lucas, digo 14»: the new figure is said in the same thousands as the old one.
    if (
      was.multWord &&
      !now.multWord &&
      !now.currency &&
      Number(now.integer) * 4 > Number(was.integer) &&
      Number(now.integer) < Number(was.integer) * 4
    )
      amountText = `${amountText} ${was.multWord}`;
    out[out.length - 1] = `${previous.slice(0, was.start)}${amountText}${previous.slice(was.end)}`;
    // «digo 14, que pagué la ronda de más»: the reason said in a piece of its own.
    if (
      index + 1 < pieces.length &&
      /^(?:porque|por que|xq|pq|que|ya que|pues)\b/.test(fold(pieces[index + 1]!)) &&
      amountsOf(fold(pieces[index + 1]!)).length === 0
    )
      index++;
  }
  return out;
}

const hasAmount = (piece: string) => amountsOf(fold(piece)).length > 0;
const hasAccount = (folded: string, accounts: AccountRef[]) => findAccounts(folded, accounts).length > 0;
const namesSomething = (folded: string) =>
  findCategoryWords(folded, 'expense').length > 0 || findCategoryWords(folded, 'income').length > 0;
const saysWay = (folded: string) =>
  [INCOME, INCOME_OTHER_TENSES, APP_VERB_INCOME, EXPENSE, TRANSFER].some((verb) => verb.test(folded));

function withoutAccounts(folded: string, accounts: AccountRef[]): string {
  let left = folded;
  for (const mention of findAccounts(left, accounts).sort((a, b) => b.start - a.start))
    left = `${left.slice(0, mention.start)} ${left.slice(mention.end)}`;
  return left;
}

/** What is left of a piece without its amounts, its day, its accounts and its money words. */
function bare(folded: string, accounts: AccountRef[]): string {
  let left = folded;
  for (const amount of amountsOf(left).sort((a, b) => b.start - a.start)) left = cut(left, amount);
  const date = findDate(left, '2000-01-01');
  if (date) left = `${left.slice(0, date.start)} ${left.slice(date.end)}`;
  for (const mention of findAccounts(left, accounts).sort((a, b) => b.start - a.start))
    left = `${left.slice(0, mention.start)} ${left.slice(mention.end)}`;
  return left
    .replace(MONEY_WORDS, ' ')
    .replace(
      /\b(?:y|e|con|en|de|del|por|x|pague|pagamos|he pagado|gaste|gastamos|he gastado|salio|me salio|costo|me costo|fueron|fue|eran|son|total|tambien|a|al|la|el|como|unos|unas|aprox|aproximadamente|mas o menos|casi|mas|han sido|ha sido|que|he|hemos|lo|me|nos|costaron|salieron|cobraron|cobro|gastado|dejado)\b/g,
      ' ',
    )
    .replace(/[^a-zñ]+/g, ' ')
    .trim();
}

/**
 * «después fui a la farmacia, 12.300 en efectivo»: a piece that names a place or thing without an
 * amount, followed by one that is only an amount (and its account), is one movement. So is a chain
 * «pasé por la droguería y compré ibuprofeno y vitaminas 41.700» when every piece of it names the
 * same kind of spending; «…, el parqueadero y almuerzo 20 mil» names two, and is left to be asked.
 */
function joinPlaces(pieces: string[], accounts: AccountRef[]): string[] {
  const out: string[] = [];
  for (let index = 0; index < pieces.length; index++) {
    const piece = pieces[index]!;
    let end = index;
    while (end < pieces.length && !hasAmount(pieces[end]!)) end++;
    const run = pieces.slice(index, end);
    const next = pieces[end];
    if (run.length === 0 || next === undefined) {
      out.push(piece);
      continue;
    }
    const folded = run.map((item) => fold(item));
    // The piece must name a thing, say a verb of money, or follow a movement: an opening («uff, qué
    // día») before a lone amount is no place.
    const place =
      run.length === 1 &&
      (namesSomething(folded[0]!) || saysWay(folded[0]!) || out.some(hasAmount)) &&
      bare(fold(next), accounts) === '';
    const kinds = [...folded, fold(next)].map(
      (item) => new Set(findCategoryWords(item, 'expense').map((hit) => hit.category)),
    );
    const common = [...kinds[0]!].filter((category) => kinds.every((set) => set.has(category)));
    // Told as one errand: its first piece says where one went or what one did («pasé por la
    // droguería», «compré…»); «el pan y verdulería 8 lucas» lists two things, one without its amount.
    const errand =
      /\b(?:fui|fuimos|pase|pasamos|entre|entramos|estuve|estuvimos|me meti|pasando)\b/.test(folded[0]!) ||
      EXPENSE.test(folded[0]!);
    const chain = out.some(hasAmount) && common.length > 0 && errand;
    if (place || chain) {
      out.push([...run, next].join(' '));
      index = end;
    } else out.push(piece);
  }
  return out;
}

// «me los depositaron», «me lo han pasado por bizum», «me pagaron»: how the money of the part before came.
const ASIDE_WORDS =
  /\b(?:me|nos|te|lo|los|la|las|le|les|se|han|ha|he|lo he|fue|fueron|pasaron|pasado|depositaron|depositado|transfirieron|transferido|mandaron|mandado|enviaron|enviado|pagaron|pagado|pague|pagamos|cayeron|cayo|entraron|entro|llegaron|llego|consignaron|ingresaron|ingresado|yapearon|plinearon|nequearon|bizumearon|abonaron|via|por|a|al|en|con|de|del|desde|mi|el|la|todo|ya|tambien|bizum|transferencia|transf)\b/g;

/**
 * «me pagaron 3500 por una asesoría, me los depositaron a bbva, y le compré …»: a piece between two
 * movements that only says an account (and how the money came or went) is said of the one before,
 * not of the whole list; «…, todo con banorte, y luego un uber 112 con la nu» is said of those before.
 */
function attachAsides(pieces: string[], accounts: AccountRef[]): string[] {
  const out: string[] = [];
  for (let index = 0; index < pieces.length; index++) {
    const piece = pieces[index]!;
    const folded = fold(piece);
    const before = out.findLastIndex(hasAmount);
    // «…, y a la noche pedimos empanadas 18 mil, y eso lo pagué con mercado pago»: closing the list,
    // «eso» is the part just told.
    const closingThat = index === pieces.length - 1 && /^(?:y\s+)?(?:eso|esto|ese|esa|este|esta)\b/.test(folded);
    const after = pieces.slice(index + 1).some(hasAmount) || closingThat;
    const aside =
      before >= 0 &&
      after &&
      !hasAmount(piece) &&
      hasAccount(folded, accounts) &&
      !namesSomething(withoutAccounts(folded, accounts)) &&
      bare(folded, accounts)
        .replace(ASIDE_WORDS, ' ')
        .replace(closingThat ? /\b(?:eso|esto|ese|esa|este|esta)\b/g : /$^/, ' ')
        .trim() === '';
    if (!aside) {
      out.push(piece);
      continue;
    }
    // The part before says itself which way its money went: only the account is added, so the
    // aside's own verb («me lo han pasado») cannot turn a sale into a transfer. Otherwise the
    // whole aside is added, as it may be what says the money came in.
    const mention = findAccounts(folded, accounts)[0]!;
    const named = folded
      .slice(mention.start, mention.end)
      .trim()
      .replace(/^(?:a|al|en|con|de|del|desde|por|x|via)\s+/, '');
    if (closingThat) {
      out[before] = `${out[before]} con ${named}`;
      continue;
    }
    // An aside that says no money in either («me lo han pasado por bizum al bbva» after «he vendido
    // la silla») could turn the part into a transfer: the list is then not read as parts, and asked.
    const moneyIn = [INCOME, INCOME_OTHER_TENSES, APP_VERB_INCOME].some((verb) => verb.test(folded));
    const forAll = /^(?:y\s+)?(?:todo|todos|todas|ambos|ambas|los dos|las dos|los tres|las tres)\b/.test(folded);
    if (!forAll && !saysWay(fold(out[before]!)) && !moneyIn) {
      out.push(piece);
      continue;
    }
    const phrase = saysWay(fold(out[before]!)) ? `en ${named}` : folded;
    if (forAll) {
      // Said of every part before that names no account of its own.
      for (let at = 0; at < out.length; at++)
        if (hasAmount(out[at]!) && !hasAccount(fold(out[at]!), accounts)) out[at] = `${out[at]} ${phrase}`;
    } else out[before] = `${out[before]} ${phrase}`;
  }
  return out;
}

// How a told list is closed: «creo que es todo», «y ya», «eso creo», «uff», «me quedé seco jaja».
// Only these: «…, y la propina» is a part whose amount is missing, and is asked about.
const CHATTER =
  /\b(?:creo|eso|ya|nada|todo|jaja\w*|jeje\w*|uf+|seco|seca|queda|listo|gracias|porfa|fin|cansad[oa]|ufa|madre mia|que dia)\b|^\W*$/;

/**
 * «…, creo que es todo», «y ya», «uff», «me quedé seco jaja»: after the last movement, a piece with no
 * amount, account, thing or verb of money is chatter, not something said of the list.
 */
function dropChatter(pieces: string[], accounts: AccountRef[]): string[] {
  const last = pieces.findLastIndex(hasAmount);
  if (last < 0) return pieces;
  const chatter = (piece: string) => {
    const folded = fold(piece);
    return (
      CHATTER.test(folded) &&
      !hasAccount(folded, accounts) &&
      !namesSomething(folded) &&
      !saysWay(folded) &&
      !findDate(folded, '2000-01-01')
    );
  };
  return pieces.filter((piece, index) => index <= last || !chatter(piece));
}

const TIP = /\b(?:propina|propinita|tip)\b/;

/**
 * A tip said as a part of its own: «corte de pelo 150, propina 30» (a bare tip, said with nothing of
 * its own) is part of what it was left on, and is added to it; «le di 5 de propina al repartidor en
 * efectivo» (its own verb or account) is a movement of its own, of the same kind of spending as the
 * part before. A bare tip that cannot be added for sure (decimals, amounts said differently) stays a part.
 */
function addTips(pieces: string[], accounts: AccountRef[]): string[] {
  const out: string[] = [];
  for (const piece of pieces) {
    const folded = fold(piece);
    const previous = out.findLast(hasAmount);
    if (!TIP.test(folded) || !previous || !hasAmount(piece) || namesSomething(folded)) {
      out.push(piece);
      continue;
    }
    const before = fold(previous);
    const own = hasAccount(folded, accounts) || saysWay(folded);
    if (own) {
      // «sushi 18.900 con la ripley + propina 1.900 efectivo»: what was eaten, never the card's store name.
      const paidWith = findAccounts(before, accounts);
      const hit = findCategoryWords(before, 'expense').find(
        (found) => !paidWith.some((at) => at.start < found.at + found.length && found.at < at.end),
      );
      out.push(hit ? `${piece} ${before.slice(hit.at, hit.at + hit.length)}` : piece);
      continue;
    }
    const tip = amountsOf(folded);
    const was = amountsOf(before);
    const bareTip = folded.replace(/^(?:y|e|mas|con)\s+/, '').replace(/\b(?:la|una|de)\s+/g, '');
    if (tip.length !== 1 || was.length !== 1 || !/^(?:propina|propinita|tip)\s/.test(bareTip)) {
      out.push(piece);
      continue;
    }
    const [a, b] = [was[0]!, tip[0]!];
    // «taxi 9 mil y propina 500», «menú 12,50 y propina 2»: amounts that cannot be added for sure
    // stay parts of their own, read (and asked about) as before.
    if (a.fraction || b.fraction || a.multiplier !== b.multiplier || (b.currency && a.currency !== b.currency)) {
      out.push(piece);
      continue;
    }
    const sum = Number(a.integer.replace(/\D/g, '')) + Number(b.integer.replace(/\D/g, ''));
    // Only the figure changes: «$150», «40 euros», «30 mil» keep their sign, currency and thousands.
    const said = before.slice(a.start, a.end).replace(/\d[\d.,']*/, String(sum));
    out[out.lastIndexOf(previous)] = `${before.slice(0, a.start)}${said}${before.slice(a.end)}`;
  }
  return out;
}

/**
 * «renta 9500 y mantenimiento 850», «alquiler 1200 y mantenimiento 150»: beside the rent, the
 * «mantenimiento» of a flat is its building's fee (administración, gastos comunes), not a repair.
 */
function buildingFee(pieces: string[]): string[] {
  const rent = pieces.some((piece) =>
    findCategoryWords(fold(piece), 'expense').some((hit) => hit.category === 'Alquiler o hipoteca'),
  );
  if (!rent) return pieces;
  return pieces.map((piece) => {
    const folded = fold(piece);
    return /\bmantenimiento\b/.test(folded) && findCategoryWords(folded, 'expense').length === 0
      ? folded.replace(/\bmantenimiento\b/, 'mantenimiento del edificio')
      : piece;
  });
}

const THE_REST = /^(?:y\s+)?(?:todo\s+)?(?:lo demas|el resto|lo otro|los demas|las demas|lo que falta)\b/;

/**
 * «… con la débito de bancolombia. Lo demás en efectivo»: the account of every part that names none
 * of its own, said once for «the rest».
 */
function theRest(pieces: string[], accounts: AccountRef[]): string[] {
  const rest = pieces.find((piece) => {
    const folded = fold(piece);
    return (
      THE_REST.test(folded) &&
      !hasAmount(piece) &&
      hasAccount(folded, accounts) &&
      bare(folded.replace(THE_REST, ' '), accounts)
        .replace(/\b(?:fue|fueron|todo|pague|lo)\b/g, ' ')
        .trim() === ''
    );
  });
  if (!rest) return pieces;
  const phrase = fold(rest).replace(THE_REST, '').trim();
  return pieces
    .filter((piece) => piece !== rest)
    .map((piece) => {
      const folded = fold(piece);
      // «con la tarjeta» names how it was paid even when no account of that kind is known.
      const own =
        hasAccount(folded, accounts) ||
        /\b(?:tarjeta|visa|master|debito|credito|efectivo|cash|transferencia|transf)\b/.test(folded);
      return hasAmount(piece) && !own ? `${piece} ${phrase}` : piece;
    });
}

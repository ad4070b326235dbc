import { type AccountRef, findAccounts } from './account-words.ts';
import { countedList } from './list-counted.ts';
import { joinedLast } from './list-joins.ts';
import { joinNounPairs } from './list-noun-pairs.ts';
import { tidyPieces } from './list-pieces.ts';
import { runOfPrices } from './list-price-runs.ts';
import { closingAccountOf } from './list-last-account.ts';
import { countAfterAccount, sameAccountJoined, sharedAmountJoined, splitAtThen } from './list-closers.ts';
import { accountPhrase, onlySaysForAll, placeOfAll, sceneryOf, withoutAlso } from './list-said-of-all.ts';
import { errandTold, opensScene, runCloser, withoutSceneWords } from './list-stories.ts';
import { amountValue, findAmounts } from './amounts.ts';
import { findCategoryWords } from './category-words.ts';
import { findDate } from './dates.ts';
import { fold } from './text.ts';
import { APP_VERB_INCOME, EXPENSE, INCOME, INCOME_OTHER_TENSES, TRANSFER } from './verbs.ts';

/** A list's parts; `unsure` when an account said after the last part may be that part's only. */
export type ListParts = string[] & { unsure?: { other: string[]; account: string; pieces: string[] } };

/**
 * A message listing several movements («uber 9 mil y almuerzo 15 mil», «hoy: metro 2,00 · menú
 * 13,50», one per line): the text of each, with what the list says for all of them («ayer», «con la
 * visa», «los 2 con bbva») added to each. Undefined when the message holds one movement.
 */
export function splitMovements(text: string, accounts: AccountRef[]): ListParts | undefined {
  const counted = countedList(text, accounts);
  if (counted) return counted;
  let pieces = text
    // «dentista (40 lucas, pagué en efectivo)»: what is said in brackets belongs to its part.
    .replace(/\([^()]*\)/g, (said) => said.replace(/[,;]\s*|\.\s+/g, ' '))
    // «gas 22.500 e internet 27.000»: «e» is «y» before a word that begins with «i».
    // «ida y vuelta» is one fare said both ways, never two parts.
    // «punto uno gasolina 80 mil punto dos lavada 20 mil», «1) … 2) …»: an enumeration's marks.
    .replace(/(?:^|\s)(?:punto|item|ítem)\s+(?:uno|dos|tres|cuatro|cinco|[1-5])\b|(?:^|\s)[1-5]\)\s+(?=\p{L})/giu, '\n')
    // «… todo en efectivo. Ah y el parqueadero 6.000»: a full stop before a word ends a part.
    .split(
      /\n|[;·•]|,\s+|\s+(?=(?:todo\s+)?(?:lo dem[aá]s|el resto)\s)|[.…]\s+(?=\p{L})|(?<!\b(?:treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa))(?<!\bida(?=\s+y\s+vuelta\b))\s+y\s+(?:y\s+)?(?!medi[ao]\b)|(?<=\b(?:treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa))\s+y\s+(?!(?:un|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve)\b)|\s+e\s+(?=h?[ií])|\s+-\s+|\s+\+\s+|\s+m[aá]s\s+(?=[a-zñ])/u,
    )
    .map((piece) => piece.replace(/^[\s\-–*:]+|[\s:]+$/g, ''))
    .flatMap((piece) => (piece === '' ? [] : splitAtThen(piece)));
  // «180 de fruta y verdura, 120 de pollo»: what one amount bought, split at its «y» (list-noun-pairs.ts).
  pieces = joinNounPairs(pieces, accounts, text);
  // «netflix 26.900 disney 38.900 y spotify 16.900»: a piece that is itself a run of prices.
  // Only in a list whose every piece holds an amount: «… av. arequipa 2450 dpto 301» is an address.
  if (pieces.length === 1 || pieces.every((piece) => findAmounts(fold(piece)).length > 0))
    pieces = pieces.flatMap((piece) => runOfPrices(piece, accounts));
  if (pieces.length < 2) return undefined;
  // Parts taken back, asides and closing chatter (list-pieces.ts).
  const tidy = tidyPieces(pieces, accounts, text);
  if (!tidy) return undefined;
  pieces = sharedAmountJoined(countAfterAccount(sameAccountJoined(tidy, accounts), accounts), text);
  let read = pieces.map((piece) => {
    const folded = fold(piece);
    return { piece, folded, amounts: findAmounts(withoutDateOf(folded)) };
  });
  // «los dos con la visa» is said of the others; «las flores 45 mil» is one more movement.
  let movements = read.filter((item) => item.amounts.length > 0 && !FOR_ALL_START.test(item.folded));
  if (movements.length < 2) return undefined;
  // «mercado 120 mil, incluye 20 mil de trago», «súper 850, de los cuales 200 fueron de vino»: a
  // part of another movement, not one more; the whole message is read as one (and asked about).
  // «vendí la bici en 600 mil y de esa plata le di 100 mil a mi mamá» is spending out of money that
  // came in, not a part of it: a movement of its own, from the same account.
  const cameIn = (folded: string) => [INCOME, INCOME_OTHER_TENSES, APP_VERB_INCOME].some((verb) => verb.test(folded));
  const spentFrom = (item: (typeof read)[number]) =>
    EXPENSE.test(item.folded) && read.slice(0, read.indexOf(item)).some((before) => cameIn(before.folded));
  if (movements.some((item) => PART_OF.test(item.folded) && !spentFrom(item))) return undefined;
  // «taxi 12 mil, almuerzo 20 mil, total 32 mil»: the total is no movement of its own. It is left
  // out when it is the sum of the others; otherwise which figure is right is asked.
  const totals = movements.filter((item) => TOTAL.test(item.folded));
  if (totals.length > 0) {
    const parts = movements.filter((item) => !totals.includes(item));
    const sum = parts.reduce(
      (total, item) => total + (item.amounts.length === 1 ? amountValue(item.amounts[0]!) : NaN),
      0,
    );
    const said = totals.length === 1 && totals[0]!.amounts.length === 1 ? amountValue(totals[0]!.amounts[0]!) : NaN;
    if (parts.length < 2 || !(Math.abs(sum - said) < 0.005)) return undefined;
    read = read.filter((item) => !totals.includes(item));
    movements = parts;
  }
  // «almuerzo 15 mil, no 12», «taxi 8, o sea 9»: a piece that takes back or restates another is not a
  // second movement; the whole message is read as one (and asked about when it holds two amounts).
  // The first one may open with «bueno» («bueno registra: …»), said to begin, not to take back.
  if (
    movements.some((item, index) => index > 0 && /^(?:no|o sea|osea|digo|perdon|mejor dicho|bueno)\b/.test(item.folded))
  )
    return undefined;
  // «pagué 45 mil del gas, la factura 123456»: a number after a bill's or order's name is that
  // reference, not a second movement (the whole message is then asked about).
  if (
    movements.some((item) =>
      /\b(?:factura|boleta|recibo|ticket|pedido|orden|folio|comprobante|referencia|operacion|guia|numero|nro|n°|#)\s*:?\s*\d{5,}\b/.test(
        item.folded,
      ),
    )
  )
    return undefined;
  // «vendí 2 camisas, 40 mil»: a piece that is only an amount belongs to the one before.
  if (movements.some((item) => item.folded.replace(/[\d.,$€'\s]|\b(mil|lucas?|k|pesos|soles|euros?)\b/g, '') === ''))
    return undefined;
  // «la cena 80 mil, 50 en efectivo y el resto con nequi»: an amount with only its account, beside «the
  // rest», is how one movement was paid in two ways, not a second movement (the message is asked).
  if (
    /\b(?:lo demas|el resto)\b/.test(fold(text)) &&
    movements.some((item, index) => index > 0 && onlySaysForAll(withoutAmounts(item), accounts))
  )
    return undefined;
  // «2 empanadas y un jugo 9.500»: a small number before a noun is how many, not a price.
  if (movements.some((item) => item.amounts.length === 1 && isQuantity(item.folded, item.amounts[0]!)))
    return undefined;
  // «los dos con bancolombia», «ambos con la visa»: only the account is repeated to each, not the count.
  // «pagué todo con nequi», «lo pagamos todo en efectivo»: the same, said with the verb of paying first.
  const forAll = (item: (typeof read)[number]) =>
    /^(los|las|ambos|ambas|todo|todos)\b/.test(item.folded.replace(PAID_FIRST, '')) &&
    accountPhrase(item.folded, accounts)
      ? item.folded
          .replace(PAID_FIRST, '')
          // «las dos cosas con la visa»: the count and what it counts.
          .replace(
            /^(?:(?:los|las|ambos|ambas|todo|todos|dos|tres|2|3|cosas|pagos|gastos|compras|salieron|salio|fueron|pagad[oa]s?|domiciliados?|domiciliadas?|debitados?|debitadas?|cargados?|cargadas?|transferidos?|transferidas?|cobrad[oa]s?|abonad[oa]s?)\s+)+/,
            '',
          )
          // «ambas a la interbank»: the account they were charged to, not one paid.
          .replace(/^(?:a|al|para|pa)\s+(?:la |el |mi )?/, 'con ')
          // «todo en efectivo eso sí»: a closing remark after the account says nothing of the parts.
          .replace(/\s+eso si$/, '')
      : undefined;
  // «taxi 12 mil, almuerzo 20 mil y el parqueadero»: after the first movement, a piece without an
  // amount that names something more than a day or an account is a movement whose amount is missing,
  // not something said of all; the whole message is read as one (and asked about).
  const firstAt = read.indexOf(movements[0]!);
  if (
    read.some(
      (item, index) =>
        index > firstAt &&
        !movements.includes(item) &&
        !onlySaysForAll(item.folded, accounts) &&
        !placeOfAll(item.folded, text, accounts),
    )
  )
    return undefined;
  // «ayer fuimos al cine, entradas 19, …, y cenamos en un japo 42», «uff qué día, taxi 14 mil, …»: a
  // story's opening before the first amount gives its day and account to every part, but its words
  // only to the parts that name nothing of their own (the dinner after the cinema is no cinema). An
  // opening that names a shop, or says which way money went, is still said of all.
  const saysWay = (folded: string) =>
    [INCOME, INCOME_OTHER_TENSES, EXPENSE, TRANSFER].some((verb) => verb.test(folded));
  const story: string[] = [];
  const opensStory = (item: (typeof read)[number]) =>
    read.indexOf(item) < firstAt &&
    !forAll(item) &&
    !saysWay(item.folded) &&
    !onlySaysForAll(item.folded, accounts) &&
    !findCategoryWords(item.folded, 'expense').some((hit) => hit.brand);
  // «fui a liverpool, zapatos 1,299 …, y luego en el oxxo 86»: what an opening says is not said of a
  // later scene that names its own thing; only its day and account are (list-stories.ts).
  const scenery = new Map<string, string>();
  // «Ah», «hola»: a piece of only an interjection says nothing of the movements.
  const shared = read
    .filter(
      (item) => !movements.includes(item) && !/^(?:ah|oh|ay|hola|ojo|y|bueno|ok|listo)?[!.¡\s]*$/.test(item.folded),
    )
    .flatMap((item) => {
      // An opening that says which way money went («me pagaron, …») is still said of every part.
      if (!opensStory(item) && read.indexOf(item) < firstAt && !forAll(item) && !saysWay(item.folded))
        scenery.set(item.piece, sceneryOf(item.folded, accounts));
      if (!opensStory(item)) return [forAll(item) ?? withoutAlso(item.piece)];
      const date = findDate(item.folded, '2000-01-01');
      if (findCategoryWords(item.folded, 'expense').length > 0) story.push(item.piece);
      return [date ? item.folded.slice(date.start, date.end) : '', accountPhrase(item.folded, accounts) ?? ''].filter(
        Boolean,
      );
    });
  // «me han pagado el alquiler, 750 en bbva, y he pagado la comunidad 90»: a piece without an amount
  // that says which way money went, beside a movement that says so itself, is not said of every
  // movement (it would turn the payment into income); the whole message is read as one, and asked.
  if (
    read.some((item) => !movements.includes(item) && !forAll(item) && saysWay(item.folded)) &&
    movements.some((item) => saysWay(item.folded))
  )
    return undefined;
  // What is repeated to every movement must not carry a number of its own: it would change them all.
  const numbered = read.filter((item) => !movements.includes(item) && !forAll(item) && /\d/.test(item.folded));
  // «fui al D1»: a shop's name with a digit in it is no number.
  const withoutShops = (folded: string) =>
    findCategoryWords(folded, 'expense')
      .filter((hit) => hit.brand)
      .reduce(
        (text, hit) => `${text.slice(0, hit.at)}${' '.repeat(hit.length)}${text.slice(hit.at + hit.length)}`,
        folded,
      );
  if (numbered.some((item) => /\d/.test(withoutShops(withoutDateOf(item.folded))))) return undefined;
  const lead: string[] = [];
  const first = movements[0]!;
  const firstAmountAt = first.amounts[0]!.start;
  // What the first movement says before its amount («ayer», «con la visa pagué…») holds for all.
  const before = first.folded.slice(0, firstAmountAt);
  const leadDate = findDate(before, '2000-01-01');
  const leadDay = leadDate ? first.folded.slice(leadDate.start, leadDate.end) : undefined;
  const leadAccount = accountPhrase(before, accounts);
  const colon = before.lastIndexOf(':');
  const topicWords = colon > 0 ? before.slice(0, colon) : '';
  const topic = findCategoryWords(topicWords, 'expense').length > 0 ? topicWords.trim() : undefined;
  if (leadAccount) lead.push(leadAccount);
  // «en el éxito: …», «en cinépolis boletos 180 y palomitas 145»: a shop named first is where the
  // whole list was bought, for each part that names no shop of its own.
  const shop = before.match(/^(?:y\s+)?en\s+(?:el |la |los |las )?(?<place>[a-z0-9]+(?: [a-z0-9]+)?)/)?.groups?.place;
  const shopBrand = shop ? findCategoryWords(shop, 'expense').find((hit) => hit.brand) : undefined;
  const leadShop = shopBrand ? `en ${shop!.slice(0, shopBrand.at + shopBrand.length)}` : undefined;
  // What the last one says after its amount («… y netflix 12,99 con el bbva») holds for all when no other names an account.
  const last = movements.at(-1)!;
  const trailing = last.folded.slice(last.amounts.at(-1)!.end);
  const others = movements.slice(0, -1).some((item) => findAccounts(item.folded, accounts).length > 0);
  // «…, y me pagaron 200 por una clase (me yapearon)»: an account said in brackets, or with the
  // only money in of a list of spending, is how that one came, not how the others were paid.
  const moneyIn = (folded: string) => [INCOME, INCOME_OTHER_TENSES, APP_VERB_INCOME].some((verb) => verb.test(folded));
  // «almorcé 22 mil y en la noche pedí rappi 48.500 con la visa»: a last part told as a scene of its
  // own (its own time of day, «luego», its own verb of paying) says how that one was paid.
  const ownScene = OWN_SCENE.test(last.folded.slice(0, last.amounts[0]!.start));
  // «compré medicamentos 56.000 y pagué la cita 120.000 con la visa»: every part with its own verb,
  // joined by «y», and nothing else setting the last apart (no time, no «luego»): the account closing
  // it may be the last one's or all of them; both readings are made and a difference is asked.
  const verbsOnly =
    ownScene &&
    !SCENE_TIME.test(last.folded.slice(0, last.amounts[0]!.start)) &&
    movements.every((item) => PAYING_VERB.test(item.folded.slice(0, item.amounts[0]!.start)));
  const lastOnly =
    /\(/.test(trailing) ||
    (ownScene &&
      !verbsOnly &&
      !/\b(?:todo|todos|todas|ambos|ambas|los dos|las dos|los tres|las tres)\b/.test(trailing)) ||
    (moneyIn(last.folded) && !movements.slice(0, -1).some((item) => moneyIn(item.folded)));
  // «peluquería 15, regalo 40 con la visa»: parts set side by side with commas only are said one by
  // one, and an account after the last one's amount is that one's; a list closed with «y» shares it.
  // «…, celular 45 todo de bbva», «… ambos con la visa»: said of all in so many words.
  const closed =
    joinedLast(text, last.piece) ||
    /\b(?:todo|todos|todas|ambos|ambas|los dos|las dos|los tres|las tres)\b/.test(trailing);
  const trailPhrase = others || lastOnly ? undefined : accountPhrase(trailing, accounts);
  // «uber 5.600, almuerzo 9.900 y un café 2.800 con la santander»: the last part's (list-last-account.ts).
  const closing =
    trailPhrase === undefined || leadAccount
      ? 'all'
      : verbsOnly && !/\b(?:todo|todos|todas|ambos|ambas|los dos|las dos|los tres|las tres)\b/.test(trailing)
        ? 'unsure'
        : closingAccountOf(text, movements, accounts);
  const mentionsOf = (folded: string) => findAccounts(folded, accounts);
  // «me pagaron 380.000 en la cuentarut y altiro pagué la cuota 95.000»: spent right away out of money
  // just received, with no account of its own, is paid from where that money came.
  const spentAtOnce = (folded: string, before: string) =>
    SPENT_AT_ONCE.test(folded) &&
    cameIn(before) &&
    !cameIn(folded) &&
    !mentionsOf(folded).some((mention) => mention.score >= 2);
  // «me pagaron 150 …» lends its account to no spending; «me han cobrado el gimnasio» is spending.
  const cameInOnly = (folded: string) => moneyIn(folded) && !EXPENSE.test(folded);
  // The first movement already says what it leads with; «de ahí mismo» is the account of the one before.
  const partsWith = (trailAccount: string | undefined) => {
    const withTrail = trailAccount && !leadAccount ? [...shared, trailAccount] : shared;
    return movements.map((item, index) => {
      const previous =
        index > 0 &&
        /\b(de esa plata|de ese dinero|de esa lana|de esa guita|de esa pasta|de lo que me pagaron|de ahi mismo|de ahi|desde ahi|de alli|desde alli|de la misma|desde la misma|con la misma|de esa misma|de esa cuenta|desde esa cuenta|con esa misma|con lo mismo|de lo mismo|desde lo mismo|con el mismo|del mismo|desde el mismo|por el mismo|por la misma|en el mismo|en la misma|con esa|con ese|desde esa|desde ese|del mismo lado)\b/.test(
          item.folded,
        )
          ? accountPhrase(movements[index - 1]!.folded, accounts)
          : index > 0 && spentAtOnce(item.folded, movements[index - 1]!.folded)
            ? accountPhrase(movements[index - 1]!.folded, accounts)
            : undefined;
      // The last one already says the account it shares with the others.
      const sharedHere =
        index > 0 && opensScene(item.folded)
          ? withTrail.map((phrase) => scenery.get(phrase) ?? phrase).filter(Boolean)
          : withTrail;
      const all =
        trailAccount && !leadAccount && item === last
          ? sharedHere.filter((phrase) => phrase !== trailAccount)
          : sharedHere;
      // «ayer taxi 12 mil y hoy almuerzo 20 mil»: a part that says its own day keeps it.
      const day = leadDay && !findDate(item.folded, '2000-01-01') ? [leadDay] : [];
      // «con la Ripley compré un sillón 189.990 y con la CMR una lámpara»: a part naming its own
      // account does not take the one the first part led with.
      const own = index > 0 && findAccounts(item.folded, accounts).some((mention) => mention.score >= 2);
      const led = own ? lead.filter((phrase) => phrase !== leadAccount) : lead;
      // «en el vete: consulta 25000, vacuna 18000»: what the list is about, said before a colon,
      // is the category of each part that names none of its own.
      // A part that says its own verb of paying is its own movement, not one of the topic's.
      const about =
        index > 0 && topic && findCategoryWords(item.folded, 'expense').length === 0 && !EXPENSE.test(item.folded)
          ? [topic]
          : [];
      // Only for a part that names nothing, or something the shop sells: «la farmacia 9,15» after
      // «en el carrefour …» was bought elsewhere.
      const sold = findCategoryWords(item.folded, 'expense');
      const atShop =
        index > 0 &&
        shopBrand &&
        !/\ben\s/.test(item.folded) &&
        sold.every((hit) => !hit.brand && hit.category === shopBrand.category)
          ? [leadShop!]
          : [];
      // «uber 6.500 de ida y 7.200 de vuelta», «café 2 y otro 2,50»: a part that names only the way
      // back or «another» is the same thing as the part before.
      const before = index > 0 ? movements[index - 1]! : undefined;
      const same =
        before && SAME_AGAIN.test(withoutAmounts(item))
          ? [before.folded.slice(0, before.amounts[0]!.start).trim()]
          : [];
      // «zapatos 1,299 y una blusa 599 con la nu, y luego …»: the account closing a run said with «y».
      const closer =
        lead.length === 0 && !trailAccount && !cameInOnly(item.folded)
          ? runCloser(movements, index, text, mentionsOf)
          : undefined;
      const runAccount =
        closer && !cameInOnly(closer.folded)
          ? accountPhrase(closer.folded.slice(closer.amounts.at(-1)!.end), accounts)
          : undefined;
      return [
        ...all,
        ...(index === 0 ? [] : [...day, ...led]),
        ...(runAccount ? [runAccount] : []),
        ...about,
        ...(story.length > 0 && findCategoryWords(item.folded, 'expense').length === 0 ? story : []),
        ...atShop,
        ...same.filter(Boolean),
        ...(previous ? [previous] : []),
        // «de esa plata» says whose money, not what was bought («plata» would read as silverware).
        errandTold(
          index > 0 ? withoutSceneWords(item.piece).replace(MONEY_FROM_BEFORE, ' ') : withoutSceneWords(item.piece),
          accounts,
        ),
      ].join(' ');
    });
  };
  const parts = partsWith(closed && closing !== 'last' ? trailPhrase : undefined);
  if (closing !== 'unsure' || trailPhrase === undefined) return parts;
  const other = partsWith(closed ? undefined : trailPhrase);
  return Object.assign(parts, { unsure: { other, account: trailPhrase, pieces: movements.map((item) => item.piece) } });
}

const SPENT_AT_ONCE = /\b(?:altiro|al tiro|enseguida|en seguida|de inmediato|inmediatamente|ahi mismo|de una)\b/;
const PAID_FIRST =
  /^(?:y\s+)?(?:lo\s+|los\s+|las\s+)?(?:pague|pagamos|he pagado|hemos pagado)\s+(?=(?:todo|todos|ambos|ambas|los|las)\b)/;
const FOR_ALL_START =
  /^(?:ambos|ambas|todo|todos|(?:los|las) (?:dos|tres|cuatro|2|3|4|cosas|pagos|gastos|compras|movimientos)\b|(?:los|las)\s+(?=\d|con\b|en\b|de\b|desde\b|por\b|a\b|al\b)|(?:los|las)$)/;
// What a part says when it is the same thing again: the way back, «otro», «lo mismo».
const SAME_AGAIN =
  /^(?:y\s+)?(?:(?:de|la|el|a la|en la|para la|para el)\s+)?(?:vuelta|regreso|retorno|ida|otro|otra|otros|otras|otro mas|otra mas|lo mismo|igual)$/;
const withoutAmounts = (item: { folded: string; amounts: { start: number; end: number }[] }) =>
  item.amounts
    .reduce(
      (text, amount) =>
        `${text.slice(0, amount.start)}${' '.repeat(amount.end - amount.start)}${text.slice(amount.end)}`,
      item.folded,
    )
    .replace(/[$€]/g, ' ')
    .replace(/\b(?:mil|lucas?|k|pesos|soles|euros?|varos|mangos)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

// What opens a part told as a scene of its own: a time of day, a «then», a verb of paying or ordering.
const SCENE_TIME =
  /\b(?:en la (?:noche|tarde|manana)|por la (?:noche|tarde|manana)|a la (?:noche|tarde)|al mediodia|de noche|luego|despues|mas tarde|al rato|anoche)\b/;
const PAYING_VERB =
  /\b(?:pedi|pedimos|compre|compramos|me compre|pague|pagamos|gaste|gastamos|he pagado|he gastado|he comprado)\b/;
const OWN_SCENE = new RegExp(`${SCENE_TIME.source}|${PAYING_VERB.source}`);

const MONEY_FROM_BEFORE = /\bde (?:esa|ese) (?:plata|dinero|lana|guita|pasta)\b/giu;

const TOTAL = /^(?:(?:y|o sea|osea|es decir)\s+)?(?:en total|total|todo junto|en suma|suma|sumando)\b/;
const PART_OF =
  /^(?:(?:y|pero)\s+)?(?:de (?:los|las) cuales|de (?:eso|esto|esos|esas|esa|ese)\b|del cual|de la cual|incluye|incluyendo|incluido|incluida|que incluye|dentro de eso)\b/;

/** The text with its date blanked out, the same length, so the amounts' places are the folded text's places. */
function withoutDateOf(folded: string): string {
  const date = findDate(folded, '2000-01-01');
  return date ? `${folded.slice(0, date.start)}${' '.repeat(date.end - date.start)}${folded.slice(date.end)}` : folded;
}

const COUNTED_AFTER =
  /\b(?:vendi|vendimos|vendio|compre|compramos|me compraron|nos compraron|hice|hicimos|entregue|entregamos|lleve|llevamos)\s+$/;

function isQuantity(
  folded: string,
  amount: { start: number; end: number; integer: string; fraction: string; marked: boolean },
): boolean {
  // «2 empanadas» is how many; «10 por el emoliente», «120 de pollo» are prices.
  const next = folded.slice(amount.end);
  return (
    !amount.marked &&
    !amount.fraction &&
    Number(amount.integer) <= 12 &&
    // «vendí 3 pasteles», «compramos 2 pizzas»: said right after selling or buying, too.
    (amount.start === 0 || COUNTED_AFTER.test(folded.slice(0, amount.start))) &&
    /^\s+[a-zñ]/.test(next) &&
    // «12 las palomitas»: a number before an article is the price of what follows, never a count.
    !/^\s+(por|de|del|en|para|pa|x|al|a|con|el|la|los|las|lo)\b/.test(next)
  );
}

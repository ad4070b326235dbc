import { BANK_MONEY_IN, withoutAlertLeadIn } from './bank-money-in.ts';
import { defaultCategoryKeys } from '../categories/service.ts';
import { withBonusPaidAsReceived } from './bonus-paid.ts';
import { sceneCategory } from './category-scenes.ts';
import { paidPersonNamed } from './paid-person.ts';
import { figureNews } from './figure-news.ts';
import { bareDollar, dollarsOn } from './dollar-sign.ts';
import { findAccounts, typeWordSpans, type AccountRef, withOwnBanksBlanked } from './account-words.ts';
import { chooseAccounts } from './choose-accounts.ts';
import { type AmountCandidate, chooseAmount, findAmounts, toMinor } from './amounts.ts';
import { findCategoryWords } from './category-words.ts';
import { findDate } from './dates.ts';
import { soldGoods } from './income-sales.ts';
import { fold, words } from './text.ts';
import { unaccounted } from './accounted.ts';
import {
  banksSaidGenerically,
  PAID_TO_ME,
  payerNamed,
  someoneElseSpent,
  withDebtPaidBlanked,
  withRequestToRecordBlanked,
} from './whose-money.ts';
import { APP_VERB_EXPENSE, APP_VERB_INCOME, EXPENSE, INCOME, INCOME_NOUNS, INCOME_OTHER_TENSES } from './verbs.ts';

export type { CategoryRef, ParseContext, Kind, Capture, Question, ParseOutcome } from './parse-types.ts';
import type { CategoryRef, ParseContext, ParseOutcome } from './parse-types.ts';

// Words left out of the payee: verbs of spending, function words, currency words.
const FILLER = new Set(
  (
    'gaste gastamos gasto pague pagamos pago compre compramos me nos te le les cobraron costo costaron salio fue fueron ' +
    'en de del el la los las un una unos unas por para con al a y e o que se lo mi mis su sus tu es era hoy ayer pesos peso ' +
    'euros euro dolares dolar soles sol lucas luca mil k recibi cobre ingreso entro llego cayo pasaron pase transferi ' +
    'pagaron pagan consignaron depositaron transfirieron llegaron cayeron entraron ingresaron recibimos mas como unos algo acabo acabe de ahi aca aqui alla anote anota registra registrar apunta apuntar porfa porfavor favor gracias desde he ha hemos pagado ' +
    'transferencia ambos ambas hola registrame no fui fuimos di dimos app pa pal alias era mismo misma ' +
    'acredito acreditada acreditado devolvieron devolbieron devolvian devolvio devuelto devolucion reembolsaron reembolso reembolsado reintegro reintegraron regreso regresaron'
  ).split(' '),
);

// Currencies whose peso is worth so little that an amount under 100 is never what was paid.
const SMALL_UNIT_CURRENCIES = new Set(['COP', 'CLP', 'ARS']);

export const DEPARTMENT_STORES = new Set([
  'falabella',
  'liverpool',
  'el corte ingles',
  'ripley',
  'paris',
  'sears',
  'coppel',
  'hiraoka',
  'saga falabella',
]);
// Shops whose own category holds when nothing else is said (a Decathlon alert is sport), but
// whose item bought decides when it is named («zapatillas en el Decathlon», «una lámpara en Mercado Libre»).
const MIXED_STORES = new Set([...DEPARTMENT_STORES, 'decathlon', 'mercado libre', 'amazon']);

function removeSpans(text: string, spans: [number, number][]): string {
  // Overlapping spans («con la visa» and its «visa») are removed as one, or the second would cut into the words beside.
  const merged: [number, number][] = [];
  for (const [start, end] of [...spans].sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  const sorted = merged.sort((a, b) => b[0] - a[0]);
  let out = text;
  for (const [start, end] of sorted) out = `${out.slice(0, start)} ${out.slice(end)}`;
  return out.replace(/\s+/g, ' ').trim();
}

/** Money given back for a purchase or for what one paid for others: income, filed under Reembolsos. */
export const REFUND =
  /\b(?:devolucion(?:es)?|reembolsos?|reintegros?|cashback|(?:me|nos) (?:devolv|devolbi|reembols|reintegr)\w*|(?:me|nos) (?:ha|han|habia|habian) (?:devuelto|reembolsado|reintegrado))\b/;

// «le devolví a mi hermano lo que me prestó»: money given back to someone went out.
const SENT_AWAY =
  /\b(?:transferi|transfiero|transferimos|he transferido|mande|mandamos|he mandado|envie|enviamos|he enviado|le devolvi|les devolvi|le devolvimos|les devolvimos|le he devuelto|les he devuelto)\b/;

// «Tu pago de $12.400 a RAPPI se acreditó», «tu transferencia a Juan fue acreditada»: one's own
// payment reached the other side. The money went out, whatever «acreditó» says.
const OWN_PAYMENT_ARRIVED =
  /\b(?:tu|su) (?:pago|compra|transferencia|envio|bizum)\b.*\b(?:a|en) [a-z0-9].*\b(?:se (?:acredit|aprob|proces)\w*|fue (?:acreditad|aprobad|procesad)[oa])\b/;

// A job done for pay, told as a story by the one who did it: «hice una changa de pintura y me dieron
// 70 mil en mano», «chapuza de fin de semana pintando un piso, 250 pavos en mano». The gig opens the
// message or follows «hice», and the money came to the writer's hand.
const GIG = String.raw`(?:changa|changuita|chapuza|chapucilla|pituto|cachuelo|camello|camellito|pololito|chambita|trabajito)`;
const PAID_WORK = new RegExp(
  String.raw`(?:^\s*(?:una |un |la |el )?${GIG}\b|\b(?:hice|hicimos|he hecho|sali a hacer) (?:una |un |otra |otro )?${GIG}\b)[^\n]*\b(?:me dieron|me pagaron|me han pagado|me soltaron|me han dado|cobre|he cobrado|en mano)\b`,
);

function kindOf(said: string, plus: boolean): 'expense' | 'income' {
  if (plus) return 'income';
  const text = withoutAlertLeadIn(said);
  if (OWN_PAYMENT_ARRIVED.test(text)) return 'expense';
  // «ingresos brutos» is Argentina's tax on turnover: paid, never received.
  // «tomamos once con los primos», «mi prima»: cousins, not the bonus called «prima».
  // «rendimientos de mercado pago»: the wallet's name is not the market where food is bought.
  const folded = withBonusPaidAsReceived(text)
    .replace(/\bmercado ?pago\b/g, 'mpago')
    .replace(/\bingresos brutos\b/g, 'iibb')
    .replace(/\bprimos?\b|\b(?:mi|mis|tu|tus|su|sus|nuestra|nuestras)\s+primas?\b/g, 'pariente');
  const sent = folded.search(APP_VERB_EXPENSE);
  // «transferí 100 mil a mi prima», «mandé 20 a mi hermano»: money sent away is never income,
  // whatever word follows («prima» is a cousin as well as a bonus).
  const away = folded.search(SENT_AWAY);
  const expenseAt = sent >= 0 ? sent : away >= 0 ? away : folded.search(EXPENSE);
  const app = folded.search(APP_VERB_INCOME);
  const inAt = [
    folded.search(INCOME),
    folded.search(INCOME_OTHER_TENSES),
    folded.search(BANK_MONEY_IN),
    folded.search(PAID_TO_ME),
  ].filter((at) => at >= 0);
  const incomeAt = app >= 0 ? app : inAt.length > 0 ? Math.min(...inAt) : -1;
  if (incomeAt >= 0 && (expenseAt < 0 || incomeAt < expenseAt)) return 'income';
  // «devolución de zara 25 lucas», «me reembolsaron 30 € de amazon»: money back, unless a payment
  // comes first («pagué 8 mil por la devolución del paquete»).
  const refundAt = folded.search(REFUND);
  if (refundAt >= 0 && (expenseAt < 0 || refundAt < expenseAt)) return 'income';
  if (expenseAt >= 0) return 'expense';
  if (PAID_WORK.test(folded)) return 'income';
  if (/^\s*ingreso\b/.test(folded) || INCOME_NOUNS.test(folded)) return 'income';
  // No verb either way: a word only income has ("gratificación", "paga extra", "aguinaldo") decides.
  // «el almuerzo en el laburo», «un café en la chamba»: work named as the place where one was is
  // where money went out, not a fee that came in.
  // «rifa», «tanda», «propinas» name money won or received only when a verb says it came in: «la
  // rifa 10 mil» alone is a ticket bought.
  const earned = findCategoryWords(folded, 'income').filter(
    (hit) =>
      hit.category !== 'Otros ingresos' &&
      !/\b(?:en|al|a la)\s+(?:el |la |mi |los |las )?$/.test(folded.slice(0, hit.at)) &&
      !/^(?:en|al) /.test(folded.slice(hit.at, hit.at + hit.length)),
  );
  if (earned.length > 0 && findCategoryWords(folded, 'expense').length === 0) return 'income';
  return 'expense';
}

// «el pago mínimo era 1.800», «el total es 95 mil», «la deuda quedó en 300»: a figure described, not paid.
const FIGURE_STATED =
  /\b(?:el|la|mi|su)\s+(?:pago\s+)?(?:minimo|total|precio|cuota|limite|deuda|saldo|cupo|monto)(?:\s+(?:a pagar|del mes|de la tarjeta|de la visa|de la cuota))?\s+(?:era|es|seria|sera|estaba|esta|quedo|queda)(?:\s+(?:de|en|a))?\s*\$?\s*$/;
// «pagué 500» and nothing else: a purchase, a bill, the card or a debt; which one changes the kind.
const BARE_PAID =
  /^\s*(?:ya\s+)?(?:pague|pagamos|he pagado|hemos pagado)\s+\$?\s*\d[\d.,]*\s*(?:mil|lucas?|k|pesos|soles|euros|€|varos|dolares)?\s*$/;
const PAID_NOW = /\b(?:pague|pagamos|he pagado|abone|abonamos|cancele|deposite|transferi|gaste|compre)\b/;

/**
 * «pagado con el saldo de mercado pago», «lo pagué con mi saldo del nequi»: the balance an account
 * paid with is how it was paid, not what is left in it; blanked (same length) for the reading of
 * what the message leaves unaccounted.
 */
function paidWithBalance(folded: string): string {
  if (!/\b(?:pague|pagamos|pagad[oa]s?|compre|compramos|comprad[oa]s?|compra|use|usando)\b/.test(folded)) return folded;
  return folded.replace(
    /\b((?:con|usando|desde) (?:el |mi |tu )?)saldo(?= (?:de|del|en) )/g,
    (_, lead: string) => `${lead}     `,
  );
}

function displayValue(candidate: AmountCandidate): string {
  return `${candidate.integer}${candidate.fraction ? `,${candidate.fraction}` : ''}${candidate.multiplier === 1_000 ? ' mil' : candidate.multiplier === 1_000_000 ? ' millones' : ''}`;
}

/** The user's category for a default category's name, matched folded; a renamed or deleted one gives none. */
export function categoryByName(
  categories: CategoryRef[],
  name: string,
  kind?: 'income' | 'expense',
): CategoryRef | undefined {
  const wanted = fold(name);
  const pool = kind ? categories.filter((category) => category.kind === kind) : categories;
  // The default category's key survives a rename ("Restaurantes" → "Comer fuera").
  const key = defaultCategoryKeys[name];
  const byKey = key ? pool.find((category) => category.key === key) : undefined;
  if (byKey) return byKey;
  return (
    pool.find((category) => category.parentId !== null && fold(category.name) === wanted) ??
    pool.find((category) => fold(category.name) === wanted)
  );
}

const WON =
  /\b(?:rifas?|tandas?|cundina|polla|apuestas?|quiniela|loteria|primitiva|euromillones|bonoloto|baloto|melate|tinka|kino|bingo|sorteo|premio|propinas?)\b/;

const QUALIFIED_BY: Record<string, string> = { Cursos: 'Deporte', 'Teléfono móvil': 'Transporte público' };

/** The category: the user's rules first, then what the user taught, then the dictionary. */
export function chooseCategory(
  text: string,
  rest: string,
  kind: 'expense' | 'income',
  amount: number,
  account: AccountRef,
  context: ParseContext,
): { categoryId: string | null; brand?: string } {
  const signed = kind === 'expense' ? -amount : amount;
  const byRule = context.ruleCategory?.(text, signed, account.id);
  // «compré un libro»: the verb of buying is not the groceries' «compras».
  // «200 de feria» in Mexico is 200 in change, not the market called «feria».
  const read = rest
    .replace(/\b(?:compre|compramos|compro|compraste|comprado)\b/g, ' ')
    .replace(/^(?:(?:le|les|me|di|dimos|deje|dejamos)\s+)*de feria\b/, ' ');
  const hits = findCategoryWords(read, kind);
  const brand = hits.find((hit) => hit.brand)?.brand;
  if (byRule) return { categoryId: byRule, brand };
  // Money back is a refund whatever the shop it came from sells («me reembolsaron lo de amazon»).
  // «por las entradas que compré yo», «lo de la lotería que adelanté», «del almuerzo que le
  // presté»: money back for what one paid or lent for others is a refund too («compré» is taken out of `rest` above, so the text is read).
  const paidForOthers =
    /\b(?:que|lo que|los que|las que) (?:(?:le|les) )?(?:compre|pague|puse|adelante|invite|saque|preste|prestamos)(?: yo)?\b/.test(
      fold(text),
    );
  // «me han hecho un bizum de 15 por la cena»: money in for something bought (and no word of
  // pay or sale) is someone's share of it paid back.
  const shareOf =
    kind === 'income' &&
    hits.length === 0 &&
    findCategoryWords(rest, 'expense').some((hit) =>
      /\bpor (?:el|la|los|las|lo de(?:l| la)?) $/.test(rest.slice(0, hit.at)),
    );
  const refunds =
    kind === 'income' && (REFUND.test(rest) || paidForOthers || shareOf)
      ? categoryByName(context.categories, 'Reembolsos', kind)
      : undefined;
  if (refunds) return { categoryId: refunds.id, brand };
  // «cobré 2 pedidos», «de una clienta por unas tortas»: goods made and sold (income-sales.ts).
  const sales =
    kind === 'income' && soldGoods(read, hits) ? categoryByName(context.categories, 'Ventas', kind) : undefined;
  if (sales) return { categoryId: sales.id, brand };
  // «me nequiaron 50 mil de la rifa», «gané 700 de propinas»: money won or collected that is neither
  // pay nor a sale. Read here, for money in only: as words of the list they would turn a ticket
  // bought or a tip left into income.
  const won =
    kind === 'income' && hits.length === 0 && WON.test(fold(rest))
      ? categoryByName(context.categories, 'Otros ingresos', kind)
      : undefined;
  if (won) return { categoryId: won.id, brand };
  // The same rules and payee memory as imports come first. Their merchant dictionary is read after
  // this module's word list: it is made for bank descriptions, and in a chat «menú del día» is a
  // meal, not the Dia supermarket, and «metro» the underground (the corpus test measures both orders).
  const shared = context.categorize?.({ text: payeeOf(rest, brand) || rest, amount: signed, accountId: account.id });
  const sharedCategory = shared?.categoryId
    ? context.categories.find((category) => category.id === shared.categoryId && category.kind === kind)
    : undefined;
  if (sharedCategory && shared!.source !== 'dictionary') return { categoryId: sharedCategory.id, brand };
  // «pasajes a Cusco», «una caja de chelas pa la casa», «me mandaron 50 de regalo»: the whole scene decides.
  const scene = kind === 'expense' || !hits[0] ? sceneCategory(text, fold(text), kind, account.currency) : undefined;
  const sceneRef = scene ? categoryByName(context.categories, scene, kind) : undefined;
  if (sceneRef)
    return { categoryId: sceneRef.id, brand: hits.find((hit) => hit.brand && hit.category === scene)?.brand };
  // «recarga claro», «plan del celular con movistar»: the carrier sells both; the words say it is the phone.
  const phone = hits.find((hit) => hit.category === 'Teléfono móvil');
  // A department store sells everything: what was bought («polera en falabella») says the category.
  const store = hits[0]?.brand && MIXED_STORES.has(fold(hits[0].brand)) ? hits.find((hit) => !hit.brand) : undefined;
  // «domi de frisby»: a restaurant's food brought home is a delivery.
  const delivery = hits.find((hit) => hit.category === 'Domicilios');
  // «clases de pádel», «recarga del bonobús»: a lesson of a sport is spent on the sport, a top-up
  // of a transport card on transport; the word after «de» says which, not the lesson or top-up.
  const qualified = QUALIFIED_BY[hits[0]?.category ?? '']
    ? hits.find(
        (hit) =>
          hit.category === QUALIFIED_BY[hits[0]!.category] &&
          /\b(?:de|del)\s+(?:la |el |mi )?$/.test(read.slice(0, hit.at)),
      )
    : undefined;
  // «consulta con el dentista», «cita con la oftalmóloga»: the visit's word gives way to whom it was with.
  const visit =
    hits[0]?.category === 'Médico y especialistas' && /^(?:consulta|cita|especialista)/.test(read.slice(hits[0].at));
  const specialist = visit ? hits.find((hit) => hit.category === 'Dentista' || hit.category === 'Óptica') : undefined;
  // «fuimos a la cancha, entradas 40 lucas»: tickets to watch a match are an event, not one's sport.
  const tickets =
    hits[0]?.category === 'Deporte'
      ? hits.find(
          (hit) =>
            hit.category === 'Cine y eventos' &&
            /^(?:entradas?|boletos?|boletas?|tickets?|tiquetes?)\b/.test(read.slice(hit.at)),
        )
      : undefined;
  // «en el chino en cosas para la casa»: what it was for says more than the shop that sells everything.
  const forHome = hits.find(
    (hit) => hit.category === 'Muebles y hogar' && /^cosas (?:para|de) (?:la|el)\b/.test(read.slice(hit.at)),
  );
  const ordered = forHome
    ? [forHome, ...hits]
    : tickets
      ? [tickets, ...hits]
      : specialist
        ? [specialist, ...hits]
        : qualified
          ? [qualified, ...hits]
          : phone && hits[0]?.category === 'Internet'
            ? [phone, ...hits]
            : delivery && hits[0]?.category === 'Restaurantes'
              ? [delivery, ...hits]
              : store
                ? [store, ...hits]
                : hits;
  for (const hit of ordered) {
    const category = categoryByName(context.categories, hit.category, kind);
    if (category) return { categoryId: category.id, brand };
  }
  if (sharedCategory) return { categoryId: sharedCategory.id, brand: brand ?? shared!.payee };
  return { categoryId: null, brand };
}

function payeeOf(rest: string, brand: string | undefined): string {
  if (brand) return brand;
  const kept = words(rest).filter((word) => !FILLER.has(word) && !/^\d+$/.test(word));
  const text = kept.slice(0, 6).join(' ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : '';
}

/**
 * Reads a capture message ("gasté 12.500 en almuerzo", "me pagaron la quincena 1,2 M",
 * "pasé 200 mil de Bancolombia a Nequi"). Anything it cannot read for sure becomes a question
 * instead of a guess.
 */

/** «¿15 pesos o 15 mil?»: a bare amount where the currency's amounts are said in thousands. */
function pesosOrThousands(integer: string): ParseOutcome {
  return {
    ok: false,
    question: {
      reason: 'unclear',
      understood: `un monto de ${integer}`,
      missing: `si son ${integer} pesos o ${integer} mil`,
    },
  };
}

export function parseCapture(text: string, context: ParseContext): ParseOutcome {
  const folded = fold(text);
  const date = findDate(folded, context.today);
  // «a las 22:10», «26/11/2026 12:02»: the time of day, like the day, is neither money nor a word to ask about.
  const withoutDate = (date ? removeSpans(folded, [[date.start, date.end]]) : folded)
    .replace(
      /(?:\b(?:a las|a la|las|tipo|como a las)\s+)?(?<![\d.,:$€/])\b(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?\b(?![\d.,:])(?:\s?(?:hrs?|h|horas|am|pm)\b)?/g,
      ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
  // Account names with digits ("Cuenta 4512", «desde n26») are no amount, and still name the account.
  const named = findAccounts(withoutDate, context.accounts).filter((m) => /\d/.test(withoutDate.slice(m.start, m.end)));
  const spoken = removeSpans(
    withoutDate,
    named.map((m) => [m.start, m.end]),
  );
  const choice = chooseAmount(findAmounts(spoken));
  // The parts of a whole said with them are read no further: blanked, same length.
  const forAmounts =
    choice.ok && choice.parts
      ? choice.parts.reduce(
          (text, part) => text.slice(0, part.start) + ' '.repeat(part.end - part.start) + text.slice(part.end),
          spoken,
        )
      : spoken;
  if (!choice.ok) {
    return choice.reason === 'none'
      ? { ok: false, question: { reason: 'no_amount' } }
      : { ok: false, question: { reason: 'several_amounts', values: choice.values.map(displayValue) } };
  }
  // «pagué $25 en amazon» in Spain or Peru: dollars, asked about unless an account is in dollars.
  const home = (context.accounts.find((account) => account.id === context.defaultAccountId) ?? context.accounts[0])
    ?.currency;
  const said =
    home && !choice.candidate.currency && bareDollar(spoken.slice(choice.candidate.start, choice.candidate.end))
      ? { ...choice.candidate, currency: dollarsOn(home) }
      : choice.candidate;
  const baseKind = kindOf(withoutDate, said.plus);
  const accounts = chooseAccounts(
    withoutDate,
    findAccounts(
      forAmounts.slice(0, said.start) + ' '.repeat(said.end - said.start) + forAmounts.slice(said.end),
      context.accounts,
    ).concat(named),
    context,
    baseKind,
    said.currency,
  );
  if (!accounts.ok) return { ok: false, question: accounts.question };
  // What arrives in another currency depends on the rate the bank applied: not ours to guess.
  if (accounts.toAccount && accounts.toAccount.currency !== accounts.account.currency)
    return { ok: false, question: { reason: 'transfer_currency' } };
  const currency = accounts.account.currency;
  const bareSmall = SMALL_UNIT_CURRENCIES.has(currency) && said.multiplier === 1 && !said.marked && !said.fraction;
  // «uber 9 mil y almuerzo 15»: beside parts said in thousands, a bare «15» is 15 mil as well; a
  // bare «500» there could be either, so it is asked about (never half the list saved on a guess).
  if (context.listInThousands && bareSmall && Number(said.integer) >= 100 && Number(said.integer) < 1_000)
    return pesosOrThousands(said.integer);
  const candidate: AmountCandidate =
    context.listInThousands && bareSmall && Number(said.integer) < 100 ? { ...said, multiplier: 1_000 } : said;
  const minor = toMinor(candidate, currency);
  if (!minor.ok) {
    if (minor.reason === 'decimals')
      return { ok: false, question: { reason: 'decimals', value: displayValue(candidate), currency } };
    if (minor.reason === 'too_large') return { ok: false, question: { reason: 'too_large' } };
    return { ok: false, question: { reason: 'no_amount' } };
  }
  // «almuerzo 15», «taxi 8» in pesos of Colombia, Chile or Argentina: nothing costs 15 pesos there;
  // 15 pesos and 15 mil are both readings, so spending is asked about, never saved as the smaller.
  if (
    accounts.kind !== 'income' &&
    SMALL_UNIT_CURRENCIES.has(currency) &&
    candidate.multiplier === 1 &&
    !candidate.fraction &&
    Number(candidate.integer) < 100
  )
    return pesosOrThousands(candidate.integer);
  // «saqué 300 del cajero» in Colombian pesos, «pasé 500 a la cuenta rut»: no cash machine gives,
  // and hardly anything costs, a few hundred pesos where amounts are said in thousands, so a bare
  // hundreds there is asked about. In Colombia for everything; in Chile and Argentina, where a few
  // hundred still buys a sweet, for money moved between one's own accounts.
  if (
    bareSmall &&
    candidate === said &&
    Number(candidate.integer) >= 100 &&
    Number(candidate.integer) < 1_000 &&
    (currency === 'COP' || accounts.kind === 'transfer')
  )
    return pesosOrThousands(candidate.integer);
  const afterAmount = removeSpans(forAmounts, [[candidate.start, candidate.end]]);
  const accountSpans = findAccounts(afterAmount, context.accounts).map(
    (mention) => [mention.start, mention.end] as [number, number],
  );
  const rest = removeSpans(afterAmount, [...accountSpans, ...typeWordSpans(afterAmount)]);
  const kind = accounts.kind;
  // «he pagado 30 con el banco»: the one bank account is that bank; among several, which is asked.
  const banks =
    accountSpans.length === 0 && kind !== 'transfer'
      ? banksSaidGenerically(withoutDate, context.accounts)?.filter((bank) => bank.currency === currency)
      : undefined;
  if (banks && banks.length > 1)
    return { ok: false, question: { reason: 'which_account', names: banks.map((b) => b.name) } };
  const account = banks?.length === 1 ? banks[0]! : accounts.account;
  // «25000», «15 lucas», «$ 40»: an amount alone says neither what it was nor which way it went.
  if (
    !date &&
    !said.plus &&
    accountSpans.length === 0 &&
    words(rest).filter((word) => !/^\d+$/.test(word)).length === 0
  )
    return { ok: false, question: { reason: 'what_was_it', value: displayValue(candidate) } };
  // «la cena sale a 25 por cabeza, vale?»: a question is not a record of money already spent.
  // «me llegó la gratificación?? no, me llegó un bono de 1000»: a question the writer answers at
  // once is no question to the chat; what follows the answer is the record.
  const answered = text.replace(/\?+\s*(?:no|nop|nah|mentira|ah no|perdon|perdón)\s*,\s*(?=\S)/gi, '. ');
  const asked = /\?/.test(answered);
  const loose = asked
    ? { missing: 'si ya lo pagaste o cobraste (tu mensaje es una pregunta)' }
    : kind === 'expense' && someoneElseSpent(forAmounts)
      ? { missing: 'si salió de tu dinero (escribiste que lo gastó otra persona)' }
      : (FIGURE_STATED.test(forAmounts.slice(0, candidate.start)) ||
            figureNews(forAmounts.slice(0, candidate.start))) &&
          !PAID_NOW.test(forAmounts)
        ? { missing: 'si ese monto es algo que pagaste (escribiste cuánto era)' }
        : BARE_PAID.test(forAmounts)
          ? { missing: 'qué pagaste (una compra, una cuenta, la tarjeta o una deuda)' }
          : unaccounted({
              withoutDate: withDebtPaidBlanked(
                withRequestToRecordBlanked(paidWithBalance(withOwnBanksBlanked(forAmounts, context.accounts))),
                kind,
              ),
              amountText: displayValue(candidate),
              candidate,
              rest,
              accounts: context.accounts,
            });
  if (loose)
    return {
      ok: false,
      question: {
        reason: 'unclear',
        understood: `${kind === 'transfer' ? 'una transferencia' : kind === 'income' ? 'un ingreso' : 'un gasto'} de ${displayValue(candidate)} (${account.name}${accounts.toAccount ? ` → ${accounts.toAccount.name}` : ''})`,
        missing: loose.missing,
      },
    };
  const { categoryId, brand } =
    kind === 'transfer'
      ? { categoryId: null, brand: undefined }
      : chooseCategory(text, rest, kind, minor.minor, account, context);
  return {
    ok: true,
    capture: {
      kind,
      amount: minor.minor,
      date: date?.date ?? context.today,
      account,
      toAccount: accounts.toAccount,
      categoryId,
      payee:
        kind === 'transfer'
          ? 'Transferencia'
          : ((kind === 'income' ? payerNamed(text) : brand ? undefined : paidPersonNamed(text)) ??
            payeeOf(rest, brand)),
    },
  };
}

import { defaultCategoryKeys } from '../categories/service.ts';
import type { Categorizer } from '../kernel/categorize.ts';
import { findAccounts, typeWordSpans, type AccountMention, type AccountRef } from './account-words.ts';
import { type AmountCandidate, chooseAmount, findAmounts, toMinor } from './amounts.ts';
import { findCategoryWords } from './category-words.ts';
import { findDate } from './dates.ts';
import { fold, words } from './text.ts';
import { unaccounted } from './accounted.ts';

export type CategoryRef = {
  id: string;
  name: string;
  kind: 'income' | 'expense';
  parentId: string | null;
  key?: string | null;
};

/** What the parser knows about the user; everything it reads from the database is passed in, so it stays pure. */
export type ParseContext = {
  today: string;
  accounts: AccountRef[];
  defaultAccountId: string | null;
  categories: CategoryRef[];
  /** The user's rules (kernel/rule-matcher.ts): the category of the first rule matching the text, if any. */
  ruleCategory?: (text: string, amount: number, accountId: string) => string | null;
  /** The shared categoriser of imports (kernel/categorize.ts): rules, payee memory, merchant dictionary. */
  categorize?: Categorizer;
};

export type Kind = 'expense' | 'income' | 'transfer';

export type Capture = {
  kind: Kind;
  /** Positive minor units in `account`'s currency. */
  amount: number;
  date: string;
  account: AccountRef;
  toAccount: AccountRef | null;
  categoryId: string | null;
  payee: string;
};

export type Question =
  | { reason: 'no_amount' }
  | { reason: 'several_amounts'; values: string[] }
  | { reason: 'decimals'; value: string; currency: string }
  | { reason: 'too_large' }
  | { reason: 'no_accounts' }
  | { reason: 'currency'; currency: string }
  | { reason: 'which_account'; names: string[] }
  | { reason: 'transfer_accounts' }
  | { reason: 'transfer_currency' }
  | { reason: 'unknown_card'; digits: string }
  | { reason: 'alert_account' }
  | { reason: 'alert_currency'; currency: string; account: string }
  | { reason: 'unclear'; understood: string; missing: string };

export type ParseOutcome = { ok: true; capture: Capture } | { ok: false; question: Question };

const INCOME =
  /\b(recibi|recibimos|me pagaron|me pagan|nos pagaron|pagaron el sueldo|cobre|cobramos|me consignaron|consignaron|me depositaron|depositaron|me transfirieron|me hicieron una transferencia|me giraron|me llego|me llegaron|llego el sueldo|llego la quincena|me cayo|me cayeron|cayo el sueldo|cayo la quincena|ingreso|ingresaron|ingresos|entro|entraron|me entro|me entraron|gane|ganamos|vendi|vendimos|me devolvieron|me reembolsaron|me regalaron|me prestaron|me yapearon|me plinearon|me nequearon|me mandaron|me enviaron|he cobrado|hemos cobrado|me han pagado|me han ingresado|me han transferido|me han hecho un bizum|me hicieron un bizum|me han enviado|me han mandado|me bizumearon|cobrada|me pasaron|me paso|le pasaron|me dejo|me dejaron|me ha entrado|me han entrado|me ha hecho un bizum|me hizo un bizum|bizum recibido|te plineo|te yapeo|me abonaron|me han abonado|me ha pagado|me ha ingresado)\b/;
const EXPENSE =
  /\b(gaste|gastamos|pague|pagamos|compre|compramos|me cobraron|nos cobraron|cobraron|costo|salio|me gaste|invite|done|di|dimos|le di|le pague|le mande|le envie|le transferi|le pase|le yapee|le preste|yapee|plinee|nequee|le plinee|le nequee|le he hecho un bizum|hice un bizum|he hecho un bizum|he pagado|he gastado|he comprado)\b/;
const INCOME_NOUNS =
  /\b(sueldo|salario|nomina|quincena|aguinaldo|honorarios|mesada|freelance|ventas del dia|ventas de hoy|ventas)\b/;
const TRANSFER =
  /\b(pase|pasamos|pasado|transferi|transferido|transfiero|transferencia|movi|movido|muevo|traspase|traspasado|traspaso|recargue|cargue|meti|metido|deposite|depositado|consigne|abone|abono|ahorre|guarde|guardado|he ingresado|ingrese)\b/;
const WITHDRAWAL = /\b(saque|sacamos|sacado|saco|retire|retirado|retiro|sacar|retirar|gire|giramos|girado)\b/;
const CARD_PAYMENT =
  /\b(pague|pago|abone|abono|he pagado|cancele|liquidacion de|liquide|he liquidado)\b (?:a )?(?:la |el |mi )?(?:resumen de (?:la |mi )?|extracto de (?:la |mi )?|cuota de (?:la |mi )?)?(?:tarjeta|tc|tdc|visa|master|mastercard|amex)\b/;

// Words left out of the payee: verbs of spending, function words, currency words.
const FILLER = new Set(
  (
    'gaste gastamos gasto pague pagamos pago compre compramos me nos te le les cobraron costo costaron salio fue fueron ' +
    'en de del el la los las un una unos unas por para con al a y e o que se lo mi mis su sus tu es era hoy ayer pesos peso ' +
    'euros euro dolares dolar soles sol lucas luca mil k recibi cobre ingreso entro llego cayo pasaron pase transferi ' +
    'pagaron pagan consignaron depositaron transfirieron llegaron cayeron entraron ingresaron recibimos mas como unos algo acabo acabe de ahi aca aqui alla anote anota registra registrar apunta apuntar porfa porfavor favor gracias'
  ).split(' '),
);

const DEPARTMENT_STORES = new Set([
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

// «me nequiaron», «nos yapearon», «me bizumeó», «me plinearon»: a payment app's verb said of money sent
// to the writer is money in, however the verb is spelt.
const APP_VERB_INCOME =
  /\b(?:me|nos) (?:nequi|neque|yape|yapi|pline|plini|bizume|bizumi|daviplate|transferi)\w*(?:aron|o|eron)\b|\b(?:me|nos) (?:pasaron|mandaron|enviaron|transfirieron|llego|llegaron|cayo|cayeron)\b[^.]{0,40}\b(?:por|con|en|a|al|mi) (?:el |la |mi )?(?:bizum|nequi|yape|plin|daviplata|mercado pago|mp|transferencia)\b/;

// «le nequié», «les yapeé», «bizumeé a Ana»: the same verbs said by the one who sent the money.
const APP_VERB_EXPENSE =
  /\b(?:(?:le|les) (?:nequi|neque|yape|yapi|pline|plini|bizume|bizumi)\w*|(?:nequie|nequee|yapie|yapee|plinie|plinee|bizumie|bizumee)(?:mos)?)\b/;

function kindOf(folded: string, plus: boolean): 'expense' | 'income' {
  if (plus) return 'income';
  const sent = folded.search(APP_VERB_EXPENSE);
  const expenseAt = sent >= 0 ? sent : folded.search(EXPENSE);
  const app = folded.search(APP_VERB_INCOME);
  const incomeAt = app >= 0 ? app : folded.search(INCOME);
  if (incomeAt >= 0 && (expenseAt < 0 || incomeAt < expenseAt)) return 'income';
  if (expenseAt >= 0) return 'expense';
  if (/^\s*ingreso\b/.test(folded) || INCOME_NOUNS.test(folded)) return 'income';
  // No verb either way: a word only income has ("gratificación", "paga extra", "aguinaldo") decides.
  if (findCategoryWords(folded, 'income').length > 0 && findCategoryWords(folded, 'expense').length === 0)
    return 'income';
  return 'expense';
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

function fallbackAccount(context: ParseContext): AccountRef | undefined {
  return (
    context.accounts.find((account) => account.id === context.defaultAccountId) ??
    context.accounts.find((account) => account.type === 'cash') ??
    context.accounts[0]
  );
}

type Accounts =
  { ok: true; account: AccountRef; toAccount: AccountRef | null; kind: Kind } | { ok: false; question: Question };

function chooseAccounts(
  folded: string,
  mentions: AccountMention[],
  context: ParseContext,
  kind: 'expense' | 'income',
  currency: string | undefined,
): Accounts {
  const fallback = fallbackAccount(context);
  if (!fallback) return { ok: false, question: { reason: 'no_accounts' } };
  const distinct = mentions.filter(
    (mention, index) => mentions.findIndex((other) => other.account.id === mention.account.id) === index,
  );

  // «hice una extracción de 50.000 de la cuenta galicia»: the noun alone says cash came out.
  const withdrawal =
    ((WITHDRAWAL.test(folded) &&
      /\b(cajero|efectivo|atm|plata|billete|dinero|caja vecina|agente|corresponsal)\b/.test(folded)) ||
      /\b(extraccion|extraje|extrajimos|hice un retiro|retiro de)\b/.test(folded)) &&
    !/\b(deposite|depositado|consigne|meti)\b/.test(folded);
  const cardObject = distinct.find(
    (mention) =>
      mention.account.type === 'credit_card' &&
      /\b(pague|pago|abone|abono|pagado|cancele)\s+(?:\d[\d.,]*\s*(?:mil|lucas?|k)?\s+)?(?:a\s+|de\s+)?(?:la |el |mi )?(?:resumen de (?:la |mi )?|tarjeta (?:de )?)?$/.test(
        folded.slice(0, mention.start),
      ),
  );
  const cardPayment =
    (CARD_PAYMENT.test(folded) || cardObject !== undefined) &&
    context.accounts.some((account) => account.type === 'credit_card');
  if (withdrawal || cardPayment) {
    const targetType = withdrawal ? 'cash' : 'credit_card';
    const to =
      (withdrawal ? undefined : cardObject?.account) ??
      distinct.find((mention) => mention.account.type === targetType)?.account ??
      context.accounts.find((account) => account.type === targetType);
    const from =
      distinct.find((mention) => mention.account.type !== targetType)?.account ??
      (fallback.type !== targetType
        ? fallback
        : context.accounts.find((account) => account.type !== targetType && account.type !== 'cash'));
    if (to && from && to.id !== from.id) return { ok: true, account: from, toAccount: to, kind: 'transfer' };
  }

  // "de X a Y", "desde X hacia Y": the account after "a/al/hacia/para" is where money goes.
  const before = (mention: AccountMention, words: string) =>
    new RegExp(`\\b(${words})\\s+(la |el |mi |mis )?(cuenta (?:de |del )?(?:la |el )?)?$`).test(
      folded.slice(Math.max(0, mention.start - 24), mention.start),
    );
  // «le pasé 800 a mercado pago desde mi cuenta bbva»: a verb of paying someone, but both ends are the user's own.
  if (TRANSFER.test(folded) && EXPENSE.test(folded)) {
    const to = distinct.find((mention) => before(mention, 'a|al|hacia'));
    const from = distinct.find((mention) => mention !== to && before(mention, 'desde'));
    if (to && from && to.score >= 2 && from.score >= 2)
      return { ok: true, account: from.account, toAccount: to.account, kind: 'transfer' };
  }
  // «pasé la CMR en el tottus»: a card swiped at a shop pays for something, it moves no money between accounts.
  const swiped = distinct.find(
    (mention) =>
      mention.account.type === 'credit_card' &&
      /\b(?:pase|pasamos|passe)\s+(?:la |mi |el )?(?:tarjeta )?$/.test(folded.slice(0, mention.start)),
  );
  if (swiped && /^\s*(?:en|por)\b/.test(folded.slice(swiped.end)))
    return { ok: true, account: swiped.account, toAccount: null, kind };
  // «me entró una transferencia de 150 mil a mercado pago»: money received into one account is income;
  // a transfer needs the user's two own ends.
  const received = kind === 'income' && distinct.length <= 1;
  if (TRANSFER.test(folded) && !EXPENSE.test(folded) && !received) {
    // «a mi cuenta de ahorros» says where money went more surely than «en efectivo».
    // «he ingresado 200 € en efectivo en el BBVA»: «en efectivo» says how, the other «en» where.
    const destination =
      distinct.find((mention) => before(mention, 'a|al|hacia|para')) ??
      distinct.find((mention) => before(mention, 'en') && mention.account.type !== 'cash');
    const source = distinct.find((mention) => mention !== destination);
    if (destination && source)
      return { ok: true, account: source.account, toAccount: destination.account, kind: 'transfer' };
    if (destination && fallback.id !== destination.account.id)
      return { ok: true, account: fallback, toAccount: destination.account, kind: 'transfer' };
    if (distinct.length >= 2)
      return { ok: true, account: distinct[0]!.account, toAccount: distinct[1]!.account, kind: 'transfer' };
    if (
      distinct.length === 1 &&
      /\b(pase|transferi|movi|traspase)\b/.test(folded) &&
      !/\ba (mi |la |el )?[a-z]+\b/.test(folded.slice(distinct[0]!.end))
    ) {
      return { ok: false, question: { reason: 'transfer_accounts' } };
    }
    // «metí 500 al ahorro», «guardé 20 mil»: a verb of moving money with no second account is not spending.
    if (
      /\b(pase|pasamos|transferi|transferido|movi|traspase|meti|metido|deposite|depositado|consigne|ahorre|guarde|guardado|he ingresado|ingrese)\b/.test(
        folded,
      ) &&
      findCategoryWords(folded, 'expense').length === 0
    )
      return { ok: false, question: { reason: 'transfer_accounts' } };
  }

  const currencyMatches = (account: AccountRef) => !currency || account.currency === currency;
  const pool = distinct.filter((mention) => currencyMatches(mention.account));
  if (pool.length > 0) {
    const top = pool[0]!;
    const tied = pool.filter((mention) => mention.score === top.score);
    // "con la tarjeta" when there are two cards: ask, never pick one silently.
    if (top.score === 1 && tied.length > 1)
      return { ok: false, question: { reason: 'which_account', names: tied.map((mention) => mention.account.name) } };
    return { ok: true, account: top.account, toAccount: null, kind };
  }
  if (currency && fallback.currency !== currency) {
    const inCurrency = context.accounts.filter((account) => account.currency === currency);
    if (inCurrency.length === 1) return { ok: true, account: inCurrency[0]!, toAccount: null, kind };
    if (inCurrency.length > 1)
      return { ok: false, question: { reason: 'which_account', names: inCurrency.map((account) => account.name) } };
    return { ok: false, question: { reason: 'currency', currency } };
  }
  return { ok: true, account: fallback, toAccount: null, kind };
}

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
  const hits = findCategoryWords(rest.replace(/\b(?:compre|compramos|compro|compraste|comprado)\b/g, ' '), kind);
  const brand = hits.find((hit) => hit.brand)?.brand;
  if (byRule) return { categoryId: byRule, brand };
  // The same rules and payee memory as imports come first. Their merchant dictionary is read after
  // this module's word list: it is made for bank descriptions, and in a chat «menú del día» is a
  // meal, not the Dia supermarket, and «metro» the underground (the corpus test measures both orders).
  const shared = context.categorize?.({ text: payeeOf(rest, brand) || rest, amount: signed, accountId: account.id });
  const sharedCategory = shared?.categoryId
    ? context.categories.find((category) => category.id === shared.categoryId && category.kind === kind)
    : undefined;
  if (sharedCategory && shared!.source !== 'dictionary') return { categoryId: sharedCategory.id, brand };
  // «recarga claro», «plan del celular con movistar»: the carrier sells both; the words say it is the phone.
  const phone = hits.find((hit) => hit.category === 'Teléfono móvil');
  // A department store sells everything: what was bought («polera en falabella») says the category.
  const store =
    hits[0]?.brand && DEPARTMENT_STORES.has(fold(hits[0].brand)) ? hits.find((hit) => !hit.brand) : undefined;
  const ordered = phone && hits[0]?.category === 'Internet' ? [phone, ...hits] : store ? [store, ...hits] : hits;
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
export function parseCapture(text: string, context: ParseContext): ParseOutcome {
  const folded = fold(text);
  const date = findDate(folded, context.today);
  const withoutDate = date ? removeSpans(folded, [[date.start, date.end]]) : folded;
  const mentions = findAccounts(withoutDate, context.accounts);
  // Account names with digits ("Cuenta 4512") must not be read as amounts.
  const forAmounts = removeSpans(
    withoutDate,
    mentions.filter((mention) => /\d/.test(withoutDate.slice(mention.start, mention.end))).map((m) => [m.start, m.end]),
  );
  const choice = chooseAmount(findAmounts(forAmounts));
  if (!choice.ok) {
    return choice.reason === 'none'
      ? { ok: false, question: { reason: 'no_amount' } }
      : { ok: false, question: { reason: 'several_amounts', values: choice.values.map(displayValue) } };
  }
  const candidate = choice.candidate;
  const baseKind = kindOf(withoutDate, candidate.plus);
  const accounts = chooseAccounts(
    withoutDate,
    findAccounts(
      forAmounts.slice(0, candidate.start) +
        ' '.repeat(candidate.end - candidate.start) +
        forAmounts.slice(candidate.end),
      context.accounts,
    ),
    context,
    baseKind,
    candidate.currency,
  );
  if (!accounts.ok) return { ok: false, question: accounts.question };
  // What arrives in another currency depends on the rate the bank applied: not ours to guess.
  if (accounts.toAccount && accounts.toAccount.currency !== accounts.account.currency)
    return { ok: false, question: { reason: 'transfer_currency' } };
  const currency = accounts.account.currency;
  const minor = toMinor(candidate, currency);
  if (!minor.ok) {
    if (minor.reason === 'decimals')
      return { ok: false, question: { reason: 'decimals', value: displayValue(candidate), currency } };
    if (minor.reason === 'too_large') return { ok: false, question: { reason: 'too_large' } };
    return { ok: false, question: { reason: 'no_amount' } };
  }
  const afterAmount = removeSpans(forAmounts, [[candidate.start, candidate.end]]);
  const accountSpans = findAccounts(afterAmount, context.accounts).map(
    (mention) => [mention.start, mention.end] as [number, number],
  );
  const rest = removeSpans(afterAmount, [...accountSpans, ...typeWordSpans(afterAmount)]);
  const kind = accounts.kind;
  const loose = unaccounted({
    withoutDate: forAmounts,
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
        understood: `${kind === 'transfer' ? 'una transferencia' : kind === 'income' ? 'un ingreso' : 'un gasto'} de ${displayValue(candidate)} (${accounts.account.name}${accounts.toAccount ? ` → ${accounts.toAccount.name}` : ''})`,
        missing: loose.missing,
      },
    };
  const { categoryId, brand } =
    kind === 'transfer'
      ? { categoryId: null, brand: undefined }
      : chooseCategory(text, rest, kind, minor.minor, accounts.account, context);
  return {
    ok: true,
    capture: {
      kind,
      amount: minor.minor,
      date: date?.date ?? context.today,
      account: accounts.account,
      toAccount: accounts.toAccount,
      categoryId,
      payee: kind === 'transfer' ? 'Transferencia' : payeeOf(rest, brand),
    },
  };
}

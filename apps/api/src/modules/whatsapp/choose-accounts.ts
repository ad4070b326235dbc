import { type AccountMention, type AccountRef, bizumBanks } from './account-words.ts';
import { findCategoryWords } from './category-words.ts';
import type { Kind, ParseContext, Question } from './parse-types.ts';
import { CARD_PAYMENT, EXPENSE, TRANSFER, WITHDRAWAL } from './verbs.ts';
import { cashedOutAt, withdrawnFromNamed, withoutMentions } from './withdrawal-words.ts';

/**
 * Which of the user's accounts a chat capture names, and whether it moves money between two of
 * them (a transfer, a card payment, cash taken out). Two accounts named in one spending, with no
 * word saying which pays, are asked about: the reply must never claim one it guessed.
 */
// A card said as how one paid: «con tarjeta», «con la de débito», «pagué con crédito». Not a
// transport or gift card («tarjeta de transporte», «tarjeta sube», «tarjeta regalo»).
const CARD_SAID =
  /\b(?:con|en|por|x|desde|use|usando)\s+(?:la |mi |una |el )?(?:(?:tarjeta|tarj|tdc|tc)(?:\s+de)?(?:\s+(?:credito|debito))?|(?:la )?de (?:credito|debito)|debito|credito|plastico)\b(?!\s+(?:de\s+)?(?:transporte|tullave|sube|bip|civica|metro|regalo|de regalo|sim|del metro|virtual de)\b)/;

const SENT_BETWEEN =
  /\b(?:pase|pasamos|paso|he pasado|transferi|transferimos|he transferido|transfiero|mande|mandamos|he mandado|envie|enviamos|he enviado|movi|traspase|he traspasado)\b/;
const CASH_IN =
  /\b(?:deposite|depositado|consigne|meti|metido|ingrese|he ingresado|abone|ahorre|guarde|guardado|en efectivo|efectivo)\b/;

// «transferí 50 a mi hermana», «le pasé 20 a mi viejo»: money sent to a person is paid to them, not
// moved between one's own accounts.
// «transferí 45 lucas al plomero», «le pasé 30 a la señora que limpia»: a trade or a helper is a person too.
const TO_SOMEONE =
  /\b(?:(?:a|al|para) (?:mi|mis|su|sus|tu|tus|la|el|un|una)|al|a la|pal|pa la) (?:plomero|plomera|gasista|fontanero|gasfiter|gasfitero|electricista|albanil|jardinero|jardinera|pintor|carpintero|cerrajero|mecanico|profe|profesor|profesora|nana|nanny|ninera|empleada|muchacha|senora|senor|chofer|fletero|veterinario|veterinaria|peluquero|peluquera|manicurista|entrenador|entrenadora|hermana|hermano|hermanos|mama|papa|madre|padre|vieja|viejo|viejos|hijo|hija|hijos|tio|tia|primo|prima|abuela|abuelo|novia|novio|esposa|esposo|mujer|marido|pareja|amigo|amiga|amigos|jefe|jefa|vecino|vecina|suegra|suegro|cunado|cunada|sobrino|sobrina|companero|companera|pololo|polola|roomie|casero|casera|arrendador|arrendadora)\b/;

// «me ha llegado la nómina», «me cayó la quincena»: pay that arrives lands in an account too.
const DEPOSITED =
  /\bnomina\b|\b(?:llego|cayo|ha llegado|ha caido|entro|ha entrado)\s+(?:el |la |mi )?(?:sueldo|quincena|salario|pago de nomina)\b|\b(?:depositaron|consignaron|transfirieron|abonaron|acreditaron|han depositado|han transferido|han ingresado|han abonado|han consignado|hicieron una transferencia|han hecho una transferencia|ha transferido|ha ingresado|ha depositado)\b/;

const PUT_BACK = /\b(?:regrese|regresamos|he regresado|devolvi|devolvimos|he devuelto|reintegre|retorne)\b/;

const SENT_BY_TRANSFER =
  // «pagué la luz por transferencia», «vía transferencia», «con una transferencia»: how it was paid.
  /\b(?:transferi|transferimos|he transferido|hemos transferido|hice una transferencia|hicimos una transferencia|he hecho una transferencia|(?:por|via|con|mediante|en|x) (?:una )?(?:transferencia|transfe|transfer|transf)(?: bancaria| electronica| inmediata)?)\b/;

export function fallbackAccount(context: ParseContext): AccountRef | undefined {
  return (
    context.accounts.find((account) => account.id === context.defaultAccountId) ??
    context.accounts.find((account) => account.type === 'cash') ??
    context.accounts[0]
  );
}

/** The mentions, less those inside a longer or better one's words: one stretch of text is one place. */
function places(mentions: AccountMention[]): AccountMention[] {
  const distinct = mentions.filter(
    (mention, index) => mentions.findIndex((other) => other.account.id === mention.account.id) === index,
  );
  return distinct.filter(
    (mention) =>
      !distinct.some(
        (other) =>
          other !== mention &&
          other.start <= mention.start &&
          mention.end <= other.end &&
          (other.score > mention.score || other.end - other.start > mention.end - mention.start),
      ),
  );
}

export type Accounts =
  { ok: true; account: AccountRef; toAccount: AccountRef | null; kind: Kind } | { ok: false; question: Question };

export function chooseAccounts(
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

  // «retiré la plata de mercado pago al galicia»: taken out to another own account, not to cash.
  const said = (mention: AccountMention, words: string) =>
    new RegExp(`\\b(?:${words})\\s+(?:la |el |mi )?(?:cuenta (?:de |del )?)?$`).test(
      folded.slice(Math.max(0, mention.start - 24), mention.start),
    );
  const ownEnd = distinct.find((mention) => mention.account.type !== 'cash' && said(mention, 'a|al|hacia'));
  const toOwnAccount = Boolean(ownEnd);
  const ownStart = distinct.find(
    (mention) => ownEnd && mention.account.id !== ownEnd.account.id && said(mention, 'de|desde|del'),
  );
  if (ownEnd && ownStart && /\b(?:saque|sacamos|sacado|retire|retiramos|retirado)\b/.test(folded))
    return { ok: true, account: ownStart.account, toAccount: ownEnd.account, kind: 'transfer' };
  // «hice una extracción de 50.000 de la cuenta galicia»: the noun alone says cash came out.
  const withdrawal =
    !toOwnAccount &&
    ((WITHDRAWAL.test(folded) &&
      /\b(cajero|efectivo|atm|plata|billete|dinero|caja vecina|agente|corresponsal)\b/.test(folded)) ||
      // «avance en efectivo con la visa»: cash drawn on a card.
      /\b(extraccion|extraje|extrajimos|hice un retiro|retiro de|avance (?:en|de) efectivo|adelanto (?:en|de) efectivo|disposicion (?:en|de) efectivo)\b/.test(
        folded,
      )) &&
    !/\b(deposite|depositado|consigne|meti)\b/.test(folded);
  // «retiré 100 lucas de daviplata», «saqué 50 de la cuenta»: taking money out of one's own account,
  // with nothing bought, leaves it in cash.
  // «giré 60 lucas de la cuenta rut»: in Chile to «girar» from an account is to take cash out.
  // «retiro nequi 80 mil», «retiré 40 de mercado pago en un oxxo»: the noun right before the account
  // says the same, and the account's own name («mercado») is no purchase.
  const takenOut =
    ((/\b(saque|sacamos|sacado|retire|retiramos|retirado|gire|giramos|girado)\b/.test(folded) &&
      distinct.some(
        (mention) =>
          mention.account.type !== 'cash' &&
          /\b(?:de|desde|del)\s+(?:la |el |mi )?(?:cuenta (?:de |del )?)?$/.test(
            folded.slice(Math.max(0, mention.start - 24), mention.start),
          ),
      )) ||
      withdrawnFromNamed(folded, distinct)) &&
    !/\s(?:a|para|pa)\s/.test(folded) &&
    (findCategoryWords(withoutMentions(folded, distinct), 'expense').length === 0 || cashedOutAt(folded, distinct));
  // «retiré 100 mil», «saqué 200 lucas»: the verb alone, nothing bought and no one paid, is cash
  // taken out of a bank account (which one is asked when there are several).
  const bareWithdrawal =
    /^\s*(?:(?:hoy|ayer|ya)\s+)?(?:retire|retiramos|saque|sacamos|he retirado|he sacado)\b/.test(folded) &&
    !/\s(?:a|para|pa|por|en)\s/.test(folded) &&
    findCategoryWords(folded, 'expense').length === 0;
  // «retiré 300 en el súper con la débito del santander», «saqué 200 en la tienda con mi cuenta
  // bcp»: the amount right after the verb, then only where and with which account, is cash taken
  // out at a shop's till (cash back), not something bought there.
  const cashedAtShop =
    /^\s*(?:(?:hoy|ayer|ya)\s+)?(?:retire|retiramos|he retirado|saque|sacamos|he sacado)\s+\$?\s*\d[\d.,]*\s*(?:mil|lucas?|k|pesos|soles|euros|varos|mangos)?\s+en\s+(?:el|la|un|una)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:con|de|desde)\s+(?:la |el |mi )?(?:tarjeta |cuenta |debito |de debito )*(?:de |del )?(?<account>[a-z][a-z ]*)$/.exec(
      folded,
    );
  const cashBack =
    cashedAtShop !== null &&
    distinct.some(
      (mention) =>
        mention.account.type !== 'cash' && mention.start >= folded.length - cashedAtShop.groups!.account!.length,
    );
  // «pagué con la tarjeta 30 en la gasolinera»: a card paid *with* is how something was bought, not the card paid off.
  // «pagué la cuota de la cmr», «el saldo de la ripley»: the card's own bill named is the card paid off.
  const cardObject = distinct.find(
    (mention) =>
      mention.account.type === 'credit_card' &&
      !/^\s*(?:con|en|desde|por|x)\b/.test(folded.slice(mention.start, mention.end)) &&
      // «de mercado pago a galicia»: «galicia» is the whole name of another account, not the card «Visa Galicia».
      !distinct.some(
        (other) =>
          other !== mention && other.score > mention.score && other.start <= mention.start && mention.end <= other.end,
      ) &&
      /\b(pague|pago|abone|abono|pagado|pagada|cancele|cancelada|liquide|liquidado|liquidada)\s+(?:(?:minimo|total) de\s+|el (?:mes|minimo|pago minimo) de\s+)?(?:\d[\d.,]*\s*(?:mil|lucas?|k)?\s+)?(?:a\s+|de\s+)?(?:la |el |mi )?(?:(?:resumen|cuota|saldo|total|extracto) de (?:la |mi )?|tarjeta (?:de )?)?$/.test(
        // «mercado pago a …»: the wallet's name is not the verb «pago».
        folded.slice(0, mention.start).replace(/\bmercado pago\b/g, 'mercadopago'),
      ),
  );
  const cardPayment =
    (CARD_PAYMENT.test(folded.replace(/\bmercado pago\b/g, 'mercadopago')) || cardObject !== undefined) &&
    context.accounts.some((account) => account.type === 'credit_card');
  if (withdrawal || takenOut || cardPayment || bareWithdrawal || cashBack) {
    const cash = withdrawal || takenOut || bareWithdrawal || cashBack;
    const targetType = cash ? 'cash' : 'credit_card';
    const to =
      (cash ? undefined : cardObject?.account) ??
      distinct.find((mention) => mention.account.type === targetType)?.account ??
      context.accounts.find((account) => account.type === targetType);
    const from =
      distinct.find((mention) => mention.account.type !== targetType)?.account ??
      (fallback.type !== targetType
        ? fallback
        : context.accounts.find((account) => account.type !== targetType && account.type !== 'cash'));
    // «pagué el resumen de la visa 180 mil»: a card paid off from an account the message does not name
    // is asked about; the default account is a guess, and a wrong one breaks two balances.
    const namedFrom = distinct.some((mention) => mention.account.type !== targetType);
    if (!cash && !namedFrom) return { ok: false, question: { reason: 'transfer_accounts' } };
    // «pagué la tarjeta 300 mil desde la rut» with three cards: which card was paid is asked.
    const cards = context.accounts.filter((account) => account.type === 'credit_card');
    // A type word («la tarjeta») names no one card; a name or digits do.
    const namedCard = distinct.find((mention) => mention.account.type === 'credit_card' && mention.score >= 2);
    if (!cash && !namedCard && cards.length > 1)
      return { ok: false, question: { reason: 'which_account', names: cards.map((account) => account.name) } };
    // «saqué 1.000 del cajero» with several bank accounts: which one it came out of is asked.
    const sources = context.accounts.filter((account) => account.type === 'checking' || account.type === 'savings');
    if (cash && !namedFrom && sources.length > 1) return { ok: false, question: { reason: 'transfer_accounts' } };
    if (to && from && to.id !== from.id) return { ok: true, account: from, toAccount: to, kind: 'transfer' };
    if (bareWithdrawal) return { ok: false, question: { reason: 'transfer_accounts' } };
  }

  // "de X a Y", "desde X hacia Y": the account after "a/al/hacia/para" is where money goes.
  const before = (mention: AccountMention, words: string) =>
    new RegExp(
      // «deposité 500 en el agente bcp»: the agent or cashier stands for the bank.
      `\\b(${words})\\s+(la |el |mi |mis )?(?:(?:agente|cajero|corresponsal|ventanilla|oficina|sucursal) (?:del? (?:la |el )?)?)?(cuenta (?:de |del )?(?:la |el )?)?$`,
    ).test(folded.slice(Math.max(0, mention.start - 24), mention.start));
  // «le pasé 800 a mercado pago desde mi cuenta bbva»: a verb of paying someone, but both ends are the user's own.
  // «me yapeé 200 de mi bcp a mi plin» too: an app's verb moves money between one's own two as well.
  // «regresé 500 de mercado pago a bbva», «devolví …»: money put back into one's own account moves it too.
  if (TRANSFER.test(folded) || EXPENSE.test(folded) || PUT_BACK.test(folded)) {
    const to = distinct.find((mention) => before(mention, 'a|al|hacia'));
    // «le pasé 2 mil de bbva a mercado pago»: «de» names the source as surely as «desde».
    // «a la cuenta de bancolombia»: the words read as Bancolombia and as Visa Bancolombia are one place,
    // the «de» inside it names no source.
    const from = distinct.find(
      (mention) =>
        mention !== to && !(to && mention.start < to.end && to.start < mention.end) && before(mention, 'desde|de|del'),
    );
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
  // «la luz 85 mil, la transferí desde nequi», «el alquiler, lo pasé del santander»: a bill named,
  // then sent by transfer from one account, is the bill paid from it, not money moved between two.
  // «galicia» read as Galicia and as the card Visa Galicia is one place.
  const billSent =
    places(mentions).length === 1 &&
    /\b(?:lo|la|los|las) (?:transferi|transferimos|pase|pasamos|mande|mandamos|envie|enviamos)\b/.test(folded) &&
    findCategoryWords(folded, 'expense').length > 0;
  if (TRANSFER.test(folded) && !EXPENSE.test(folded) && !received && !billSent) {
    // «por transferencia del galicia»: «galicia» read as Galicia and as the card Visa Galicia is one
    // place; a transfer needs two, the second one's own account the money went to.
    const distinct = places(mentions);
    // «a mi cuenta de ahorros» says where money went more surely than «en efectivo».
    // «he ingresado 200 € en efectivo en el BBVA»: «en efectivo» says how, the other «en» where.
    const destination =
      distinct.find((mention) => before(mention, 'a|al|hacia|para')) ??
      distinct.find((mention) => before(mention, 'en') && mention.account.type !== 'cash');
    // «paso 100 a ahorros»: the savings account's type word on the same words is not a second account.
    const source = distinct.find(
      (mention) =>
        mention !== destination && !(destination && mention.start < destination.end && destination.start < mention.end),
    );
    if (destination && source)
      return { ok: true, account: source.account, toAccount: destination.account, kind: 'transfer' };
    // «pasé 50 mil a nequi», «le mandé 200 a revolut»: money sent between accounts left one that
    // is not said; cash is not sent by transfer, so the default cash account is no answer. A
    // deposit («deposité», «consigné», «metí 500 al ahorro») does come out of cash.
    if (destination && fallback.type === 'cash' && SENT_BETWEEN.test(folded) && !CASH_IN.test(folded))
      return { ok: false, question: { reason: 'transfer_accounts' } };
    if (destination && fallback.id !== destination.account.id)
      return { ok: true, account: fallback, toAccount: destination.account, kind: 'transfer' };
    // «recargué nequi con 40 mil desde bancolombia»: the account after «desde/de» is the source, so
    // the other one is where money went, whichever was named first.
    const from = distinct.find((mention) => before(mention, 'desde|de|del'));
    if (distinct.length >= 2 && from) {
      const to = distinct.find((mention) => mention !== from && mention.account.id !== from.account.id);
      if (to) return { ok: true, account: from.account, toAccount: to.account, kind: 'transfer' };
    }
    if (distinct.length >= 2)
      return { ok: true, account: distinct[0]!.account, toAccount: distinct[1]!.account, kind: 'transfer' };
    if (
      distinct.length === 1 &&
      /\b(pase|transferi|movi|traspase)\b/.test(folded) &&
      !/\ba (mi |la |el )?[a-z]+\b/.test(folded.slice(distinct[0]!.end)) &&
      !TO_SOMEONE.test(folded)
    ) {
      return { ok: false, question: { reason: 'transfer_accounts' } };
    }
    // «metí 500 al ahorro», «guardé 20 mil»: a verb of moving money with no second account is not spending.
    if (
      /\b(pase|pasamos|transferi|transferido|movi|traspase|meti|metido|deposite|depositado|consigne|ahorre|guarde|guardado|he ingresado|ingrese)\b/.test(
        folded,
      ) &&
      findCategoryWords(folded, 'expense').length === 0 &&
      // «transferí 50 a mi hermana de ahí mismo»: paid to a person from the account named; with none
      // named, which one it left is asked.
      !(TO_SOMEONE.test(folded) && distinct.length > 0)
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
    // Two of the user's accounts named apart («le pasé 20 de bbva a mercado pago», «pagué con nequi
    // desde bancolombia») and no transfer read: which one paid is a guess, so it is asked.
    const named = pool.filter(
      (mention) =>
        mention.score >= 2 &&
        !pool.some(
          (other) =>
            other !== mention &&
            other.start <= mention.start &&
            mention.end <= other.end &&
            other.end - other.start > mention.end - mention.start,
        ),
    );
    // Mentions of one stretch of text («bancolombia», read as Bancolombia and as Visa Bancolombia)
    // are one place; two places apart are two accounts («con nequi y bancolombia»).
    const apart: AccountMention[] = [];
    let reach = -1;
    for (const mention of [...named].sort((a, b) => a.start - b.start)) {
      if (mention.start >= reach) apart.push(mention);
      reach = Math.max(reach, mention.end);
    }
    // «transferencia … recibida en tu cuenta» said of a bank whose only account here is its card:
    // money into an account the user has not got here, not a card refund.
    if (kind === 'income' && top.account.type === 'credit_card' && /\ben (?:tu|su|mi) cuenta\b/.test(folded))
      return { ok: false, question: { reason: 'which_account', names: [top.account.name] } };
    if (apart.length >= 2)
      return { ok: false, question: { reason: 'which_account', names: apart.map((mention) => mention.account.name) } };
    // «pagué 50 mil a bancolombia», «le pagué a nequi 30»: an own account named as the one paid is
    // either where money went (a transfer from somewhere unsaid) or the bank of a bill; asked.
    if (
      kind === 'expense' &&
      top.score >= 2 &&
      top.account.id !== fallback.id &&
      before(top, 'a|al|para|pa') &&
      // «spotify 129 cargado a la tarjeta nu», «domiciliado a BBVA»: what is charged to an account is paid with it.
      !/\b(?:cargad[oa]s?|cargue|cargo|cargaron|cargamos|cargalo|cargamelo|domiciliad[oa]s?|domicilie)\s+(?:a|al)\s+(?:la |el |mi )?$/.test(
        folded.slice(0, top.start),
      ) &&
      !distinct.some((mention) => before(mention, 'con|desde|de|del|en|por|x'))
    )
      return { ok: false, question: { reason: 'which_account', names: [fallback.name, top.account.name] } };
    return { ok: true, account: top.account, toAccount: null, kind };
  }
  // «bizum a Laura 12,50» with several bank accounts and none named: Bizum never comes from cash,
  // and which bank it is tied to is the user's to say.
  if (pool.length === 0 && /\bbizum\w*\b/.test(folded)) {
    const banks = bizumBanks(context.accounts).filter(currencyMatches);
    if (banks.length > 1)
      return { ok: false, question: { reason: 'which_account', names: banks.map((account) => account.name) } };
  }
  // «mercado 80 mil con débito», «con tarjeta» when no account is of that kind: the card is one of
  // the user's accounts, but which one is a guess, so it is asked, never the default account.
  const card = folded.match(CARD_SAID);
  if (card && pool.length === 0) {
    const debit = /debito/.test(card[0]);
    const names = context.accounts
      .filter((account) =>
        debit ? account.type === 'checking' || account.type === 'savings' : account.type !== 'cash',
      )
      .map((account) => account.name);
    // «con débito» and one bank account: the debit card is that account's.
    const only =
      debit && names.length === 1 ? context.accounts.find((account) => account.name === names[0]) : undefined;
    if (only && currencyMatches(only)) return { ok: true, account: only, toAccount: null, kind };
    return { ok: false, question: { reason: 'which_account', names: names.length ? names : [fallback.name] } };
  }
  // «me depositaron 5 mil de nómina», «me transfirieron 300»: money deposited or transferred lands
  // in an account, never in cash; the only one it can be is used, several are asked about.
  if (pool.length === 0 && kind === 'income' && fallback.type === 'cash' && DEPOSITED.test(folded)) {
    const banks = context.accounts.filter(
      (account) => account.type !== 'cash' && account.type !== 'credit_card' && currencyMatches(account),
    );
    if (banks.length === 1) return { ok: true, account: banks[0]!, toAccount: null, kind };
    return { ok: false, question: { reason: 'which_account', names: banks.map((account) => account.name) } };
  }
  // «le transferí 20 lucas a la Cata»: money sent by transfer leaves an account, never cash; the only
  // one it can be is used, several are asked about.
  if (pool.length === 0 && kind === 'expense' && fallback.type === 'cash' && SENT_BY_TRANSFER.test(folded)) {
    const banks = context.accounts.filter(
      (account) => account.type !== 'cash' && account.type !== 'credit_card' && currencyMatches(account),
    );
    if (banks.length === 1) return { ok: true, account: banks[0]!, toAccount: null, kind };
    return { ok: false, question: { reason: 'which_account', names: banks.map((account) => account.name) } };
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

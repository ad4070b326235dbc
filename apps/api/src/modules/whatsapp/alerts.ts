import { foldAccents } from '@cuentas/shared/text';
import { type AccountRef, findAccounts } from './account-words.ts';
import { betweenOwnAccounts } from './alert-accounts.ts';
import { splitNumber, toMinor } from './amounts.ts';
import { findCategoryWords } from './category-words.ts';
import {
  type Capture,
  categoryByName,
  DEPARTMENT_STORES,
  type ParseContext,
  type ParseOutcome,
  type Question,
} from './parse-message.ts';
import { fold } from './text.ts';
import {
  DIGITS,
  OWN_TRANSFER,
  SENT_TO_OWN,
  STRONG,
  WITHDRAWAL,
  INCOME,
  REFUND,
  SALARY,
  SPENDING,
  unmask,
  amountsOf,
  byDigits,
  accountByApp,
  looksLikeAlert,
  EXACT_WORDS,
  titleCase,
  sentenceLength,
  shown,
} from './alert-words.ts';
import { merchantOf } from './alert-merchant.ts';
import { writerCategory } from './alert-note.ts';
import { alertDay } from './alert-day.ts';
import { otherMerchantOf, withoutPreposition } from './alert-payee.ts';
import {
  cardPaymentEnds,
  creditedTo,
  interestOnDebt,
  isCardPaymentReceived,
  isYield,
  receivedFromOwn,
} from './alert-money-in.ts';
import { fromEnglish } from './alert-english.ts';
import { dollarsOn } from './dollar-sign.ts';
import { feeAtAmount, feePayee, feeTotal, isBankFee } from './alert-fees.ts';
import { feeForCash, sentToOwnWallet } from './alert-own-ends.ts';
import { sentToOthersWallet, sentToWalletByPhone } from './alert-wallet-phone.ts';
import { digitMentionsOf, unknownCard } from './alert-mentions.ts';
import { cashPutIn } from './alert-cash-in.ts';
import { notDone } from './alert-not-done.ts';
import { quotedAlertLines } from './alert-quoted.ts';
import { paysStatement, statementEnds } from './alert-statement-paid.ts';
import { isPersonName, senderOf, writtenNegative } from './alert-person-in.ts';

export { looksLikeAlert } from './alert-words.ts';

/**
 * Bank and wallet alerts pasted or forwarded into the chat («Bancolombia: Compraste COP45.000,00 en
 * EXITO … con tu T.Cred *4821», «Compra por $342.50 en OXXO … tarjeta terminación 8834», «¡Yapeaste!
 * S/ 22.50 …»). The card's last digits name the account (set once on the account, decision 031);
 * digits no account has are asked about, never guessed. Shapes kept as examples in
 * test/fixtures/whatsapp/alerts.ts.
 */

/**
 * The movement a pasted alert describes, or undefined when the text is not one (then the chat
 * parser reads it). `ask` outcomes record nothing. `writerNote` off (alert mails): every line is
 * the bank's, so a line without figures («Medio de pago: Dinero en cuenta») is never read as the
 * person's own note about what the money was for.
 */
export function parseAlert(
  pasted: string,
  context: ParseContext,
  { writerNote = true }: { writerNote?: boolean } = {},
): ParseOutcome | undefined {
  // «Refund of €24.99 from ZALANDO …»: an English alert is read as its Spanish telling.
  const english = fromEnglish(pasted);
  if (english) return parseAlert(english, context, { writerNote });
  if (!looksLikeAlert(pasted)) return undefined;
  // «le reenvío: «Banorte: …» Eran unas sábanas»: the quoted alert on a line of its own.
  const text = unmask(quotedAlertLines(pasted, looksLikeAlert));
  // «Compra con tu tarjeta 55 80»: the last digits written in two pairs.
  const folded = foldAccents(text)
    .replace(/[¡!¿?]/g, ' ')
    .replace(/\b(tarjeta|cuenta) (\d{2}) (\d{2})\b/g, '$1 $2$3');
  // «Tu compra … ha sido rechazada»: no money moved, nothing is saved.
  if (notDone(folded)) return { ok: false, question: { reason: 'alert_not_done' } };
  const amounts = amountsOf(folded);
  // «NEQUI: Pagaste 27.300,00 en …»: some alerts write the amount without a sign.
  const bare = folded.match(
    /\b(?:pagaste|compraste|enviaste|recibiste|consumo de|compra por|compra de)\s+(\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?|\d+[.,]\d{2})(?!\d)/,
  );
  const split = bare ? splitNumber(bare[1]!) : 'ambiguous';
  if (amounts.length === 0 && split !== 'ambiguous')
    amounts.push({ start: bare!.index!, end: bare!.index! + bare![0].length, ...split });
  if (amounts.length === 0) return undefined;
  // A bank's charge told in parts (interest and its tax): the sum is the movement, or it is asked.
  const total = feeTotal(folded, amounts);
  if (total === 'unclear') return { ok: false, question: { reason: 'several_amounts', values: amounts.map(shown) } };
  let amount = total ?? amounts[0]!;

  // The accounts the alert names: by last digits first, then by the bank's or app's name.
  const digitMentions = digitMentionsOf(folded, context.accounts);
  const plain = fold(text);
  const named = findAccounts(plain, context.accounts).filter((mention) => mention.score >= 2);
  const app = accountByApp(folded, context.accounts);

  const known = digitMentions.filter((mention) => mention.account);
  const unknown = unknownCard(folded, digitMentions);
  let account: AccountRef | undefined;
  let toAccount: AccountRef | null = null;
  // A footer's «solicita la devolución» or «política de devoluciones» is no refund.
  // «Pagaste $7.350 a … Te devolvimos $370 de dinero en cuenta»: the cashback after a payment is a
  // second, smaller movement, never the payment turned into income; the payment is what is read.
  const cashback = /\b(?:pagaste|compraste)\b[^\n]*?\b(?:te )?devolvimos\b/.test(folded);
  const refund = REFUND.test(
    folded
      .slice(0, 240)
      .replace(cashback ? /\b(?:te )?devolvimos\b/g : /$^/, ' ')
      .replace(
        /\b(?:solicit\w*|pedir|pide|tramit\w*|gestion\w*|politica de|para)\s+(?:la |una |tu |su )?(?:devoluc|reembols)\w*/g,
        ' ',
      ),
  );
  const earned = isYield(folded);
  // «abono de intereses a su tarjeta de crédito»: interest posted to a debt is the bank charging it.
  const owed = interestOnDebt(folded);
  let kind: Capture['kind'] = !owed && (INCOME.test(folded) || refund || earned) ? 'income' : 'expense';

  // «por $900 por giro en cajero»: the fee for a withdrawal, not the cash taken out.
  // «Cargo por $850 comisión giro cajero»: the amount named a fee is the bank's charge, whatever for.
  const cashFee = owed || feeForCash(folded, amounts[0]!.start) || feeAtAmount(folded, amount);
  // «Te acreditamos $4.500 de reintegro por la promo …»: money given back into the account, not
  // cash taken out (Spain's «reintegro» at a cash machine says «cajero» or «efectivo»).
  const givenBack =
    kind === 'income' && /\breintegro\b/.test(folded) && !/\b(?:cajero|efectivo|retirad[oa])\b/.test(folded);
  // A wallet named with a phone: the user's own when the phone ends in its digits, asked when unknown.
  const byPhone = kind === 'expense' ? sentToWalletByPhone(folded, context.accounts) : undefined;
  const othersWallet = kind === 'expense' ? sentToOthersWallet(folded, context.accounts, known, app) : undefined;
  if (byPhone === 'unclear' || othersWallet === 'unclear') return { ok: false, question: { reason: 'alert_account' } };
  const ownWallet = kind === 'expense' ? (sentToOwnWallet(folded, context.accounts) ?? byPhone) : undefined;
  const cashIn = kind === 'expense' && !cashFee ? cashPutIn(folded, context.accounts) : undefined;
  if (othersWallet) {
    // Someone else's wallet by its phone: spending from the account it left, never the user's wallet.
    account = othersWallet.source;
  } else if (isCardPaymentReceived(folded) || paysStatement(folded)) {
    // A card's payment seen from either side moves money between two own accounts: both known, or asked.
    const ends =
      cardPaymentEnds(folded, digitMentions, context.accounts) ??
      (paysStatement(folded) ? statementEnds(folded, digitMentions, context.accounts) : undefined);
    if (!ends || unknown) return { ok: false, question: { reason: 'alert_account' } };
    [kind, account, toAccount] = ['transfer', ends.from, ends.to];
  } else if (kind === 'income' && !refund && !earned && receivedFromOwn(folded, digitMentions, context.accounts)) {
    const ends = receivedFromOwn(folded, digitMentions, context.accounts)!;
    // From the user's own wallet into an account the alert does not name beyond doubt: asked.
    if (ends === 'unclear') return { ok: false, question: { reason: 'alert_account' } };
    [kind, account, toAccount] = ['transfer', ends.from, ends.to];
  } else if (ownWallet) {
    // The account it left: by its digits, else the one named that is not the wallet.
    const source =
      known.find((mention) => mention.account!.id !== ownWallet.id)?.account ??
      named.find((mention) => mention.account.id !== ownWallet.id && mention.account.type !== 'cash')?.account;
    if (!source || unknown) return { ok: false, question: { reason: 'alert_account' } };
    [kind, account, toAccount] = ['transfer', source, ownWallet];
  } else if (cashIn) {
    // Into the account its digits name, else one named that takes deposits; digits no account has are asked.
    const target =
      known[0]?.account ??
      named.find((mention) => mention.account.type !== 'cash' && mention.account.type !== 'credit_card')?.account ??
      app;
    const strange = [...folded.matchAll(DIGITS)].some((match) => !byDigits(match[1]!, context.accounts));
    if (!target || unknown || strange) return { ok: false, question: { reason: 'alert_account' } };
    [kind, account, toAccount] = ['transfer', cashIn, target];
  } else if (WITHDRAWAL.test(folded) && !/\bcompra\b/.test(folded) && !cashFee && !givenBack) {
    // «de su cuenta de ahorros ****5521»: digits no account has are asked about, even when a word of
    // the alert («ahorros») is also the name of one of the user's accounts.
    if (unknown && known.length === 0)
      return { ok: false, question: { reason: 'unknown_card', digits: unknown.digits.slice(-4) } };
    // «Retiraste $… en efectivo en PAGO FACIL» from a wallet: the wallet pays, never the cash it became.
    const credited = creditedTo(folded, context.accounts);
    account =
      known.find((mention) => mention.account!.id !== credited?.id)?.account ??
      named.find((mention) => mention.account.type !== 'cash' && mention.account.id !== credited?.id)?.account ??
      (app?.id !== credited?.id ? app : undefined);
    if (!account && named.some((mention) => mention.account.type === 'cash'))
      return { ok: false, question: { reason: 'alert_account' } };
    // A card's cash advance paid into an account of the user's («abonado en tu CuentaRUT»).
    const cash = credited ?? context.accounts.find((candidate) => candidate.type === 'cash');
    if (account && cash && cash.id !== account.id) [kind, toAccount] = ['transfer', cash];
  } else if (SENT_TO_OWN.test(folded) && !/\bdesde\b/.test(folded)) {
    // «Transferiste $ 200.000 a tu cuenta del Banco de Galicia terminada en 4402»: the digits are
    // where the money went; it left the wallet or bank that sent the alert, named or asked about.
    const toAt = folded.search(/\ba tu cuenta\b/);
    const from = digitMentions.find((mention) => mention.at < toAt && mention.account)?.account;
    const target =
      digitMentions.find((mention) => mention.at > toAt && mention.account)?.account ??
      findAccounts(fold(folded.slice(toAt)), context.accounts).find((mention) => mention.score >= 2)?.account;
    // Accounts named after «a tu cuenta» («del Banco de Galicia») describe where it went, never the source.
    const namedBefore = findAccounts(fold(folded.slice(0, toAt)), context.accounts).filter((item) => item.score >= 2);
    const source =
      from ??
      (app && app.id !== target?.id
        ? app
        : namedBefore.find((mention) => mention.account.id !== target?.id && mention.account.type !== 'cash')?.account);
    if (!target || !source || source.id === target.id || unknown)
      return { ok: false, question: { reason: 'alert_account' } };
    [kind, account, toAccount] = ['transfer', source, target];
  } else if (/\btransferiste\b/.test(folded) && known.length >= 2 && known[0]!.account!.id !== known[1]!.account!.id) {
    [kind, account, toAccount] = ['transfer', known[0]!.account!, known[1]!.account!];
  } else if (OWN_TRANSFER.test(folded) && /\bdesde\b(?! (?:la|tu|nuestra) (?:app|aplicacion)\b)/.test(folded)) {
    // «… bloquea tu tarjeta desde la app»: a footer's advice, not the account money left.
    // «Pagaste $… en la tarjeta *4821 desde la cuenta *7710», «Has recargado 250 € desde tu cuenta ING»,
    // «Transferiste … desde tu cuenta ****4402 a tu cuenta de Mercado Pago», «Transferencia de S/ 80.00
    // a tu Plin desde tu cuenta ****6012»: money between two own accounts.
    const desde = folded.search(/\bdesde\b/);
    // «desde tu cuenta 4402 a tu cuenta de Mercado Pago»: what follows «a» is where the money went,
    // so the account named there is never the source.
    const towards = folded.slice(desde).match(/\s(?:a|al|hacia)\s(?!las?\s\d)/);
    const toAt = towards ? desde + towards.index! : folded.length;
    const namedIn = (from: number, to: number) =>
      digitMentions.find((mention) => mention.at > from && mention.at < to && mention.account)?.account ??
      findAccounts(fold(folded.slice(from, to)), context.accounts).find((mention) => mention.score >= 2)?.account;
    const said = towards ? namedIn(toAt, folded.length) : undefined;
    const others = [
      ...known.map((mention) => mention.account!),
      ...named.map((mention) => mention.account),
      ...(app ? [app] : []),
    ];
    const source =
      (towards ? namedIn(desde, toAt) : undefined) ??
      (said
        ? others.find((candidate) => candidate.id !== said.id && candidate.type !== 'cash')
        : // «desde tu CuentaRUT. Destino: pago tarjeta ****5567»: the account named in the sentence of
          // «desde» is the source, before digits said in a later one.
          (namedIn(desde, desde + sentenceLength(folded.slice(desde))) ??
          digitMentions.find((mention) => mention.at > desde)?.account ??
          findAccounts(fold(folded.slice(desde)), context.accounts).find((mention) => mention.score >= 2)?.account));
    const target =
      said && said.id !== source?.id
        ? said
        : others.find(
            (candidate) =>
              candidate.id !== source?.id &&
              (candidate.type === 'credit_card' || !/\b(?:compra|consumo)\b/.test(folded)),
          );
    // Either end unknown (digits no account has, a card not set up): asked, never saved as spending.
    if (!source || !target || unknown)
      return {
        ok: false,
        question: {
          reason: unknown ? 'unknown_card' : 'alert_account',
          ...(unknown ? { digits: unknown.digits.slice(-4) } : {}),
        } as Question,
      };
    [kind, account, toAccount] = ['transfer', source, target];
  } else if (/\b(?:transferiste|enviaste|has enviado|has transferido)\b.*\bdesde\b/.test(folded)) {
    // «Transferiste $150.000 desde tu cuenta *7710 a la cuenta Nequi 3004410199»: the end after «a»
    // is one of the user's own accounts, by its name or by a number (a phone) ending in its digits.
    const desde = folded.search(/\bdesde\b/);
    const towards = folded.slice(desde).match(/\s(?:a|al|hacia)\s(?!las?\s\d)/);
    if (towards) {
      const toAt = desde + towards.index!;
      const after = folded.slice(toAt);
      const target =
        findAccounts(fold(after), context.accounts).find((mention) => mention.score >= 2)?.account ??
        [...after.matchAll(/(?<![\d.,])\d{4,12}(?![\d.,])/g)]
          .map((match) => byDigits(match[0], context.accounts))
          .find(Boolean);
      const source =
        digitMentions.find((mention) => mention.at > desde && mention.at < toAt && mention.account)?.account ??
        findAccounts(fold(folded.slice(desde, toAt)), context.accounts).find((mention) => mention.score >= 2)
          ?.account ??
        named.find((mention) => mention.account.id !== target?.id && mention.account.type !== 'cash')?.account;
      if (target && source && target.id !== source.id) [kind, account, toAccount] = ['transfer', source, target];
    }
  } else if (/\bingresaste\b.*\bdesde tu cuenta\b/.test(folded)) {
    // Money moved in from another of the user's banks: «Ingresaste $ 80.000 desde tu cuenta de GALICIA».
    const from = findAccounts(fold(folded.slice(folded.indexOf('desde tu cuenta'))), context.accounts).find(
      (mention) => mention.score >= 2,
    )?.account;
    const to = named.find((mention) => mention.account.id !== from?.id)?.account;
    if (from && to) [kind, account, toAccount] = ['transfer', from, to];
  }
  if (kind !== 'transfer' && !othersWallet) {
    // Two own accounts named: money moved between them, or a question; never spending on one.
    const between = betweenOwnAccounts(folded, text, digitMentions, context.accounts);
    if (between === 'unclear') return { ok: false, question: { reason: 'alert_account' } };
    if (between) [kind, account, toAccount] = ['transfer', between.from, between.to];
  }
  if (!account) {
    if (known.length > 0) account = known[0]!.account;
    else if (unknown) return { ok: false, question: { reason: 'unknown_card', digits: unknown.digits.slice(-4) } };
    else account = app ?? named[0]?.account;
  }
  if (!account) {
    // Bizum moves money from a bank account: the first current account the user has.
    if (/\bbizum\b/.test(folded)) account = context.accounts.find((candidate) => candidate.type === 'checking');
  }
  // Without an account it names, a bank's own wording is asked about; «compra de $3.000 en la tienda» is the chat's.
  if (!account)
    return STRONG.test(folded) || text.includes('\n')
      ? { ok: false, question: { reason: 'alert_account' } }
      : undefined;

  const currency = account.currency;
  // A purchase abroad: what the account paid depends on the bank's rate, which the alert does not say.
  // («Paid $25.00 at AMAZON US» to a euro account, «$ 40.00» to a sol one: dollars.)
  const said = amount.currency ?? (total === undefined && amounts[0]!.dollarSign ? dollarsOn(currency) : undefined);
  // «por USD 15,99 (CLP 15.350)»: the bank states what the account paid beside it; that is the movement.
  const charged = said && said !== currency ? amounts.find((money) => money.currency === currency) : amount;
  if (!charged) return { ok: false, question: { reason: 'alert_currency', currency: said!, account: account.name } };
  amount = charged;
  const minor = toMinor(
    { start: 0, end: 0, integer: amount.integer, fraction: amount.fraction, multiplier: 1, marked: true, plus: false },
    currency,
  );
  if (!minor.ok) {
    // "COP 87.350,50": cents the account's currency does not use are asked about, as in the chat.
    return {
      ok: false,
      question:
        minor.reason === 'decimals'
          ? { reason: 'decimals', value: `${amount.integer},${amount.fraction}`, currency }
          : { reason: 'too_large' },
    };
  }

  // Saved as spending only when the alert says it is spending; one that says neither way is asked.
  if (kind === 'expense' && !SPENDING.test(folded) && !cashFee && !writtenNegative(folded, amount))
    return {
      ok: false,
      question: {
        reason: 'unclear',
        understood: `una alerta de ${amount.integer}${amount.fraction ? `,${amount.fraction}` : ''} en ${account.name}`,
        missing: 'si es un gasto o un ingreso',
      },
    };
  const day = alertDay(text, context.today);

  let payee =
    kind === 'transfer'
      ? 'Transferencia'
      : (othersWallet?.payee ??
        withoutPreposition(merchantOf(text) || otherMerchantOf(text) || (kind === 'income' ? senderOf(text) : '')));
  let categoryId: string | null = null;
  if (kind !== 'transfer') {
    // Money sent to a person names them, not what it was for («DIANA» is no tax office); a department
    // store sells everything, and an alert does not say what was bought: neither is filed by its name.
    const person =
      kind === 'expense' &&
      /\b(?:enviaste|has enviado|enviado|transferiste|pasaste|yapeaste|plineaste|te envio)\b/.test(folded);
    const store = [...DEPARTMENT_STORES].some((name) => fold(payee).startsWith(name));
    const signed = kind === 'expense' ? -minor.minor : minor.minor;
    const shared = payee ? context.categorize?.({ text: payee, amount: signed, accountId: account.id }) : undefined;
    const sharedCategory =
      shared?.categoryId && !store && !(person && shared.source === 'dictionary')
        ? context.categories.find((category) => category.id === shared.categoryId && category.kind === kind)
        : undefined;
    // The dictionary's own spelling («Canal de Isabel II») is kept as it is.
    const spelled = Boolean(shared?.payee && sharedCategory);
    if (spelled) payee = shared!.payee;
    categoryId = sharedCategory?.id ?? null;
    if ((refund || givenBack) && kind === 'income')
      categoryId = categoryByName(context.categories, 'Reembolsos', kind)?.id ?? null;
    // «Concepto: NOMINA NOVIEMBRE», «por REMUNERACIONES de …»: the alert's word for pay outranks
    // what the employer's name sounds like («CONSULTORIA IBERICA» is no fee).
    if (kind === 'income' && !refund && !earned && SALARY.test(folded))
      categoryId = categoryByName(context.categories, 'Salario', kind)?.id ?? categoryId;
    if (earned && kind === 'income')
      categoryId = categoryByName(context.categories, 'Intereses y rendimientos', kind)?.id ?? categoryId;
    if (!categoryId && !store) {
      // «NATURGY IBERIA», «VODAFONE ESPAÑA»: a company's name starts with what it sells; a place or
      // airline word after it says nothing, so the first word read decides. Sent to someone, only a
      // word of the list as written counts («Pollería El Rey»), never one read through its stem.
      const named = fold(`${payee} ${kind === 'income' ? folded : ''}`);
      const words = findCategoryWords(named, kind)
        .filter((hit) => !person || EXACT_WORDS.has(named.slice(hit.at, hit.at + hit.length)))
        .sort((a, b) => (a.weak ? 1 : 0) - (b.weak ? 1 : 0) || a.at - b.at);
      categoryId = words.map((hit) => categoryByName(context.categories, hit.category, kind)).find(Boolean)?.id ?? null;
    }
    categoryId = writerCategory(text, kind, context.categories, categoryId, {
      earned,
      note: !(refund || earned) && writerNote,
    });
    // Money a person sent, with no word of what it was for: other income. A company's is left alone.
    if (kind === 'income' && !categoryId && !refund && !earned && !givenBack && isPersonName(payee))
      categoryId = categoryByName(context.categories, 'Otros ingresos', kind)?.id ?? null;
    payee = payee ? (spelled ? payee : titleCase(payee)).slice(0, 200) : '';
    // The bank charging for itself: the bank is who was paid. A mail leaves the payee to its sender.
    if (kind === 'expense' && (cashFee || isBankFee(folded, Boolean(payee) && !/^[A-Z]{3}$/i.test(payee)))) {
      categoryId = categoryByName(context.categories, 'Intereses y comisiones', kind)?.id ?? categoryId;
      payee = writerNote ? feePayee(text, account.name) : '';
    }
  }
  return { ok: true, capture: { kind, amount: minor.minor, date: day, account, toAccount, categoryId, payee } };
}

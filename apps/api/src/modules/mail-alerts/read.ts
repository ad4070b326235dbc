import type { ParseOutcome, UserContext } from '../whatsapp/service.ts';
import { parseAlert } from '../whatsapp/service.ts';
import { foldAccents } from '@cuentas/shared/text';
import { conceptCategoryOf, firmCategoryOf, overridingCategoryOf, wordsCategoryOf } from './category-words.ts';
import { oneAccountSentence } from './one-account.ts';
import { ownTransferOf } from './own-transfer.ts';
import { phoneWalletTransfer } from './phone-wallet.ts';
import { sentToOwn } from './sent-to-own.ts';
import { depositInterestSentence, earnedSentence, saysEarned } from './yield-words.ts';
import { englishNotDone, englishSentence } from './english-mail.ts';
import { feeCharged, feeSentence } from './fee-charge.ts';
import { brandOf, labelAsPayee, noteAsPayee, senderAfterAmount, senderOf, toldAsSent } from './sender-name.ts';
import { insuranceLineOf, serviceLineOf } from './service-lines.ts';
import { DOUBT_REASON, userDoubts } from './user-doubt.ts';
import { namesAnotherOwnAccount, namesOwnEnd } from './own-end-named.ts';
import { personAtOwnBank } from './person-bank.ts';
import { roundedCents } from './whole-units.ts';
import { topUpSentence } from './top-up.ts';
import { addedFromReading } from './added-from.ts';
import { ACCOUNT_TAIL, personIncomeCategory } from './person-income.ts';
import { noisyPayee } from './noisy-payee.ts';
import { payerAfterPayWord } from './pay-words.ts';
import { moneyBackDay, walletReceived } from './received-words.ts';
import { namedPayee } from './named-party.ts';
import { earnedOverPeriod } from './period-summary.ts';
import { receiptSentence, shopOf, shopReceiptFields } from './shop-receipt.ts';
import type { Fields } from './shapes.ts';
import {
  bankOf,
  digitMentions,
  labelledFields,
  merchantOf,
  movementOf,
  normalized,
  notAMovement,
  ownTransferSentence,
  partyOf,
  plainSentence,
  sentenceOf,
  titleCase,
} from './shapes.ts';

// A mail is the bank's text alone: no line of it is the person's own note (parseAlert).
const MAIL = { writerNote: false };

export type Reading =
  | { kind: 'capture'; outcome: Extract<ParseOutcome, { ok: true }>; text: string }
  | { kind: 'question'; outcome: Extract<ParseOutcome, { ok: false }>; text: string }
  | { kind: 'unreadable'; reason: string }
  | { kind: 'ask'; reason: string };

type Captured = Extract<ParseOutcome, { ok: true }>;

const isLabel = (value: string) => /^(?:para|a|de|desde|monto|importe|fecha)$/i.test(value.trim());

const squash = (value: string) =>
  foldAccents(value)
    .toLowerCase()
    .replace(/[^\p{L}\d]+/gu, '');

/** The shop the reader missed, with the category the shared categoriser gives it (decision 021). */
function withPayee(outcome: Captured, fields: Fields, text: string, context: UserContext): Captured {
  // «Rosa Quispe El 25/11/2026»: a date or time the reader left on the shop's name.
  // «Farmacias Guadalajara por: vitaminas»: a label and what follows it are the mail's, not the name.
  const trimmed = outcome.capture.payee
    .replace(/\s+(?:por|motivo|concepto|mensaje|detalle)\s*:.*$/i, '')
    .replace(/\s+(?:el|a las)\s+\d.*$/i, '')
    .replace(/\s+\d{1,2}[/:]\d{1,2}.*$/, '')
    // «Sofía Ruiz *4521», «Luis Rojas ***-***-456», «Juan Gómez - CVU 0000…»: the other end's account
    // or phone, masked or whole, is no part of who was paid (accountTail in person-income.ts).
    .replace(ACCOUNT_TAIL, '')
    .trim()
    // «Constructora Lima Norte Sac»: a company form stays in capitals.
    .replace(/(\s)(sas|sac|srl|slu|sau|eirl)$/i, (_, space: string, form: string) => space + form.toUpperCase());
  // A payee that is the alert's own words or a piece cut from inside a longer name («S Publicas De
  // Medellin Desde Cta 7710» from «EPM EMPRESAS PUBLICAS DE MEDELLIN desde cta *7710») is no payee.
  // The user's own account («… a tu cuenta de Mercado Pago») is never who paid or was paid.
  const own = context.accounts.some((account) => squash(account.name) === squash(trimmed));
  // «INGENIERIA MEDITERRANEA S L» read from «Ordenante: INGENIERIA MEDITERRANEA S.L.»: as the bank wrote it.
  // «UBER *EATS»: the star a card network prints inside a name is no part of it.
  // «ARRIENDO BODEGA» read from «Origen: ARRIENDO BODEGA 4 - TOMÁS PINTO»: what it was for, not who.
  const party = partyOf(fields, false);
  const purposeOnly =
    fields.merchant &&
    party &&
    / - /.test(fields.merchant) &&
    squash(party) !== squash(fields.merchant) &&
    !squash(party).startsWith(squash(trimmed)) &&
    squash(fields.merchant).startsWith(squash(trimmed));
  // «Transferiste $60.000 / Para / Ricardo Alvarez»: the table's label read as the name its row gives.
  const rowLabel = /^(?:para|a|de|destinatario|beneficiario|destino|enviado a|pagado a|remitente)$/i.test(trimmed);
  const labelled = purposeOnly
    ? titleCase(party)
    : rowLabel && fields.merchant && !isLabel(fields.merchant)
      ? fields.merchant === fields.merchant.toUpperCase()
        ? titleCase(fields.merchant)
        : fields.merchant
      : fields.merchant && squash(fields.merchant) === squash(trimmed)
        ? titleCase(fields.merchant.replace(/\s*\*+\s*/g, ' ').trim())
        : trimmed;
  const capture = { ...outcome.capture, payee: own || noisyPayee(trimmed, text) ? '' : labelled };
  if (capture.kind === 'transfer' || capture.payee) return { ok: true, capture };
  const merchant = merchantOf(fields, text);
  if (!merchant || context.accounts.some((account) => squash(account.name) === squash(merchant)))
    return { ok: true, capture };
  const signed = capture.kind === 'expense' ? -capture.amount : capture.amount;
  const shared = context.categorize?.({ text: merchant, amount: signed, accountId: capture.account.id });
  const category = shared?.categoryId
    ? context.categories.find((item) => item.id === shared.categoryId && item.kind === capture.kind)
    : undefined;
  const payee = (category && shared?.payee ? shared.payee : titleCase(merchant)).slice(0, 200);
  return { ok: true, capture: { ...capture, payee, categoryId: capture.categoryId ?? category?.id ?? null } };
}

/** Questions about what the alert means, not about an account, a currency or cents. */
const OPEN_QUESTIONS = new Set(['unclear', 'no_amount', 'several_amounts']);

const UNCLEAR = 'La alerta no deja claro si el dinero salió o entró: anótala a mano.';
const NOT_DONE = 'La alerta dice que la operación no se hizo (rechazada o fallida), o no es un movimiento.';
const OWN_ACCOUNTS =
  'La alerta nombra otra de tus cuentas: si el dinero pasó entre tus cuentas, anótalo a mano como transferencia.';
const OWN_ELSEWHERE =
  'La alerta dice que el dinero pasó entre cuentas tuyas, y una de ellas no está en Cuentas: agrégala con sus últimos dígitos, o anótalo a mano como transferencia.';
const ADDED_UNKNOWN =
  'La alerta dice que añadiste dinero desde una tarjeta o cuenta que no reconocemos entre las tuyas: si es tuya, ponle sus últimos dígitos en Cuentas y anótalo a mano como transferencia.';
const UNREADABLE = 'No reconocimos esta alerta: no encontramos un monto y una operación que sepamos leer.';

/**
 * One forwarded alert read (decision 035): labelled fields told as a sentence, else the body as it
 * is, through the reader the WhatsApp capture uses (decision 031). An alert that names no account
 * is read again with the bank of its sender («BBVA», «Nequi») as the account's name.
 */
export function readAlert(message: { from: string; subject: string; body: string }, context: UserContext): Reading {
  const first = readBankWords(message, context);
  // Money the user added from a source the mail names: the transfer from their own account, else asked.
  const body = normalized(message.body);
  const added = addedFromReading(
    { ...message, subject: normalized(message.subject), body },
    labelledFields(body),
    context,
    first,
    (told) => readOnce(told, context),
    (item) =>
      item.kind === 'capture' && item.outcome.capture.kind === 'transfer' ? item.outcome.capture.account.id : undefined,
  );
  // A reading that records nothing already («Ninguna de tus cuentas termina en 4455») is kept as it is.
  const asked = added === 'ask' && first.kind === 'capture';
  const reading: Reading = asked ? { kind: 'ask', reason: ADDED_UNKNOWN } : added === 'ask' ? first : (added ?? first);
  // The user says they do not recognise it, or that it may be a second charge: nothing is booked.
  return reading.kind === 'capture' && userDoubts(message) ? { kind: 'ask', reason: DOUBT_REASON } : reading;
}

function readBankWords(message: { from: string; subject: string; body: string }, context: UserContext): Reading {
  const body = normalized(message.body);
  // A fee the bank charged is spending paid to it, whatever it was charged for (fee-charge.ts).
  const fee = feeCharged(message.subject, body);
  const read1 = readOnce(message, context);
  // A shop's own receipt the reader found no alert in, told as the purchase it records (shop-receipt.ts).
  const shop = shopOf(message.from, context);
  const receipt =
    shop && read1.kind === 'unreadable' && read1.reason === UNREADABLE
      ? receiptSentence(shop, normalized(message.subject), body)
      : undefined;
  const first = receipt ? readOnce({ from: message.from, subject: '', body: receipt }, context) : read1;
  // Read as spending already, it keeps what the reader found (its day, its account); else it is told as a charge.
  const spending = first.kind === 'capture' && first.outcome.capture.kind === 'expense';
  const reading = (fee && !spending && feeReading(message, body, context)) || first;
  if (fee && reading.kind === 'capture' && reading.outcome.capture.kind !== 'expense')
    return { kind: 'ask', reason: UNCLEAR };
  if (reading.kind === 'capture' && namesAnotherOwnAccount(reading.outcome.capture, body, context)) {
    // Both ends are the user's beyond doubt: the transfer between them; else it is asked.
    const transfer = ownTransferOf(reading.outcome.capture, { subject: normalized(message.subject), body }, context);
    if (!transfer) return { kind: 'ask', reason: OWN_ACCOUNTS };
    return { ...reading, outcome: { ...reading.outcome, capture: transfer } };
  }
  if (reading.kind !== 'capture') return reading;
  // The other end is one of the user's own accounts: named by a phone that is their wallet, or the
  // account booked is where the money went.
  // A fee is paid to the bank, whatever it was charged for («comisión de envío … a tu cuenta ****6012»).
  const other = fee
    ? undefined
    : (phoneWalletTransfer(reading.outcome.capture, body, context) ??
      sentToOwn(reading.outcome.capture, { ...message, body }, context));
  if (other === 'ask') return { kind: 'ask', reason: OWN_ACCOUNTS };
  if (other) return { ...reading, outcome: { ...reading.outcome, capture: other } };
  // «… a RICARDO FLORES (Interbank)»: the payee's bank taken for the user's account of that bank.
  const personEnd = personAtOwnBank(reading.outcome.capture, body, context, normalized(message.subject));
  if (personEnd === 'ask') return { kind: 'ask', reason: OWN_ACCOUNTS };
  const read = personEnd ?? reading.outcome.capture;
  if (read.kind !== 'transfer' && namesOwnEnd(body)) return { kind: 'ask', reason: OWN_ELSEWHERE };
  if (read.kind === 'transfer') return endsNamed(read, body, context) ? reading : { kind: 'ask', reason: OWN_ACCOUNTS };
  // «Tu dinero en Mercado Pago generó $ … de rendimientos»: what the account earned, not spending.
  const earned = read.kind === 'expense' && read.account.type !== 'credit_card' && saysEarned(message.subject, body);
  // A label the reader took for a name («Motivo: …») is no payee, and what it filed under by it is no category.
  const labelled = labelAsPayee(read.payee);
  const capture =
    earned || labelled
      ? { ...read, kind: earned ? ('income' as const) : read.kind, categoryId: null, payee: '' }
      : { ...read, kind: read.kind };
  const concept = conceptOf(body);
  const firm = firmCategoryOf(capture.kind, message, context) ?? (fee ? feeCategory(capture.kind, context) : undefined);
  let { categoryId, payee } = capture;
  if (firm) {
    categoryId = firm.id;
    // A fee the bank charged: the bank is who was paid.
    if (firm.fee && !payee) payee = bankOf(message.from) ?? bankOf(message.subject) ?? '';
  } else if (!categoryId) {
    categoryId =
      wordsCategoryOf(capture.kind, { ...message, concept }, context) ??
      conceptCategoryOf(capture.kind, concept, context)?.id ??
      null;
  } else {
    // A company that sells several services (gas and light, mobile and internet): the concept of
    // its bill («Concepto: Gas natural») names which one, among the same group's categories.
    const named = conceptCategoryOf(capture.kind, concept, context);
    const current = context.categories.find((item) => item.id === categoryId);
    if (named && current && named.id !== current.id && named.parentId && named.parentId === current.parentId)
      categoryId = named.id;
  }
  // A share paid back, a parking space rented: the mail's words outrank what a name or one word said.
  const overriding = firm ? undefined : overridingCategoryOf(capture.kind, { ...message, concept }, context);
  if (overriding) categoryId = overriding;
  // A person's note is no payee: the person the mail names is («Recibiste $… de Ana Paz», «A: Ana Paz»).
  if (noteAsPayee(payee, body)) {
    const party = merchantOf({ ...labelledFields(body), concept: undefined }, body);
    payee = party && !noteAsPayee(party, body) ? (party === party.toUpperCase() ? titleCase(party) : party) : '';
  }
  // Who sent money in, named before «te envió», is its payee.
  const sender =
    capture.kind === 'income' ? (senderOf(body) ?? (payee ? undefined : senderAfterAmount(body))) : undefined;
  if (sender && squash(sender) !== squash(payee)) payee = sender === sender.toUpperCase() ? titleCase(sender) : sender;
  // «de NOMINA HOSTELERIA COSTA SL»: the company after the kind of pay paid it.
  if (capture.kind === 'income') payee = payerAfterPayWord(payee, body) ?? payee;
  // Named after the amount and the account («… por DIRECTV», «Lo envió Ana Paz»): with its category.
  if (!payee) ({ payee, categoryId } = namedPayee(capture, body, categoryId, context) ?? { payee, categoryId });
  // A company of several services (a carrier, an insurer): the mail's words name the one billed.
  if (capture.kind === 'expense' && !firm) {
    const said = `${message.subject}\n${concept ?? ''}\n${body.slice(0, 400)}`;
    categoryId = serviceLineOf(categoryId, said, context) ?? categoryId ?? insuranceLineOf(said, context) ?? null;
  }
  const date = capture.kind === 'income' ? (moneyBackDay(body, context.today) ?? capture.date) : capture.date;
  // A shop that mails its own receipt or refund («Amazon.es <pedidos@amazon.es>») is who was paid or paid back.
  if (!payee && !bankOf(message.from)) payee = brandOf(message.from) ?? '';
  // A shop's own receipt: the shop (or the restaurant of a delivery order) was paid (shop-receipt.ts).
  const own =
    shop && capture.kind === 'expense' ? shopReceiptFields(shop, { ...message, body }, payee, context) : undefined;
  if (own) {
    payee = own.payee;
    if (own.order || !categoryId) categoryId = own.categoryId ?? categoryId;
  }
  const day = own?.date ?? date;
  // A person's money that nothing filed: what they wrote, else «Otros ingresos» (person-income.ts).
  // («Otros ingresos» from a word alone is no reason: an order or a shared bill says more.)
  const loose = !categoryId || context.categories.find((item) => item.id === categoryId)?.key === 'income.other';
  if (capture.kind === 'income' && loose)
    categoryId = personIncomeCategory(payee, concept, body, context) ?? categoryId ?? null;
  // Interest the account earned was paid by the bank, as a fee is paid to it.
  const interest = context.categories.find((item) => item.id === categoryId)?.key === 'income.interest';
  // «ABONO INTERESES» taken from a table's concept names the movement, not who paid it.
  const payWords = /^(?:abono|pago|deposito|acreditacion)?(?:de)?(?:los)?(?:intereses|rendimientos)\w*$/.test(
    squash(payee),
  );
  if (capture.kind === 'income' && interest && (!payee || payWords))
    payee = bankOf(message.from) ?? bankOf(message.subject) ?? '';
  return { ...reading, outcome: { ...reading.outcome, capture: { ...capture, categoryId, payee, date: day } } };
}

/**
 * A transfer the reader took is between the accounts the mail names by their digits: one of the
 * user's accounts named and left out («desde tu Caja de Ahorro 2870» read as from another account
 * of the same bank's name) makes the reading wrong, and it is asked.
 */
function endsNamed(capture: Captured['capture'], body: string, context: UserContext): boolean {
  const ends = new Set([capture.account.id, capture.toAccount?.id]);
  return digitMentions(body).every((digits) => {
    const named = context.accounts.find((account) => account.digits?.includes(digits));
    return !named || ends.has(named.id);
  });
}

/** The fee told as a charge and read; undefined when that is not read as spending. */
function feeReading(
  message: { from: string; subject: string; body: string },
  body: string,
  context: UserContext,
): Reading | undefined {
  const told = feeSentence(body);
  const reading = told ? readOnce({ from: message.from, subject: '', body: told }, context) : undefined;
  return reading?.kind === 'capture' && reading.outcome.capture.kind === 'expense' ? reading : undefined;
}

const feeCategory = (kind: 'income' | 'expense', context: UserContext) => {
  const id =
    kind === 'expense'
      ? context.categories.find((item) => item.kind === 'expense' && item.key === 'debt.fees')?.id
      : undefined;
  return id ? { id, fee: true } : undefined;
};

/** What the money was for: a labelled concept, the same said inline («… 13:05. Mensaje: gasolina»), or the user's note. */
function conceptOf(body: string): string | undefined {
  return (
    labelledFields(body).concept ??
    /\b(?:concepto|mensaje|motivo|glosa|nota|descripci[oó]n)\s*:\s*([^\n]{2,80})/i.exec(body)?.[1]?.trim()
  );
}

function readOnce(message: { from: string; subject: string; body: string }, context: UserContext): Reading {
  const subject = normalized(message.subject);
  const body = normalized(message.body);
  if (notAMovement(subject, body) || englishNotDone(subject, body) || earnedOverPeriod(subject, body))
    return { kind: 'unreadable', reason: NOT_DONE };
  const fields = labelledFields(body);
  const owns = (digits: string) => context.accounts.find((account) => account.digits?.includes(digits))?.id;
  const isCard = (digits: string) =>
    context.accounts.some((account) => account.type === 'credit_card' && account.digits?.includes(digits));
  const labelled = [fields.card, fields.toCard].filter(Boolean).join(' ');
  const texts = [
    // An alert written in English, told as its Spanish sentence.
    englishSentence(subject, body, context, bankOf(message.from)),
    // A term deposit paid out: the interest it earned, not its capital coming back.
    depositInterestSentence(subject, body, bankOf(message.from)),
    ownTransferSentence(
      fields.amount ? `${fields.amount} ${labelled} ${fields.date ?? ''}` : body,
      subject,
      owns,
      isCard,
    ),
    // «Pagaste … a tu Tarjeta *4821 desde tu cuenta *7710» with a table whose labels name one end only.
    fields.amount ? ownTransferSentence(body, subject, owns, isCard) : undefined,
    // «Dinero añadido … Desde CaixaBank ****5580»: money put into this bank's account from another.
    topUpSentence(fields, subject, body),
    sentenceOf(fields, subject, body),
    body,
    `${subject}\n${body}`,
    plainSentence(subject, body),
  ];
  const bank = walletReceived(subject) ?? bankOf(message.from) ?? bankOf(subject);
  // «… te mandó $25.000»: money sent to the user in a verb the reader may not know.
  texts.push(toldAsSent(body));
  // Last, what an account earned in words the reader does not take for an alert.
  texts.push(earnedSentence(subject, body, bank));
  // The first text the reader takes decides: a question is never overruled by a looser reading.
  for (const text of texts.filter((item): item is string => Boolean(item))) {
    const outcome = parseAlert(text.slice(0, 4000), context, MAIL);
    if (!outcome) continue;
    if (outcome.ok) {
      // The reader took money in for money out (or the other way) against the mail's own words
      // («abono por $350.000»): the mail's words are told as a sentence, else it is asked.
      const contradicts =
        outcome.capture.kind === 'expense' && ['income', 'refund'].includes(movementOf(fields, subject, body));
      if (!contradicts) return { kind: 'capture', outcome: withPayee(outcome, fields, text, context), text };
      const plain = plainSentence(subject, body);
      const told = plain ? parseAlert(plain, context, MAIL) : undefined;
      if (told?.ok && told.capture.kind !== outcome.capture.kind)
        return { kind: 'capture', outcome: withPayee(told, fields, body, context), text: plain! };
      return { kind: 'ask', reason: UNCLEAR };
    }
    // «$4.312,55» in pesos: a bank's cents, told again in whole pesos.
    const whole = outcome.question.reason === 'decimals' ? roundedCents(text, outcome.question) : undefined;
    const rounded = whole ? parseAlert(whole.slice(0, 4000), context, MAIL) : undefined;
    if (rounded?.ok) return { kind: 'capture', outcome: withPayee(rounded, fields, whole!, context), text: whole! };
    // The bank's name stands in only for an alert whose digits (if any) are all the user's: digits no
    // account has are asked about. «Transferiste … a tu cuenta … 4402» names where the money went only.
    if (outcome.question.reason === 'alert_account' && bank && digitMentions(body).every((digits) => owns(digits))) {
      const named = parseAlert(`${text.slice(0, 4000)}\n${bank}`, context, MAIL);
      if (named?.ok) return { kind: 'capture', outcome: withPayee(named, fields, text, context), text };
    }
    // «… desde tu cuenta BBVA con tarjeta *8834»: the account paid with, named twice, is no second end.
    const single = outcome.question.reason === 'alert_account' ? oneAccountSentence(text, context) : undefined;
    const alone = single ? parseAlert(single.text.slice(0, 4000), context, MAIL) : undefined;
    if (alone?.ok && alone.capture.kind === 'expense' && alone.capture.account.id === single!.account.id)
      return { kind: 'capture', outcome: withPayee(alone, fields, single!.text, context), text };
    // «Tu cuenta … 7405 generó rendimientos por $212.35»: what the account earned, in the account its
    // digits name (the bank's name when none), though the reader could not tell money in from out.
    const earned = OPEN_QUESTIONS.has(outcome.question.reason as string)
      ? earnedSentence(
          subject,
          body,
          bank,
          digitMentions(body).find((digits) => owns(digits)),
        )
      : undefined;
    const yielded = earned ? parseAlert(earned, context, MAIL) : undefined;
    if (yielded?.ok && yielded.capture.kind === 'income')
      return { kind: 'capture', outcome: withPayee(yielded, fields, earned!, context), text: earned! };
    // The reader saw an amount but not whether it went out or came in («abono por $350.000»): the
    // mail's own words of movement may tell it.
    const plain = OPEN_QUESTIONS.has(outcome.question.reason as string) ? plainSentence(subject, body) : undefined;
    const told = plain && plain !== text ? parseAlert(plain, context, MAIL) : undefined;
    if (told?.ok) return { kind: 'capture', outcome: withPayee(told, fields, body, context), text: plain! };
    return { kind: 'question', outcome, text };
  }
  return { kind: 'unreadable', reason: UNREADABLE };
}

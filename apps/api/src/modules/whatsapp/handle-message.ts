import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { whatsappInbox } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { HttpError } from '../../lib/errors.ts';
import { deleteTransaction, getTransaction, updateTransaction } from '../transactions/service.ts';
import { rememberPayee } from '../kernel/payee-memory.ts';
import { findAccounts } from './account-words.ts';
import { reaccountMentions } from './reaccount-choice.ts';
import { type AmountCandidate, toMinor } from './amounts.ts';
import { minorDigits } from '@cuentas/shared/money';
import { findCategoryWords } from './category-words.ts';
import { loadUserContext, type UserContext } from './context.ts';
import { detectIntent, type Intent } from './intent.ts';
import { looksLikeAlert, parseAlert } from './alerts.ts';
import { splitMovements } from './multi.ts';
import { selfRepaired } from './self-repair.ts';
import { isBankNotice } from './notices.ts';
import { applyKindFix, categoryOfTarget } from './kind-fix.ts';
import { captureSeveral } from './capture-list.ts';
import type { Handled, Writer } from './handled.ts';
import { describe, KIND_WORDS, record } from './record.ts';
import { answerQuestion } from './ask.ts';
import { alreadyThere, ANOTHER, joinCapture, joinedReply, sameQuestionReply } from './already-there.ts';
import type { Road } from '../kernel/purchase-match.ts';
import { type CategoryRef, categoryByName, parseCapture } from './parse-message.ts';
import { balances, budgetLeft, leftAfterCapture } from './questions.ts';
import { dayLabel, helpText, money, questionText, replies } from './replies.ts';
import { fold, stem } from './text.ts';
import { householdTurn } from './household-phrases.ts';
import { splitLast } from './split-fix.ts';
import { FIX_WINDOW_MS, fixNotUnderstood, readsLikeFix } from './unread-fix.ts';
import { readCategoryAnswer, readFollowUp, readJoinedFixes, zeroSlip } from './follow-up-fixes.ts';
import { askedAmountRetold } from './retold-after-ask.ts';
import { childNamedWithGroup } from './group-child.ts';
import { hasPermission } from '../kernel/plan.ts';
import { answerReceiptQuestion, receiveReceiptFromWhatsApp } from '../receipts/service.ts';

export type { Handled, Writer } from './handled.ts';

async function capture(deps: Deps, context: UserContext, text: string, write: Writer): Promise<Handled> {
  if (!context.captureEnabled) return { reply: replies.captureOff(deps.config.appUrl) };
  // Recording by message is Premium's (decision 014); questions about one's own figures stay open.
  if (!(await hasPermission(deps, context.session.userId, 'whatsapp.capture')))
    return { reply: replies.planRequired(deps.config.appUrl) };
  const alert = parseAlert(text, context);
  const several = alert ? undefined : splitMovements(text, context.accounts);
  if (several) return captureSeveral(deps, context, text, several, write);
  // «otro café 2500»: one more purchase, never the one already there (decision 048).
  const another = !alert && ANOTHER.test(text);
  const parsed = alert ?? parseCapture(another ? text.replace(ANOTHER, '') : text, context);
  if (!parsed.ok) {
    // A question we do not know («¿qué puedes hacer?»), not a capture missing its amount.
    if (parsed.question.reason === 'no_amount' && text.includes('?')) return { reply: helpText(deps.config.appUrl) };
    // A few words with no number after a capture are likely a follow-up the chat did not read: say
    // what was not understood, not that an amount is missing.
    if (parsed.question.reason === 'no_amount' && !/\d/.test(text) && text.trim().split(/\s+/).length <= 6) {
      if (await lastCapture(deps, context)) return { reply: replies.followUpUnread(text.trim()) };
    }
    return { reply: questionText(parsed.question, deps.config.appUrl) };
  }
  const result = parsed.capture;
  const category = result.categoryId
    ? context.categories.find((candidate) => candidate.id === result.categoryId)?.name
    : undefined;
  // The same purchase brought by the bank, a forwarded alert or a typed note: met, not added.
  const road: Road = alert ? 'alert' : 'typed';
  const there = another ? null : await alreadyThere(deps, context, result, road);
  if (there && !there.certain) return { reply: sameQuestionReply(context, result, there.row, text) };
  if (there) {
    const joined = joinedReply(context, result, there.row);
    return write(async (writing) => {
      await joinCapture(writing, context, result, there.row, road);
      return { reply: joined, transactionId: there.row.id };
    });
  }
  const recorded = `✅ Anotado: ${describe(context, result)}.`;
  // The movement and the message's mark commit together; what is left of the budget is read after.
  const { transactionId } = await write(async (writing) => ({
    reply: recorded,
    transactionId: await record(writing, context, result, text, road),
  }));
  let reply = recorded;
  if (result.kind !== 'transfer') {
    const left =
      result.categoryId && result.kind === 'expense'
        ? await leftAfterCapture(deps, context, result.categoryId, result.date)
        : undefined;
    if (left) reply += ` ${left}`;
    else if (!category) reply += ' Si quieres, dime la categoría: «categoría mercado».';
  }
  return { reply, transactionId };
}

/**
 * The movement of the user's latest capture. One deleted in the app is not skipped over to an
 * older one (a correction must never land on a movement the person is not thinking of); one undone
 * here no longer counts, so «deshacer» twice undoes the two latest.
 */
async function lastCapture(deps: Deps, context: UserContext) {
  const [row] = await deps.db
    .select({
      id: whatsappInbox.id,
      transactionId: whatsappInbox.transactionId,
      reply: whatsappInbox.reply,
      receivedAt: whatsappInbox.receivedAt,
    })
    .from(whatsappInbox)
    // The inbox keeps the sender; the session names the ledger their chat writes to.
    .where(
      and(
        eq(whatsappInbox.userId, context.session.actorId ?? context.session.userId),
        isNotNull(whatsappInbox.transactionId),
      ),
    )
    .orderBy(desc(whatsappInbox.receivedAt), desc(whatsappInbox.id))
    .limit(1);
  if (!row) return undefined;
  try {
    // «✅ Anoté 3: …»: the message saved a list, of which the inbox keeps only the last movement.
    const listed = Number(row.reply?.match(/✅ Anoté (\d+):/)?.[1] ?? 1);
    return {
      inboxId: row.id,
      listed,
      receivedAt: row.receivedAt,
      transaction: await getTransaction(deps, context.session, row.transactionId!),
    };
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 404) return undefined;
    throw err;
  }
}

/**
 * The user's category a correction names by its own name: whole, by stem, or by one word of it
 * when only one category has that word («ropa» → Ropa y calzado) or one begins with it («médico»
 * → Médico y especialistas, not Seguro médico). «seguro» begins three categories: those are
 * returned as `choices`, to be asked about.
 */
function categoryNamed(
  context: UserContext,
  target: string,
  kind: 'income' | 'expense',
): { category?: CategoryRef; choices?: string[] } {
  const wanted = fold(target).replace(/^(la |el |los |las )/, '');
  const pool = context.categories.filter((category) => category.kind === kind);
  const whole =
    pool.find((category) => fold(category.name) === wanted) ??
    pool.find((category) => stem(fold(category.name)) === stem(wanted));
  if (whole) return { category: whole };
  const byWord = pool.filter((category) =>
    fold(category.name)
      .split(' ')
      .some((word) => word.length >= 4 && stem(word) === stem(wanted)),
  );
  // «médico» heads «Médico y especialistas» and ends «Seguro médico»: the one it heads is meant.
  const heads = byWord.filter((category) => stem(fold(category.name).split(' ')[0]!) === stem(wanted));
  if (heads.length === 1) return { category: heads[0] };
  if (byWord.length > 1) return { choices: byWord.map((category) => category.name) };
  return { category: byWord[0] };
}

function resolveCategory(
  context: UserContext,
  target: string,
  kind: 'income' | 'expense',
): { category?: CategoryRef; choices?: string[] } {
  const wanted = fold(target).replace(/^(la |el |los |las )/, '');
  const named = categoryNamed(context, target, kind);
  if (named.category || named.choices) return named;
  // «el perro», «unos tenis»: what the words name, when they name one category only; «comida o
  // ropa» names two, so it is asked about rather than guessed.
  const hits = findCategoryWords(wanted, kind);
  if (new Set(hits.map((hit) => hit.category)).size > 1 && !hits[0]!.brand) return {};
  return { category: hits[0] ? categoryByName(context.categories, hits[0].category, kind) : undefined };
}

/** «tu gasto de $ 18.000 (Uber)»: the movement a correction changes, as the person knows it. */
function movementWords(
  context: UserContext,
  transaction: { kind: string; payee: string; amount: number; currency: string },
  withAmount = true,
) {
  const noun =
    transaction.kind === 'transfer' ? 'la transferencia' : transaction.kind === 'income' ? 'tu ingreso' : 'tu gasto';
  const amount = withAmount ? ` de ${money(Math.abs(transaction.amount), transaction.currency, context.locale)}` : '';
  const payee = transaction.payee && transaction.kind !== 'transfer' ? ` (${transaction.payee})` : '';
  return `${noun}${amount}${payee}`;
}

/** The chat's latest answer: what it said, whether it saved something, and the message it answered. */
async function latestAnswer(deps: Deps, context: UserContext) {
  const [row] = await deps.db
    .select({ reply: whatsappInbox.reply, transactionId: whatsappInbox.transactionId, payload: whatsappInbox.payload })
    .from(whatsappInbox)
    .where(
      and(eq(whatsappInbox.userId, context.session.actorId ?? context.session.userId), isNotNull(whatsappInbox.reply)),
    )
    .orderBy(desc(whatsappInbox.receivedAt), desc(whatsappInbox.id))
    .limit(1);
  return row;
}

/**
 * Whether the chat's latest answer asked about a message and saved nothing: a correction sent
 * after it («con la visa» after «¿Con cuál cuenta?») is about that unsaved message, never about an
 * older capture the person is not thinking of.
 */
async function lastWasAsked(deps: Deps, context: UserContext): Promise<boolean> {
  const row = await latestAnswer(deps, context);
  const reply = row?.reply ?? '';
  // After «Tu mensaje anterior no lo anoté…» the person is still answering that question.
  if (reply === replies.askedNotSaved) return true;
  return Boolean(
    row && !row.transactionId && /no anoté (?:nada|ninguno)/i.test(reply) && !reply.startsWith('No vi un gasto'),
  );
}

/**
 * The message the chat's latest answer asked about and saved nothing of («40 mil al galicia» →
 * «¿Con cuál cuenta?…»), when it held an amount; undefined otherwise.
 */
async function askedMessage(deps: Deps, context: UserContext): Promise<string | undefined> {
  const row = await latestAnswer(deps, context);
  if (!row || row.transactionId || !/no anoté nada/i.test(row.reply ?? '')) return undefined;
  const payload = row.payload as { type?: string; text?: { body?: unknown } } | null;
  const body = payload?.type === 'text' ? payload.text?.body : undefined;
  return typeof body === 'string' && /\d/.test(body) ? body : undefined;
}

async function correct(
  deps: Deps,
  context: UserContext,
  intent: ReturnType<typeof detectIntent>,
  // The message as sent: what it says besides the fix («…, era la farmacia») may narrow it.
  message = '',
): Promise<Handled> {
  const last = await lastCapture(deps, context);
  if (!last) return { reply: replies.nothingToFix };
  if (await lastWasAsked(deps, context)) return { reply: replies.askedNotSaved };
  // After a list, «no, eran 18» or «deshacer» could mean any of its movements: the last one saved
  // is not necessarily the one the person means, so nothing is changed.
  if (last.listed > 1) return { reply: replies.listNotFixed(last.listed, deps.config.appUrl) };
  // «ponle 25 y que fue con bizum»: each change in turn, each said in the reply.
  if (intent.type === 'several') {
    const said: string[] = [];
    for (const part of intent.parts) said.push((await correct(deps, context, part, message)).reply);
    return { reply: said.join('\n') };
  }
  const { transaction } = last;
  if (intent.type === 'split') return splitLast(deps, context, last.inboxId, transaction, intent.text);
  const amount = money(Math.abs(transaction.amount), transaction.currency, context.locale);
  const what = movementWords(context, transaction);
  const day = (date: string) => dayLabel(date, context.today, context.locale);
  if (intent.type === 'undo') {
    // A capture that met the bank's or an alert's movement undoes nothing of the bank's (decision 048).
    if (transaction.origin !== 'whatsapp') {
      await deps.db.update(whatsappInbox).set({ transactionId: null }).where(eq(whatsappInbox.id, last.inboxId));
      return { reply: replies.undoneNotOurs };
    }
    await deleteTransaction(deps, context.session, transaction.id);
    await deps.db.update(whatsappInbox).set({ transactionId: null }).where(eq(whatsappInbox.id, last.inboxId));
    const gone = `${transaction.kind === 'transfer' ? 'la transferencia' : `el ${KIND_WORDS[transaction.kind]}`} de ${amount}${transaction.payee && transaction.kind !== 'transfer' ? ` (${transaction.payee})` : ''}`;
    return { reply: replies.undone(gone) };
  }
  if (intent.type === 'reamount') {
    const minor = toMinor(
      inThousandsLike(intent.amount, Math.abs(transaction.amount), transaction.currency),
      transaction.currency,
    );
    if (!minor.ok || transaction.kind === 'transfer') return { reply: replies.amountNotFixed };
    await updateTransaction(deps, context.session, transaction.id, {
      amount: transaction.amount < 0 ? -minor.minor : minor.minor,
      ...(intent.date ? { date: intent.date } : {}),
    });
    const fixed = money(minor.minor, transaction.currency, context.locale);
    const named = movementWords(context, transaction, false);
    if (intent.date)
      return { reply: replies.reamountedAndRedated(named, amount, fixed, day(transaction.date), day(intent.date)) };
    return { reply: replies.reamounted(named, amount, fixed) };
  }
  if (intent.type === 'retell') return retellAsTransfer(deps, context, transaction, intent.text, what);
  if (intent.type === 'redate') {
    await updateTransaction(deps, context.session, transaction.id, { date: intent.date });
    return { reply: replies.redated(what, day(transaction.date), day(intent.date)) };
  }
  if (intent.type === 'reaccount') {
    const { mentions, onlyCurrent } = reaccountMentions(intent.target, context.accounts, transaction.account_id);
    const onName = context.accounts.find((account) => account.id === transaction.account_id)?.name ?? 'esa cuenta';
    if (onlyCurrent) return { reply: replies.alreadyOnAccount(what, onName) };
    const mention = mentions[0];
    // «fue con la tarjeta» when there are two cards: a type word that names no one account is asked about.
    const alike =
      mention?.score === 1
        ? mentions.filter((other) => other.score === 1 && other.account.type === mention.account.type)
        : [];
    if (alike.length > 1) return { reply: replies.whichAccountFix(alike.map((other) => other.account.name)) };
    if (mention) {
      if (mention.account.currency !== transaction.currency)
        return { reply: replies.accountCurrency(mention.account.name) };
      await updateTransaction(deps, context.session, transaction.id, { account_id: mention.account.id });
      return { reply: replies.reaccounted(what, onName, mention.account.name) };
    }
    // "era en comida": not an account, so it names a category.
    return correct(deps, context, { type: 'recategorize', target: intent.target }, message);
  }
  if (intent.type === 'rekind') {
    // «en realidad me lo transfirieron al galicia»: the account it came through, named by name, moves
    // too; when the kind was already right, that is the whole correction.
    const through = intent.said ? namedAccount(context, intent.said) : undefined;
    const sameKind = intent.kind !== 'flip' && intent.kind === transaction.kind;
    if (through && through.id !== transaction.account_id) {
      if (sameKind) return correct(deps, context, { type: 'reaccount', target: through.name });
      if (through.currency === transaction.currency)
        await updateTransaction(deps, context.session, transaction.id, { account_id: through.id });
    }
    const category = intent.target
      ? categoryOfTarget(context, intent.target, intent.kind === 'income' ? 'income' : 'expense', categoryByName)
      : undefined;
    const turned = await applyKindFix(deps, context, transaction, intent, category);
    if (turned === 'transfer') return { reply: replies.transferNotTurned };
    return { reply: replies.rekinded(what, KIND_WORDS[turned.to], turned.category) };
  }
  if (intent.type !== 'recategorize') return { reply: replies.nothingToFix };
  // «no, era plin»: a word that names one of the accounts by name corrects the account, not the category.
  // «pásalo a la cuenta de ahorros», «ponlo en efectivo»: an account's type, unless a category has
  // that name («ponlo en ahorro» is the Ahorro group).
  const named = findAccounts(fold(intent.target), context.accounts).find(
    (mention) =>
      mention.score >= 2 || (mention.score === 1 && !categoryNamed(context, intent.target, 'expense').category),
  );
  if (named && fold(intent.target).replace(/^(la|el|mi|con|en|a|al) /, '').length <= named.end - named.start + 4)
    return correct(deps, context, { type: 'reaccount', target: intent.target });
  // «cámbialo a ingreso», «ponlo como gasto»: a kind named where a category goes turns the kind.
  const kindNamed = fold(intent.target).match(
    /^(?:un |una |como |de )?(?<kind>ingreso|entrada|gasto|egreso|salida)s?$/,
  );
  if (kindNamed) {
    const kind = /ingreso|entrada/.test(kindNamed.groups!.kind!) ? 'income' : 'expense';
    return correct(deps, context, { type: 'rekind', kind }, message);
  }
  if (transaction.kind === 'transfer') return { reply: replies.transferNoCategory };
  // «reembolso de la pega, no venta, lo del almuerzo»: what comes before the first pause, when
  // the whole names nothing.
  const whole = resolveCategory(context, intent.target, transaction.kind);
  const firstClause = intent.target.split(/\s*[,;]\s*/)[0]!;
  const clause =
    whole.category || whole.choices || firstClause === intent.target
      ? whole
      : resolveCategory(context, firstClause, transaction.kind);
  // «reembolso de la pega» names a refund and a job: money given back is a refund (kind-fix.ts).
  const read =
    clause.category || clause.choices
      ? undefined
      : categoryOfTarget(context, firstClause, transaction.kind, categoryByName);
  const resolved = read ? { category: read } : clause;
  // «es un reembolso», «era mi sueldo» of a spending: a category only money in has turns it to money in.
  if (!resolved.category && !resolved.choices && transaction.kind === 'expense') {
    const income = categoryNamed(context, intent.target, 'income').category;
    if (income) return correct(deps, context, { type: 'rekind', kind: 'income', target: income.name }, message);
  }
  if (resolved.choices) return { reply: replies.whichCategory(resolved.choices) };
  // «ponlo en salud, era la farmacia»: the group named, and the one of its categories the words name.
  const category =
    resolved.category && childNamedWithGroup(context.categories, resolved.category, message, intent.target);
  if (!category) return { reply: replies.unknownCategory(intent.target) };
  const from = transaction.category_id
    ? (context.categories.find((candidate) => candidate.id === transaction.category_id)?.name ?? 'otra categoría')
    : 'Sin categoría';
  await updateTransaction(deps, context.session, transaction.id, { category_id: category.id });
  await teach(deps, context, transaction.payee, category.id);
  return { reply: replies.recategorized(what, from, category.name, transaction.payee) };
}

/**
 * «no era un ingreso, fue que pasé plata de ahorros a bancolombia»: the last capture was a move
 * between the user's own accounts. It is read again as that transfer, with its amount, and replaces
 * the capture; when the move does not read as a transfer of a whole amount, nothing changes.
 */
async function retellAsTransfer(
  deps: Deps,
  context: UserContext,
  transaction: { id: string; kind: string; amount: number; currency: string; origin: string },
  told: string,
  what: string,
): Promise<Handled> {
  const units = Math.abs(transaction.amount) / 10 ** minorDigits(transaction.currency);
  if (transaction.kind === 'transfer' || transaction.origin !== 'whatsapp' || !Number.isInteger(units))
    return { reply: replies.notRetold };
  const parsed = parseCapture(`${told} ${units}`, context);
  if (!parsed.ok || parsed.capture.kind !== 'transfer' || parsed.capture.account.currency !== transaction.currency)
    return { reply: replies.notRetold };
  await deleteTransaction(deps, context.session, transaction.id);
  const transactionId = await record(deps, context, parsed.capture, told);
  return { reply: replies.retold(what, describe(context, parsed.capture)), transactionId };
}

/** The one account words name by its own name («al galicia», «en la cuenta rut»), not by a type word. */
function namedAccount(context: UserContext, said: string) {
  // «galicia» names Galicia wholly and Visa Galicia in part: the best-named one, when no other ties it.
  const [top, ...others] = findAccounts(fold(said), context.accounts).filter((mention) => mention.score >= 2);
  if (!top || others.some((other) => other.score === top.score && other.account.id !== top.account.id))
    return undefined;
  return top.account;
}

/**
 * «no, eran 18» after «taxi 15 mil»: a bare small number correcting an amount in thousands is said
 * in the same thousands (18.000, never 18). Only when the result is near the old amount; otherwise
 * the number is taken as written.
 */
function inThousandsLike(amount: AmountCandidate, oldMinor: number, currency: string): AmountCandidate {
  if (amount.marked || amount.multiplier !== 1 || amount.fraction) return amount;
  const oldUnits = oldMinor / 10 ** minorDigits(currency);
  const thousands = Number(amount.integer) * 1_000;
  if (oldUnits < 1_000 || Number(amount.integer) >= 1_000 || thousands < oldUnits / 3 || thousands > oldUnits * 3)
    return amount;
  return { ...amount, multiplier: 1_000 };
}

/**
 * The payee now points to the category the user chose, in the one payee memory imports and the
 * forms use too, which the user sees and edits on /categories (decision 021).
 */
async function teach(deps: Deps, context: UserContext, payee: string, categoryId: string) {
  if (payee)
    await rememberPayee(deps.db, context.session.userId, payee, categoryId, { correction: true, now: deps.now() });
}

/** One message from a linked user, whatever it asks: a capture, a correction, a question or help. */
export async function handleMessage(
  deps: Deps,
  user: { id: string; phone: string | null; timeZone: string | null },
  message: string,
  // Without an inbox row to mark, the writes are made as they come.
  write: Writer = (work) => work(deps),
): Promise<Handled> {
  // «taxi 20… digo 25»: a slip taken back in the message is read as what was meant.
  const text = selfRepaired(message);
  const context = await loadUserContext(deps, user);
  // «sí», «no» or «eran 25» answering a receipt question (decision 043) comes before anything else.
  if (context.captureEnabled) {
    const receiptAnswer = await answerReceiptQuestion(deps, context.session, text);
    if (receiptAnswer) return { reply: receiptAnswer };
  }
  // «a medias con Ana», «lo pagó Luis», «¿cuánto le debo a Ana?» in a shared household (decision 050).
  const household = await householdTurn(deps, context, text);
  if (household && 'reply' in household) return household;
  if (household) return household.finish(await capture(deps, context, household.text, household.wrap(write)));
  // A bank's security notice or offer moves no money, whatever numbers it carries.
  if (isBankNotice(text)) return { reply: replies.bankNotice };
  // A pasted bank alert is a capture, whatever its wording («¿Fue usted? Responda SI o NO»).
  const intent: Intent = looksLikeAlert(text) ? { type: 'capture' } : detectIntent(text, context.today);
  // «40 mil al galicia» was asked about; «es un ingreso, me devolvieron plata» answers it: the two
  // messages are read as one capture (which asks again if it is still not sure).
  if (intent.type === 'rekind' && context.captureEnabled) {
    const asked = await askedMessage(deps, context);
    if (asked) return capture(deps, context, `${asked}, ${text}`, write);
  }
  // «no era un gasto, es que pasé lana de bbva a mercado pago» after «¿Con cuál cuenta?»: the
  // unsaved message's amount, told again as a move between one's own accounts.
  if (intent.type === 'retell' && context.captureEnabled) {
    const retold = askedAmountRetold(await askedMessage(deps, context), intent.text, context);
    if (retold) return capture(deps, context, retold, write);
  }
  // «pagué 150 soles» → «no sé qué pagaste…» → «eso fue la consulta, ponlo en médicos»: the
  // category answers the question; the two are read as one capture, which asks again if unsure.
  if (intent.type === 'recategorize' && context.captureEnabled) {
    const asked = await askedMessage(deps, context);
    const told = asked ? parseCapture(`${asked} en ${intent.target}`, context) : undefined;
    if (asked && told?.ok && told.capture.categoryId)
      return capture(deps, context, `${asked} en ${intent.target}`, write);
  }
  // A follow-up the readers above miss, right after a capture: read as the fix it is. One read
  // as a single fix may join a second with «y», which that reading would drop.
  // «mejor no lo anotes, me lo devuelve mañana» reads as money still to come.
  const unread = intent.type === 'capture' || intent.type === 'not_money' || intent.type === 'not_now';
  // A kind fix reads the category said with it itself («lo pagué yo, era el alquiler de…»).
  const single = ['reamount', 'redate', 'reaccount', 'recategorize'].includes(intent.type);
  if ((unread || (single && /\sy\s|,/.test(text))) && context.captureEnabled && !looksLikeAlert(text)) {
    const follow = unread
      ? (readFollowUp(text, context.today, context.accounts) ??
        // «internet» after «Si quieres, dime la categoría»: the answer to what the chat asked.
        ((await latestAnswer(deps, context))?.reply?.includes('dime la categoría')
          ? readCategoryAnswer(text)
          : undefined))
      : readJoinedFixes(text, context.today, context.accounts);
    const last = follow ? await lastCapture(deps, context) : undefined;
    if (follow && last && deps.now().getTime() - last.receivedAt.getTime() <= FIX_WINDOW_MS)
      return write((writing) => correct(writing, context, follow, text));
  }
  // «le faltó un cero»: the last capture's amount, ten times more or less.
  const zero = unread && context.captureEnabled ? zeroSlip(text) : undefined;
  if (zero) {
    const last = await lastCapture(deps, context);
    if (last && deps.now().getTime() - last.receivedAt.getTime() <= FIX_WINDOW_MS) {
      const digits = minorDigits(last.transaction.currency);
      const [integer, fraction = ''] = ((Math.abs(last.transaction.amount) / 10 ** digits) * zero)
        .toFixed(digits)
        .split('.');
      const amount = { start: 0, end: 0, integer: integer!, fraction: fraction.replace(/0+$/, ''), multiplier: 1 };
      const reamount = { type: 'reamount' as const, amount: { ...amount, marked: true, plus: false } };
      return write((writing) => correct(writing, context, reamount, text));
    }
  }
  switch (intent.type) {
    case 'help':
      return { reply: helpText(deps.config.appUrl) };
    case 'balance':
      return { reply: await balances(deps, context) };
    case 'budget':
      return { reply: await budgetLeft(deps, context) };
    case 'undo':
    case 'reamount':
    case 'redate':
    case 'reaccount':
    case 'recategorize':
    case 'rekind':
    case 'several':
    case 'split':
    case 'retell':
      // A correction reads the latest capture and changes it in the same transaction as the mark.
      return write((writing) => correct(writing, context, intent, text));
    case 'question':
      return { reply: await answerQuestion(deps, context, text) };
    case 'not_now':
      return { reply: replies.notNow };
    case 'not_money':
      return { reply: replies.notMoney };
    case 'capture': {
      const fix = context.captureEnabled && !looksLikeAlert(text) && readsLikeFix(text);
      const last = fix ? await lastCapture(deps, context) : undefined;
      if (last && deps.now().getTime() - last.receivedAt.getTime() <= FIX_WINDOW_MS)
        return {
          reply: fixNotUnderstood(
            movementWords(context, last.transaction),
            context.accounts.find((account) => account.id !== last.transaction.account_id)?.name,
          ),
        };
      return capture(deps, context, text, write);
    }
  }
}

/** A photo or PDF of a receipt (decision 043): read on the queue, then asked about in the chat. */
export async function handleMedia(
  deps: Deps,
  user: { id: string; phone: string | null; timeZone: string | null },
  media: { id: string; mime_type: string; filename?: string },
): Promise<string> {
  const context = await loadUserContext(deps, user);
  if (!context.captureEnabled) return replies.captureOff(deps.config.appUrl);
  const ledgerId = context.session.userId;
  if (!(await hasPermission(deps, ledgerId, 'whatsapp.capture'))) return replies.planRequired(deps.config.appUrl);
  return receiveReceiptFromWhatsApp(deps, ledgerId, media);
}

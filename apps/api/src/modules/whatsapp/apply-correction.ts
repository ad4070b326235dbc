import { and, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import { whatsappInbox } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { HttpError } from '../../lib/errors.ts';
import { deleteTransaction, getTransaction, updateTransaction } from '../transactions/service.ts';
import { findAccounts } from './account-words.ts';
import { reaccountMentions } from './reaccount-choice.ts';
import { type AmountCandidate, toMinor } from './amounts.ts';
import { minorDigits } from '@cuentas/shared/money';
import { findCategoryWords } from './category-words.ts';
import { type UserContext } from './context.ts';
import type { detectIntent } from './intent.ts';
import { applyKindFix, categoryOfTarget } from './kind-fix.ts';
import type { Handled } from './handled.ts';
import { describe, KIND_WORDS, record } from './record.ts';
import { type CategoryRef, categoryByName, parseCapture } from './parse-message.ts';
import { dayLabel, money, replies } from './replies.ts';
import { fold, stem } from './text.ts';
import { splitLast } from './split-fix.ts';
import { childNamedWithGroup } from './group-child.ts';
import { whatItReallyWas } from './really-was.ts';
import { dayOfTarget } from './corrections.ts';
import { reaccountTransferEnd } from './transfer-end-fix.ts';

// A message that fixes the movement just captured (or the one the chat asked about): which capture
// it is, what the words change, and the honest reply. handle-message.ts decides when a message is one.

/**
 * The chat's latest answered messages that meet `which`, latest first: what was replied, when, and
 * what it saved. The inbox keeps the sender; the session names the ledger their chat writes to.
 */
export function latestAnswers(deps: Deps, context: UserContext, which: SQL, limit: number) {
  return deps.db
    .select({
      id: whatsappInbox.id,
      transactionId: whatsappInbox.transactionId,
      reply: whatsappInbox.reply,
      receivedAt: whatsappInbox.receivedAt,
    })
    .from(whatsappInbox)
    .where(and(eq(whatsappInbox.userId, context.session.actorId ?? context.session.userId), which))
    .orderBy(desc(whatsappInbox.receivedAt), desc(whatsappInbox.id))
    .limit(limit);
}

/**
 * The movement of the user's latest capture. One deleted in the app is not skipped over to an
 * older one (a correction must never land on a movement the person is not thinking of); one undone
 * here no longer counts, so «deshacer» twice undoes the two latest.
 */
export async function lastCapture(deps: Deps, context: UserContext) {
  const [row] = await latestAnswers(deps, context, isNotNull(whatsappInbox.transactionId), 1);
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

// «una transferencia», «un traspaso», «pasé», «moví», «me transferí»: a move said as such.
const TRANSFER_TOLD = /\b(?:transferencia|traspaso|transferi|me transferi|pase|movi)\b/;

const capitalized = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** «tu gasto de $ 18.000 (Uber)»: the movement a correction changes, as the person knows it. */
export function movementWords(
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
export async function latestAnswer(deps: Deps, context: UserContext) {
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
export async function askedMessage(deps: Deps, context: UserContext): Promise<string | undefined> {
  const row = await latestAnswer(deps, context);
  if (!row || row.transactionId || !/no anoté nada/i.test(row.reply ?? '')) return undefined;
  const payload = row.payload as { type?: string; text?: { body?: unknown } } | null;
  const body = payload?.type === 'text' ? payload.text?.body : undefined;
  return typeof body === 'string' && /\d/.test(body) ? body : undefined;
}

export async function correct(
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
    // A transfer's two legs change together only in one currency (a leg in another one is not known here).
    const other = transaction.counterpart?.account_id;
    const mirrored = context.accounts.find((account) => account.id === other)?.currency === transaction.currency;
    if (!minor.ok || (transaction.kind === 'transfer' && !mirrored)) return { reply: replies.amountNotFixed };
    // «12.000 → 12.000» would claim a change that is none: the amount read may not be the one meant.
    if (minor.minor === Math.abs(transaction.amount) && !intent.date)
      return {
        reply: `${capitalized(movementWords(context, transaction, false))} ya estaba en ${amount}; no cambié nada. Si el monto es otro, dímelo así: «eran 25».`,
      };
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
    const moved = await reaccountTransferEnd(deps, context, transaction, intent.target, message, what);
    if (moved) return moved;
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
    // «quita eso, era una transferencia del bbva al revolut, no un gasto»: a move between two of
    // one's own accounts, read again as that transfer (nothing changes when it does not read so).
    if (intent.said && TRANSFER_TOLD.test(intent.said) && transaction.kind !== 'transfer') {
      const retold = await retellAsTransfer(deps, context, transaction, intent.said, what);
      if (retold.reply !== replies.notRetold) return retold;
    }
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
  // «era del lunes eso»: a day, not a category.
  const dayTold = dayOfTarget(fold(intent.target), context.today);
  if (dayTold) return correct(deps, context, { type: 'redate', date: dayTold }, message);
  // «no, era plin»: a word that names one of the accounts by name corrects the account, not the category.
  // «pásalo a la cuenta de ahorros», «ponlo en efectivo»: an account's type, unless a category has
  // that name («ponlo en ahorro» is the Ahorro group).
  // «fue transferencia de mercado pago», «pago por yape»: the way it was paid names the account.
  const way = fold(intent.target).replace(
    /^(?:(?:una|un|por|con|via) )?(?:transferencia|transfer|pago|deposito) (?:de|del|desde|por|con|via) /,
    '',
  );
  const named = findAccounts(way, context.accounts).find(
    (mention) =>
      mention.score >= 2 || (mention.score === 1 && !categoryNamed(context, intent.target, 'expense').category),
  );
  if (named && way.replace(/^(la|el|mi|con|en|a|al) /, '').length <= named.end - named.start + 4)
    return correct(deps, context, { type: 'reaccount', target: way }, message);
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
  // «perdón, metro el supermercado, no el tren»: the one category named that the denial does not.
  const really = category ? undefined : whatItReallyWas(message, transaction.kind);
  if (really && !category && fold(really) !== fold(intent.target))
    return correct(deps, context, { type: 'recategorize', target: really }, message);
  if (!category) return { reply: replies.unknownCategory(intent.target) };
  // «ponlo en educación» of Libros y material, naming none of the group's other categories: the
  // group it already belongs to, so the more precise category stays.
  const current = context.categories.find((candidate) => candidate.id === transaction.category_id);
  if (current && current.parentId === category.id)
    return { reply: `${capitalized(what)} ya está en ${current.name}, dentro de ${category.name}; no cambié nada.` };
  // A fix naming the category it is already in changes nothing, and the reply must not claim it did.
  if (current?.id === category.id) return { reply: `${capitalized(what)} ya está en ${current.name}; no cambié nada.` };
  const from = transaction.category_id
    ? (context.categories.find((candidate) => candidate.id === transaction.category_id)?.name ?? 'otra categoría')
    : 'Sin categoría';
  // «agua 480» filed in Agua, then «no, era de la luz»: the word was what misled, not a name to
  // learn; taught, every later water bill would go to Electricidad. A payee that names the
  // category it was filed in by the dictionary is left untaught.
  const misled = findCategoryWords(fold(transaction.payee), transaction.kind).some((hit) => hit.category === from);
  await updateTransaction(deps, context.session, transaction.id, { category_id: category.id }, { teach: !misled });
  return { reply: replies.recategorized(what, from, category.name, misled ? '' : transaction.payee) };
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
 * in the same thousands (18.000, never 18). Only when the result is within ten times the old
 * amount either way (digits swapped, «no, 81» after «18 mil», are 4.5 times); otherwise the number
 * is taken as written.
 */
export function inThousandsLike(amount: AmountCandidate, oldMinor: number, currency: string): AmountCandidate {
  if (amount.marked || amount.multiplier !== 1 || amount.fraction) return amount;
  const oldUnits = oldMinor / 10 ** minorDigits(currency);
  const thousands = Number(amount.integer) * 1_000;
  if (oldUnits < 1_000 || Number(amount.integer) >= 1_000 || thousands < oldUnits / 10 || thousands > oldUnits * 10)
    return amount;
  return { ...amount, multiplier: 1_000 };
}

import type { Deps } from '../../lib/deps.ts';
import { minorDigits } from '@cuentas/shared/money';
import { loadUserContext, type UserContext } from './context.ts';
import { detectIntent, type Intent } from './intent.ts';
import { looksLikeAlert, parseAlert } from './alerts.ts';
import { splitMovements } from './multi.ts';
import { accountsSaidPlainly } from './account-digits.ts';
import { findAccounts } from './account-words.ts';
import { selfRepaired } from './self-repair.ts';
import { isBankNotice } from './notices.ts';
import { captureSeveral } from './capture-list.ts';
import { toldTwice } from './told-twice.ts';
import { retoldAsk, retoldCapture } from './retold-capture.ts';
import type { Handled, Writer } from './handled.ts';
import { describe, record } from './record.ts';
import { answerQuestion } from './ask.ts';
import { alreadyThere, ANOTHER, joinCapture, joinedReply, sameQuestionReply } from './already-there.ts';
import type { Road } from '../kernel/purchase-match.ts';
import { parseCapture } from './parse-message.ts';
import { balances, budgetLeft, leftAfterCapture } from './questions.ts';
import { helpText, questionText, replies } from './replies.ts';
import { householdTurn } from './household-phrases.ts';
import { FIX_WINDOW_MS, fixNotUnderstood, readsLikeFix } from './unread-fix.ts';
import { readCategoryAnswer, readFollowUp, readJoinedFixes, zeroSlip } from './follow-up-fixes.ts';
import { askedAmountRetold } from './retold-after-ask.ts';
import { dayBesideAmount } from './corrections.ts';
import { fold } from './text.ts';
import { answerToAsked } from './asked-answer.ts';
import { listAccountAnswer } from './list-account-answer.ts';
import { whatItReallyWas } from './really-was.ts';
import { restatedKindFix } from './restated-fix.ts';
import { readLooseFix } from './loose-fixes.ts';
import { namedFixTurn } from './named-fix.ts';
import { togetherTurn } from './together-total.ts';
import { amountFromArithmetic, sumNotClear } from './amount-arithmetic.ts';
import { fileMoneyIn, noteCategory, readMoneyInNote } from './money-in-note.ts';
import { fixedCapture, readFieldsFix, takesBackCapture, totalSaid, withoutJoiningAnd } from './fields-fix.ts';
import { askedMessage, correct, lastCapture, latestAnswer, movementWords } from './apply-correction.ts';
import { amountAlone, plausibleFix } from './bare-amount-fix.ts';
import { hasPermission } from '../kernel/plan.ts';
import { answerReceiptQuestion, receiveReceiptFromWhatsApp } from '../receipts/service.ts';

export type { Handled, Writer } from './handled.ts';

async function capture(deps: Deps, context: UserContext, text: string, write: Writer): Promise<Handled> {
  if (!context.captureEnabled) return { reply: replies.captureOff(deps.config.appUrl) };
  // Recording by message is Premium's (decision 014); questions about one's own figures stay open.
  if (!(await hasPermission(deps, context.session.userId, 'whatsapp.capture')))
    return { reply: replies.planRequired(deps.config.appUrl) };
  const alert = parseAlert(text, context);
  // «a los ahorros, la cuenta 3301»: an account's last digits name it, never a second amount.
  const said = accountsSaidPlainly(text, context.accounts);
  const listed = alert ? undefined : splitMovements(said, context.accounts);
  // «… hoy compré el copete 20 lucas en la botillería»: one purchase told twice is read once.
  const retold = toldTwice(listed, text);
  const several = retold ? undefined : listed;
  if (several) return captureSeveral(deps, context, text, several, write);
  // «otro café 2500»: one more purchase, never the one already there (decision 048).
  const another = !alert && ANOTHER.test(text);
  const parsed = alert ?? parseCapture(retold ?? (another ? said.replace(ANOTHER, '') : said), context);
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
  // A pasted bank alert is a capture, whatever its wording («¿Fue usted? Responda SI o NO»); a
  // question with no amount («¿cuánto hay en la cuenta 3301?») is none, whatever digits it names.
  const read = detectIntent(text, context.today);
  const asking = ['question', 'balance', 'budget'].includes(read.type);
  const intent: Intent = looksLikeAlert(text) && !asking ? { type: 'capture' } : read;
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
  // «lo pagué desde bbva» after «No sé de qué cuenta es esta alerta»: the account the question asked.
  const answerable = ['capture', 'reaccount', 'recategorize', 'not_money', 'retell'].includes(intent.type);
  if (answerable && context.captureEnabled && !/\d/.test(text)) {
    const asked = await askedMessage(deps, context);
    // «todo con la santander» after «¿con qué cuenta pagaste el uber y el almuerzo?»: the list again, placed.
    const listed = listAccountAnswer(asked, text, context);
    if (listed) return capture(deps, context, listed, write);
    const answered = answerToAsked(asked, text, context);
    if (answered) return capture(deps, context, answered, write);
  }
  // «pagué 150 soles» → «no sé qué pagaste…» → «eso fue la consulta, ponlo en médicos»: the
  // category answers the question; the two are read as one capture, which asks again if unsure.
  if (intent.type === 'recategorize' && context.captureEnabled) {
    const asked = await askedMessage(deps, context);
    const told = asked ? parseCapture(`${asked} en ${intent.target}`, context) : undefined;
    if (asked && told?.ok && told.capture.categoryId)
      return capture(deps, context, `${asked} en ${intent.target}`, write);
  }
  // «no anotes eso, me lo pagó ella» right after a capture was saved: that capture taken back.
  if (context.captureEnabled && takesBackCapture(text)) {
    const last = await lastCapture(deps, context);
    const recent = last && deps.now().getTime() - last.receivedAt.getTime() <= FIX_WINDOW_MS;
    if (last && recent && (await latestAnswer(deps, context))?.transactionId === last.transaction.id)
      return write((writing) => correct(writing, context, { type: 'undo' }, text));
  }
  // «el taxi fue 110», «el cuaderno no lo anotes», «nah bórralo», «…jaja, y fueron 9.400»: a fix
  // naming the last capture by its word or said after a filler, never a second capture.
  const named = ['capture', 'not_money', 'not_now', 'recategorize'].includes(intent.type);
  const namedTurn =
    named && context.captureEnabled && !looksLikeAlert(text) && (await namedFixTurn(deps, context, text));
  if (namedTurn) return write(namedTurn);
  // «taxi 180» · «y la propina 20» · «todo junto eran 180 con propina»: a total of the last two, never a third.
  const together =
    context.captureEnabled && !looksLikeAlert(text) ? await togetherTurn(deps, context, text) : undefined;
  if (together) return typeof together === 'function' ? write(together) : together;
  // «y eran 13» after a fix: the second fix, joined to the first by «y»; «espera, eran 21»: a
  // pause before it. «y 25,90 con la propina»: the total, tip included.
  const joined = intent.type === 'capture' && context.captureEnabled ? withoutJoiningAnd(text) : undefined;
  const total = intent.type === 'capture' && context.captureEnabled ? totalSaid(text) : undefined;
  const again = joined
    ? detectIntent(joined, context.today)
    : total
      ? ({ type: 'reamount', amount: total } as const)
      : undefined;
  if (again) {
    const last = await lastCapture(deps, context);
    const recent = last && deps.now().getTime() - last.receivedAt.getTime() <= FIX_WINDOW_MS;
    // «eran 21, le di la vuelta» reads as no fix of its own: the fields it names make it one.
    const fix = ['reamount', 'redate', 'reaccount', 'recategorize', 'rekind'].includes(again.type)
      ? again
      : joined && last && recent
        ? readFieldsFix(
            joined,
            context.today,
            context.accounts,
            fixedCapture(context.categories, last.transaction),
            true,
          )
        : undefined;
    if (fix && recent) return write((writing) => correct(writing, context, fix, text));
  }
  // «pucha no, la pasé con la nequi», «era una extracción en el cajero», «fue el lunes eh»: fixes
  // said loosely, which the readers above take for a category or leave unread.
  const loose = ['capture', 'recategorize', 'rekind', 'not_money', 'not_now'].includes(intent.type);
  if (loose && context.captureEnabled && !looksLikeAlert(text)) {
    const last = await lastCapture(deps, context);
    const recent = last && deps.now().getTime() - last.receivedAt.getTime() <= FIX_WINDOW_MS;
    const units = last && Math.abs(last.transaction.amount) / 10 ** minorDigits(last.transaction.currency);
    const fix =
      last && recent
        ? readLooseFix(text, context.today, context.accounts, { kind: last.transaction.kind, units: units! })
        : undefined;
    const from = last && context.accounts.find((account) => account.id === last.transaction.account_id);
    if (fix?.type === 'cash_out' && from && from.type !== 'cash')
      return write((writing) => correct(writing, context, { type: 'retell', text: `retiro ${from.name}` }, text));
    if (fix && fix.type !== 'cash_out') return write((writing) => correct(writing, context, fix, text));
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
  // «me devolvió lo que le presté» right after a money-in was saved: what that money was.
  const note =
    (unread || intent.type === 'recategorize') && context.captureEnabled && !looksLikeAlert(text)
      ? readMoneyInNote(text)
      : undefined;
  if (note) {
    const last = await lastCapture(deps, context);
    const answered = last && (await latestAnswer(deps, context))?.transactionId === last.transaction.id;
    const category = last && answered && last.listed === 1 ? noteCategory(context, last.transaction, note) : undefined;
    if (last && category && deps.now().getTime() - last.receivedAt.getTime() <= FIX_WINDOW_MS) {
      const what = movementWords(context, last.transaction);
      return write((writing) => fileMoneyIn(writing, context, last.transaction, category, what));
    }
  }
  // «ah no, era comida para el perro, cámbialo»: what it really was, named against what it was not.
  if (unread && context.captureEnabled && !looksLikeAlert(text) && readsLikeFix(text)) {
    const last = await lastCapture(deps, context);
    const kind = last?.transaction.kind;
    const really = kind === 'expense' || kind === 'income' ? whatItReallyWas(text, kind) : undefined;
    if (last && really && deps.now().getTime() - last.receivedAt.getTime() <= FIX_WINDOW_MS)
      return write((writing) => correct(writing, context, { type: 'recategorize', target: really }, text));
  }
  // «taxi 15» then «18»: an amount alone of the same size, just after the capture, is its amount.
  const alone = intent.type === 'capture' && context.captureEnabled ? amountAlone(text) : undefined;
  if (alone) {
    const last = await lastCapture(deps, context);
    const recent = last && deps.now().getTime() - last.receivedAt.getTime() <= FIX_WINDOW_MS;
    const answered = last && (await latestAnswer(deps, context))?.transactionId === last.transaction.id;
    if (
      last &&
      recent &&
      answered &&
      last.listed === 1 &&
      plausibleFix(alone, last.transaction.amount, last.transaction.currency)
    )
      return write((writing) => correct(writing, context, { type: 'reamount', amount: alone }, text));
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
  // «eran 2 entradas de 12 mil, o sea 24»: the count times the price, never the price alone.
  if (intent.type === 'reamount') {
    const summed = amountFromArithmetic(text);
    if (summed === 'ask') return { reply: sumNotClear };
    if (summed) return write((writing) => correct(writing, context, { ...intent, amount: summed }, text));
    // «uy no, fue el lunes y eran 430 lucas»: the day said beside the amount moves too.
    const day = intent.date ? undefined : dayBesideAmount(fold(text), context.today);
    if (day) return write((writing) => correct(writing, context, { ...intent, date: day }, text));
  }
  switch (intent.type) {
    case 'help':
      return { reply: helpText(deps.config.appUrl) };
    case 'balance':
      // «saldo nequi?»: the one account named, not the whole list.
      return {
        reply: findAccounts(fold(text), context.accounts).some((mention) => mention.score >= 2)
          ? await answerQuestion(deps, context, text)
          : await balances(deps, context),
      };
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
      const fixable = context.captureEnabled && !looksLikeAlert(text);
      const fix = fixable && readsLikeFix(text);
      const last = fixable ? await lastCapture(deps, context) : undefined;
      const recent = last && deps.now().getTime() - last.receivedAt.getTime() <= FIX_WINDOW_MS;
      // «no no, me entraron 500, me devolvieron lo de una compra» after «gasté 500»: the same
      // amount said again with the kind it really was turns the last capture, never adds one.
      const units = last && Math.abs(last.transaction.amount) / 10 ** minorDigits(last.transaction.currency);
      const restated = recent && units ? restatedKindFix(text, units) : undefined;
      if (restated) return write((writing) => correct(writing, context, restated, text));
      // «almuerzo 20 mil» · «almuerzo 20 mil con nequi»: the last capture told again with a change.
      const answered =
        recent && last.listed === 1 && (await latestAnswer(deps, context))?.transactionId === last.transaction.id;
      const retold =
        last && answered && !ANOTHER.test(text) ? retoldCapture(text, context, last.transaction) : undefined;
      if (retold && 'fix' in retold) return write((writing) => correct(writing, context, retold.fix, text));
      if (last && retold) return { reply: retoldAsk(movementWords(context, last.transaction)) };
      // A fix no rule above read, or a few words that are no capture of their own: read for the
      // capture's fields it names (decision 061), before saying it was not understood.
      // Parsed here only right after a capture and when no fix wording was read (capture() parses again).
      const short = () => text.trim().split(/\s+/).length <= 8 && !parseCapture(text, context).ok;
      const fields =
        last && recent && (fix || short())
          ? readFieldsFix(
              text,
              context.today,
              context.accounts,
              fixedCapture(context.categories, last.transaction),
              fix,
            )
          : undefined;
      if (fields) return write((writing) => correct(writing, context, fields, text));
      if (fix && last && recent)
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

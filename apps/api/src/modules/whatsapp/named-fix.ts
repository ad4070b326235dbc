import { and, desc, eq, gte, isNotNull } from 'drizzle-orm';
import { whatsappInbox } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { deleteTransaction, getTransaction } from '../transactions/service.ts';
import { correct, lastCapture, latestAnswer, movementWords } from './apply-correction.ts';
import type { Handled } from './handled.ts';
import { replies } from './replies.ts';
import { findAccounts } from './account-words.ts';
import type { UserContext } from './context.ts';
import { detectIntent, type Intent } from './intent.ts';
import { FIX_WINDOW_MS } from './unread-fix.ts';
import { fold, stem } from './text.ts';

// Fixes of the last capture that the intent reader takes for a new capture or for nothing: the
// capture named by its own word («el taxi fue 110», «lo del parking eran 4», «la cena no la
// anotes»), a fix after an opening filler («nah bórralo», «mentiras, fue el martes») and a fix
// after an aside with a laugh («era cabify jaja pero es lo mismo, y fueron 9.400»). Left unread,
// «el taxi fue 110» was saved as a second taxi beside the first under a success reply.

type Fix = Extract<Intent, { type: 'undo' | 'reamount' | 'redate' | 'reaccount' }>;

// Words said before the fix that carry nothing of it: «ah no», «nah», «mentiras» (Colombia: «I
// got it wrong»), «uy perdón», a laugh.
const OPENER = String.raw`(?:ah|ahh|ay|uy|ups|eh|oh|nah|naa|na|no|nop|nel|mentiras|mentira|perdon|perdona|espera|bueno|mira|oye|che|pucha|chuta|ojo|j[aej]{3,}|jsjs\w*)`;
// The «no» of «no anotes la cena» is the order itself.
const OPENERS = new RegExp(String.raw`^(?:${OPENER}[,.!]*\s+(?!anotes?\b))+`);
// Before a fix not naming the capture, a bare «no» is left: «no fue el martes» denies the day.
const NOT_DENIAL = new RegExp(String.raw`^(?:(?!(?:no|nop|nel)\b)${OPENER}[,.!]*\s+)+`);
// «porfa», «mejor» after the order.
const PLEASE = String.raw`(?:\s+(?:porfa|porfis|por favor|plis|pls|mejor|entonces|nomas|po|pe|che))*`;
// «el taxi», «la cena», «lo del parking», «lo de la farmacia»: one or two words naming a capture.
const NAMED = String.raw`(?:lo de(?:l| la| los| las)?|el|la|los|las)\s+(?<noun>[a-zñ]+(?:\s+[a-zñ]+)?)`;
// «esa cena», «ese taxi»: the capture pointed at.
const POINTED = NAMED.replace('(?:lo de', '(?:ese|esa|esos|esas|este|esta|lo de');
const AMOUNT_FIX = new RegExp(
  String.raw`^${NAMED}\s+(?:en realidad\s+|realmente\s+)?(?:fue|fueron|era|eran|costo|costaron|salio|salieron|me salio|me costo|me cobraron)\s+(?<rest>\d.*)$`,
);
// «el cuaderno no lo anotes», «la cena bórrala», «lo del uber quítalo, lo pagó la empresa».
const DELETE_AFTER = new RegExp(
  String.raw`^${NAMED}\s+(?:no (?:lo|la|los|las) (?:anotes|anote|pongas|ponga|cuentes|registres|apuntes)|(?:borr|quit|sac|elimin)(?:alo|ala|alos|alas|elo|ela))${PLEASE}(?:\s*[,.;!].*)?$`,
);
// «borra lo del parking», «quita el taxi», «no anotes la cena», «borrá esa cena, al final invitó
// él», «borra las expensas q todavía no las pagué»: the reason after the capture named.
const DELETE_BEFORE = new RegExp(
  String.raw`^(?:borra|quita|saca|elimina|borre|quite|saque|elimine|no anotes|no anote)\s+${POINTED}${PLEASE}(?:\s*[,.;!].*|\s+(?:q|que|porque|pq|xq|ya que)\s.*)?$`,
);
// «el café también con revolut», «el celular fue por nequi», «la cena la pagué con la visa»: the
// account of the capture named (kept only when it names one of the user's accounts).
const ACCOUNT_FIX = new RegExp(
  String.raw`^(?:lo de(?:l| la| los| las)?|el|la|los|las|ese|esa|esos|esas)\s+(?<noun>[a-zñ]+(?:\s+(?!(?:tambien|fue|era|lo|la|los|las|con|por|en|desde)\b)[a-zñ]+)?)\s+(?:tambien\s+)?(?:(?:fue|era|(?:lo|la|los|las)\s+(?:pague|pagamos|puse|cargue))\s+)?(?:tambien\s+)?(?:con|por|desde|en)\s+(?!realidad\b)(?:la |el |mi )?(?<target>[a-zñ][a-zñ0-9 ]*)$`,
);
// «el arriendo fue anteayer», «lo del super era del lunes», «la cena la pagué ayer»: the day of the
// capture named (kept only when the rest reads as a day fix).
const DATE_FIX = new RegExp(
  String.raw`^${POINTED}\s+(?:(?:en realidad|realmente|tambien)\s+)?(?<verb>fue|fueron|era|eran|(?:lo|la|los|las)\s+(?:pague|pagamos|compre|compramos|hice|cargue))\s+(?<rest>[a-z0-9].*)$`,
);
const SLIP_ASIDE =
  /\b(?:era|eran|es lo mismo|da igual|igual|no importa|me equivoque|me confundi|perdon|error|mal|no era)\b/;
const LAUGH = /\b(?:j[aeij]{3,}\w*|jsjs\w*|xd+)\b/;

/** Whether the words of `noun` are all words of what the capture was saved as (payee or category). */
function namesCapture(noun: string, saved: string[]): boolean {
  const words = new Set(saved.flatMap((name) => fold(name).toLowerCase().split(/\s+/).map(stem)));
  const said = noun
    .split(/\s+/)
    .filter((word) => !['de', 'del', 'porfa', 'porfis', 'plis', 'pls', 'mejor', 'entonces'].includes(word));
  return said.length > 0 && said.every((word) => words.has(stem(word)));
}

/**
 * The fix a message makes of the last capture, saved as `saved` (its payee and category names),
 * when it names that capture by its word: a new amount or an order not to keep it. A word naming
 * something else reads nothing here, so «la cena fue 30» after a taxi stays a capture of its own.
 */
export function namedCaptureFix(text: string, today: string, saved: string[]): Fix | undefined {
  const folded = fold(text)
    .toLowerCase()
    .replace(OPENERS, '')
    .replace(/[.!]+$/, '');
  const deleted = folded.match(DELETE_AFTER) ?? folded.match(DELETE_BEFORE);
  if (deleted && namesCapture(deleted.groups!.noun!, saved)) return { type: 'undo' };
  const paid = folded.replace(/[,.!\s]+(?:perdon|perdona|sorry|porfa|por favor|gracias)$/, '').match(ACCOUNT_FIX);
  if (paid && namesCapture(paid.groups!.noun!, saved)) return { type: 'reaccount', target: paid.groups!.target! };
  const dated = folded.match(DATE_FIX);
  if (dated && namesCapture(dated.groups!.noun!, saved)) {
    const fix = detectIntent(`fue ${dated.groups!.rest}`, today);
    if (fix.type === 'redate') return fix;
  }
  const amount = folded.match(AMOUNT_FIX);
  if (!amount || !namesCapture(amount.groups!.noun!, saved)) return undefined;
  const fix = detectIntent(`eran ${amount.groups!.rest}`, today);
  return fix.type === 'reamount' ? fix : undefined;
}

/**
 * «nah bórralo, lo pagó la empresa», «mentiras, fue el martes»: a fix after an opening filler;
 * «era cabify jaja pero es lo mismo, y fueron 9.400»: a fix after an aside the laugh marks as
 * none, with no amount of its own. Only an undo or a fix of one field is read.
 */
export function fixAfterAside(text: string, today: string): Fix | undefined {
  const folded = fold(text).toLowerCase();
  const plain = folded.replace(NOT_DENIAL, '');
  const kept = (intent: Intent): Fix | undefined =>
    intent.type === 'undo' || intent.type === 'reamount' || intent.type === 'redate' || intent.type === 'reaccount'
      ? intent
      : undefined;
  if (plain !== folded && plain !== '') {
    const fix = kept(detectIntent(plain, today));
    if (fix) return fix;
  }
  if (!LAUGH.test(folded)) return undefined;
  const clauses = folded
    .split(/\s*(?:[,;]|\.(?=\s))\s*(?:y\s+|pero\s+)?|\s+pero\s+(?:y\s+)?/)
    .filter((part) => part !== '');
  const last = clauses.at(-1);
  const aside = clauses.slice(0, -1);
  if (!last || aside.length === 0 || aside.some((part) => /\d/.test(part))) return undefined;
  // The aside must say it was a slip («era…», «es lo mismo», «me equivoqué»): «jaja salí con las
  // chicas, fueron 30 lucas» tells a new spending.
  if (!aside.some((part) => SLIP_ASIDE.test(part))) return undefined;
  const fix = kept(detectIntent(last, today));
  return fix && fix.type !== 'undo' ? fix : undefined;
}

/** The captures saved in the fix window, newest first, with the words they were saved as. */
export async function recentCaptures(deps: Deps, context: UserContext) {
  const since = new Date(deps.now().getTime() - FIX_WINDOW_MS);
  const rows = await deps.db
    .select({ id: whatsappInbox.id, transactionId: whatsappInbox.transactionId, reply: whatsappInbox.reply })
    .from(whatsappInbox)
    .where(
      and(
        eq(whatsappInbox.userId, context.session.actorId ?? context.session.userId),
        isNotNull(whatsappInbox.transactionId),
        gte(whatsappInbox.receivedAt, since),
      ),
    )
    .orderBy(desc(whatsappInbox.receivedAt), desc(whatsappInbox.id))
    .limit(6);
  const found = [];
  for (const row of rows) {
    // A list's row keeps only its last movement: what it said of the others is not known here.
    if (/✅ Anoté \d+:/.test(row.reply ?? '')) break;
    const transaction = await getTransaction(deps, context.session, row.transactionId!).catch(() => undefined);
    if (!transaction) break;
    const category = context.categories.find((candidate) => candidate.id === transaction.category_id)?.name;
    found.push({ inboxId: row.id, transaction, saved: [transaction.payee ?? '', category ?? ''] });
  }
  return found;
}

/**
 * The turn of a fix naming a recent capture by its word, or said after a filler: the fix of the
 * last capture, handed to `correct`; «el taxi no lo anotes» naming an older capture of the window
 * deletes that one; a new amount for an older one changes nothing and says so (a fix of the last
 * capture would land on a movement the person is not speaking of).
 */
export async function namedFixTurn(
  deps: Deps,
  context: UserContext,
  text: string,
): Promise<((writing: Deps) => Promise<Handled>) | undefined> {
  const recent = await recentCaptures(deps, context);
  const last = await lastCapture(deps, context);
  if (!last || recent[0]?.transaction.id !== last.transaction.id) return undefined;
  const fixOf = (saved: string[]) => {
    const fix = namedCaptureFix(text, context.today, saved);
    // «la cena en el centro» names a place, not an account: no fix.
    return fix?.type === 'reaccount' && findAccounts(fold(fix.target), context.accounts).length === 0 ? undefined : fix;
  };
  const named = fixOf(recent[0].saved);
  if (named) return (writing) => correct(writing, context, named, text);
  const older = recent.slice(1).find((capture) => fixOf(capture.saved));
  if (older) {
    const { transaction } = older;
    const what = movementWords(context, transaction);
    if (fixOf(older.saved)?.type !== 'undo' || transaction.origin !== 'whatsapp')
      return async () => ({
        reply: `No cambié nada: ${what} no es lo último que anotaste. Corrígelo en la app o dímelo justo después de anotarlo.`,
      });
    return async (writing) => {
      await deleteTransaction(writing, context.session, transaction.id);
      await writing.db.update(whatsappInbox).set({ transactionId: null }).where(eq(whatsappInbox.id, older.inboxId));
      return { reply: replies.undone(what) };
    };
  }
  const aside = fixAfterAside(text, context.today);
  const answered = (await latestAnswer(deps, context))?.transactionId === last.transaction.id;
  if (!aside || (aside.type === 'undo' && !answered)) return undefined;
  return (writing) => correct(writing, context, aside, text);
}

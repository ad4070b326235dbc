import type { Deps } from '../../lib/deps.ts';
import { type getTransaction, updateTransaction } from '../transactions/service.ts';
import { type UserContext } from './context.ts';
import type { Handled } from './handled.ts';
import { reaccountMentions } from './reaccount-choice.ts';
import { replies } from './replies.ts';
import { transferEnd } from './transfer-end.ts';

/**
 * An account fix of a transfer whose words are about its destination («me equivoqué, era a
 * daviplata», «no era la nu, era la banorte»): the leg that went in moves, never the one that went
 * out. Undefined when the fix is about the source or says neither, for the caller's own reading.
 */
export async function reaccountTransferEnd(
  deps: Deps,
  context: UserContext,
  transaction: Awaited<ReturnType<typeof getTransaction>>,
  target: string,
  message: string,
  what: string,
): Promise<Handled | undefined> {
  const other = transaction.counterpart;
  if (transaction.kind !== 'transfer' || !other?.id || !other.account_id) return undefined;
  // The leg kept is either half: the one with money out is the source.
  const outgoing = transaction.amount < 0;
  const fromId = outgoing ? transaction.account_id : other.account_id;
  const toId = outgoing ? other.account_id : transaction.account_id;
  const toLeg = outgoing ? other.id : transaction.id;
  if (transferEnd(message || target, context.accounts, fromId, toId) !== 'to') return undefined;
  const { mentions, onlyCurrent } = reaccountMentions(target, context.accounts, toId);
  const toName = context.accounts.find((account) => account.id === toId)?.name ?? 'esa cuenta';
  if (onlyCurrent) return { reply: replies.alreadyOnAccount(what, toName) };
  const named = mentions.filter((mention) => mention.account.id !== fromId);
  const best = named[0];
  // None besides the source: the words name no destination, so the caller reads them.
  if (!best) return undefined;
  // Two accounts alike: asked, never guessed.
  if (named.some((mention) => mention.score === best.score && mention.account.id !== best.account.id))
    return { reply: replies.whichAccountFix(named.map((mention) => mention.account.name)) };
  const toAccount = context.accounts.find((account) => account.id === toId);
  if (toAccount && best.account.currency !== toAccount.currency)
    return { reply: replies.accountCurrency(best.account.name) };
  await updateTransaction(deps, context.session, toLeg, { account_id: best.account.id });
  return { reply: replies.reaccounted(what, toName, best.account.name) };
}

import { type AccountMention, type AccountRef, findAccounts } from './account-words.ts';
import { fold } from './text.ts';

/**
 * «fue con la visa, no en efectivo» / «no fue en efectivo sino con la visa»: the account named
 * positively wins over the one denied. A denied stretch is «no» (with «y», «pero», «fue», «era» and
 * a preposition) up to a comma or «sino».
 */
const DENIED =
  /(?:^|(?<=[\s,;.]))(?:y |pero )?no (?:fue |era |lo pague |pague )?(?:(?:en|con|de|por|a|al|del|desde|por) )?[^,;.]*?(?=$|[,;.]| sino | si no )/g;

export function deniedRemoved(folded: string): string {
  return folded.replace(DENIED, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The accounts an account fix can move a movement to: those named positively, never the one it is
 * already on (a fix never claims a change to the same value). Empty when only the present account
 * is named: the caller says it already was there.
 */
export function reaccountMentions(
  target: string,
  accounts: AccountRef[],
  currentId: string | undefined,
): { mentions: AccountMention[]; onlyCurrent: boolean } {
  const folded = fold(target);
  const kept = deniedRemoved(folded);
  const said = kept ? findAccounts(kept, accounts) : [];
  const all = said.length > 0 ? said : findAccounts(folded, accounts);
  const others = all.filter((mention) => mention.account.id !== currentId);
  return { mentions: others, onlyCurrent: all.length > 0 && others.length === 0 };
}

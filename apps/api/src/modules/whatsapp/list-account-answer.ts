import { type AccountRef, findAccounts } from './account-words.ts';
import { splitMovements } from './multi.ts';
import { fold } from './text.ts';

// «todo con la santander», «uber y almuerzo en efectivo» after the chat asked which account the
// parts of a list were paid with (list-account-ask.ts): the answer, read with the asked list.

const ALL = /\b(?:todo|todos|todas|los dos|las dos|los tres|las tres|ambos|ambas|cada uno|cada una)\b/;

/**
 * The list told again with the answer, or undefined when `asked` is no list asked about its closing
 * account or the answer is not one account said for all or for the others. «todo con X» is said of
 * every part; one account named otherwise is said of the parts that had none («lo demás en X»).
 */
export function listAccountAnswer(
  asked: string | undefined,
  text: string,
  context: { accounts: AccountRef[] },
): string | undefined {
  if (!asked || /\d/.test(text) || text.includes('?')) return undefined;
  if (!splitMovements(asked, context.accounts)?.unsure) return undefined;
  const said = fold(text);
  if (said.split(/\s+/).length > 10) return undefined;
  const mentions = findAccounts(said, context.accounts).filter((mention) => mention.score >= 2);
  if (new Set(mentions.map((mention) => mention.account.id)).size !== 1) return undefined;
  const phrase = said.slice(mentions[0]!.start, mentions[0]!.end).trim();
  const by = /^(?:con|en|de|desde|por|x)\s/.test(phrase) ? phrase : `con ${phrase}`;
  return ALL.test(said) ? `${asked.trim()}, todo ${by}` : `${asked.trim()}, lo demás ${by}`;
}

import { type AccountRef, findAccounts } from './account-words.ts';
import { fold } from './text.ts';

/**
 * Which end of a transfer an account fix is about. The account that was wrong is the one the fix
 * names or denies («no era la nu, era la banorte» names the destination), else the preposition
 * before the right one says it («era a daviplata» is where it went, «era desde el bbva» where it
 * came from). Undefined when the words say neither: the caller keeps its own reading.
 */
export function transferEnd(
  message: string,
  accounts: AccountRef[],
  fromId: string,
  toId: string,
): 'from' | 'to' | undefined {
  const folded = fold(message);
  const mentions = findAccounts(folded, accounts);
  const namesFrom = mentions.some((mention) => mention.account.id === fromId);
  const namesTo = mentions.some((mention) => mention.account.id === toId);
  if (namesTo && !namesFrom) return 'to';
  if (namesFrom && !namesTo) return 'from';
  if (namesFrom || namesTo) return undefined;
  const ends = new Set(
    mentions.map((mention) => {
      const before = folded.slice(0, mention.start);
      if (/\b(?:a|al|hacia|para)\s+(?:(?:la|el|mi|mis|los|las|cuenta|tarjeta)\s+)*$/.test(before)) return 'to';
      if (/\b(?:de|del|desde)\s+(?:(?:la|el|mi|mis|los|las|cuenta|tarjeta)\s+)*$/.test(before)) return 'from';
      return 'none';
    }),
  );
  if (ends.size !== 1) return undefined;
  const [end] = [...ends];
  return end === 'none' ? undefined : end;
}

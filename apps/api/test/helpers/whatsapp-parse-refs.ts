import { defaultCategories, defaultCategoryKeys } from '../../src/modules/categories/defaults.ts';
import type { AccountRef } from '../../src/modules/whatsapp/account-words.ts';
import type { CategoryRef, ParseContext } from '../../src/modules/whatsapp/parse-message.ts';

/**
 * What the chat parser's unit tests read without a database: the default categories as a new
 * user gets them (each named by its own name, so a test can expect «Supermercado»), and accounts
 * built from a name, a type, a currency and the last digits the user set.
 */
export const defaultCategoryRefs: CategoryRef[] = defaultCategories.flatMap((group) => [
  { id: group.name, name: group.name, kind: group.kind, parentId: null, key: defaultCategoryKeys[group.name] },
  ...group.children.map((child) => ({
    id: child,
    name: child,
    kind: group.kind,
    parentId: group.name,
    key: defaultCategoryKeys[child],
  })),
]);

export const accountRef = (
  name: string,
  type: AccountRef['type'],
  currency: string,
  digits: string[] = [],
): AccountRef => ({
  id: name,
  name,
  type,
  currency,
  digits,
});

/** A new user's parsing context on `today`: these accounts (the first is the default) and the default categories. */
export const parseContext = (today: string, accounts: AccountRef[]): ParseContext => ({
  today,
  accounts,
  defaultAccountId: accounts[0]!.id,
  categories: defaultCategoryRefs,
});

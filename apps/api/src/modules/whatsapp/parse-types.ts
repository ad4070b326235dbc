import type { Categorizer } from '../kernel/categorize.ts';
import type { AccountRef } from './account-words.ts';

// The parser's types, apart from the parser so its helpers (choose-accounts.ts) can name them
// without importing the parser back.

export type CategoryRef = {
  id: string;
  name: string;
  kind: 'income' | 'expense';
  parentId: string | null;
  key?: string | null;
};

/** What the parser knows about the user; everything it reads from the database is passed in, so it stays pure. */
export type ParseContext = {
  today: string;
  accounts: AccountRef[];
  defaultAccountId: string | null;
  categories: CategoryRef[];
  /** The user's rules (kernel/rule-matcher.ts): the category of the first rule matching the text, if any. */
  ruleCategory?: (text: string, amount: number, accountId: string) => string | null;
  /** The shared categoriser of imports (kernel/categorize.ts): rules, payee memory, merchant dictionary. */
  categorize?: Categorizer;
  /**
   * Set for one part of a list whose other parts say «mil» or «lucas» («uber 9 mil y almuerzo 15»):
   * in pesos of Colombia, Chile or Argentina a bare amount under 100 there is in thousands too.
   */
  listInThousands?: boolean;
};

export type Kind = 'expense' | 'income' | 'transfer';

export type Capture = {
  kind: Kind;
  /** Positive minor units in `account`'s currency. */
  amount: number;
  date: string;
  account: AccountRef;
  toAccount: AccountRef | null;
  categoryId: string | null;
  payee: string;
};

export type Question =
  | { reason: 'no_amount' }
  | { reason: 'what_was_it'; value: string }
  | { reason: 'several_amounts'; values: string[] }
  | { reason: 'decimals'; value: string; currency: string }
  | { reason: 'too_large' }
  | { reason: 'no_accounts' }
  | { reason: 'currency'; currency: string }
  | { reason: 'which_account'; names: string[] }
  | { reason: 'transfer_accounts' }
  | { reason: 'transfer_currency' }
  | { reason: 'unknown_card'; digits: string }
  | { reason: 'alert_account' }
  | { reason: 'alert_currency'; currency: string; account: string }
  | { reason: 'alert_not_done' }
  | { reason: 'unclear'; understood: string; missing: string };

export type ParseOutcome = { ok: true; capture: Capture } | { ok: false; question: Question };

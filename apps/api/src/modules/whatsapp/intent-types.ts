import type { AmountCandidate } from './amounts.ts';
import type { KindCorrection } from './kind-fix.ts';

// What a chat message asks for, apart from the reader (intent.ts), so the files that read parts of
// a message can name these without importing the reader that imports them.

export type Intent =
  | { type: 'help' }
  | { type: 'undo' }
  | { type: 'recategorize'; target: string }
  | { type: 'redate'; date: string }
  | { type: 'reaccount'; target: string }
  | { type: 'balance' }
  | { type: 'budget' }
  | { type: 'capture' }
  | { type: 'question' }
  | { type: 'reamount'; amount: AmountCandidate; date?: string }
  | { type: 'not_now' }
  | { type: 'not_money' }
  | { type: 'several'; parts: Correction[] }
  | { type: 'split'; text: string }
  | { type: 'retell'; text: string }
  | KindCorrection;

/** One change to the last capture; «ponle 25 y que fue con bizum» makes two at once. */
export type Correction = Extract<Intent, { type: 'reamount' | 'redate' | 'reaccount' | 'recategorize' | 'rekind' }>;

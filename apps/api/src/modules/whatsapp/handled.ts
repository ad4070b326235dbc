import type { Deps } from '../../lib/deps.ts';

/** What handling one message answers: the reply, and the movement it wrote when there is one. */
export type Handled = { reply: string; transactionId?: string | null };

/**
 * How a message's writes (a capture, a correction) are made: inbox.ts runs them in one database
 * transaction with the mark that the message was handled, so a retry after a crash never writes
 * twice (decision 026). `write` gets the deps to write with (bound to that transaction).
 */
export type Writer = <T extends Handled>(work: (deps: Deps) => Promise<T>) => Promise<T>;

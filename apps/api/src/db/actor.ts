import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who is acting in the current request (decision 044), for columns that record it whatever code
 * path writes the row: `transactions.created_by` takes its default from here, so every booking
 * through the ORM (by hand, a transfer, a paid reminder, an import) names the signed-in person
 * without each caller passing it. Outside a request (jobs, webhooks) there is no one: null.
 */
type ActorScope = { actorId?: string };

const scopes = new AsyncLocalStorage<ActorScope>();

/** Runs the rest of a request inside its own scope; the auth hook fills it in (a callback-style hook, so the handler runs inside it). */
export function runInActorScope(next: () => void): void {
  scopes.run({}, next);
}

/** Called by the auth hook once the session is known. */
export function rememberActor(actorId: string | undefined): void {
  const scope = scopes.getStore();
  if (scope) scope.actorId = actorId;
}

export function currentActor(): string | null {
  return scopes.getStore()?.actorId ?? null;
}

/**
 * Runs work outside a request as a person (decision 050): a WhatsApp message from a member's
 * phone books its movements with `created_by` naming them.
 */
export function runAsActor<T>(actorId: string, work: () => T): T {
  return scopes.run({ actorId }, work);
}

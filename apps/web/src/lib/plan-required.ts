import { AxiosError } from 'axios';

/**
 * A 403 that the plan answered (header X-Plan-Required, decision 014) is not a failure to show as
 * an error: the app shows an upgrade prompt instead. The API client announces it here; the prompt
 * listens, and the error toasts skip its message.
 */
type Listener = (message: string) => void;

const listeners = new Set<Listener>();
const recent = new Map<string, number>();
const RECENT_MS = 10_000;

export function isPlanRequired(error: unknown): boolean {
  return (
    error instanceof AxiosError &&
    error.response?.status === 403 &&
    Boolean(error.response.headers?.['x-plan-required'])
  );
}

export function onPlanRequired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyPlanRequired(message: string): void {
  recent.set(message, Date.now());
  for (const listener of listeners) listener(message);
}

/** True when `message` was just shown in the upgrade prompt (so no error toast repeats it). */
export function isRecentPlanMessage(message: string): boolean {
  const at = recent.get(message);
  return at !== undefined && listeners.size > 0 && Date.now() - at < RECENT_MS;
}

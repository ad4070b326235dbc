import { configurationQueryOptions } from '../api/configuration.ts';
import { queryKeys } from '../api/query-keys.ts';
import { getDashboard } from '../features/dashboard/api/get-dashboard.ts';
import { meQueryOptions } from '../features/me/api/get-me.ts';
import { queryClient } from '../lib/query-client.ts';

/** Where the home screen leaves what its first view in index.html shows next time (vite.config.ts). */
export const firstViewKey = 'cc-first-view';

/**
 * Keeps the first name and the month the home screen shows, so the next cold start's first view
 * (drawn from index.html before any script runs) greets with the same name and month instead of
 * the calendar month's, and does not change under the visitor when the app takes over.
 */
export function rememberFirstView(view: { name: string; period: string; from: string; to: string }): void {
  try {
    localStorage.setItem(firstViewKey, JSON.stringify(view));
  } catch {
    // Storage full or blocked: the next first view shows the calendar month.
  }
}

/**
 * Settles when the home screen can be drawn whole (the profile, the settings and the summary it
 * opens with are in, or failed), or after `limit` ms: until then the first view from index.html
 * stays, instead of the app replacing it with a spinner and then the skeleton. The requests are
 * the ones already in flight (main.tsx, router.tsx): the queries share them.
 */
export function homeDataLoaded(limit = 8000): Promise<void> {
  const settled = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      () => undefined,
    );
  return Promise.race([
    Promise.all([
      settled(queryClient.fetchQuery(meQueryOptions())),
      settled(queryClient.fetchQuery(configurationQueryOptions())),
      settled(queryClient.fetchQuery({ queryKey: queryKeys.dashboard.all(), queryFn: getDashboard })),
    ]).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, limit)),
  ]);
}

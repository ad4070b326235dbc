import * as householdsApi from '@cuentas/shared/contract/households';
import { accountsQueryOptions } from '../api/accounts.ts';
import { categoriesQueryOptions } from '../api/categories.ts';
import { householdsKey } from '../features/households/api/get-households.ts';
import { notificationsQueryOptions } from '../features/notifications/api/get-notifications.ts';
import { upcomingQueryOptions } from '../features/reminders/api/get-upcoming.ts';
import { request } from '../lib/api-request.ts';
import { queryClient } from '../lib/query-client.ts';

/**
 * The data the signed-in shell (households, the bell) and the home screen's panels (balances,
 * category names, what is due) ask for once they are drawn. When the app opens on the home screen
 * it is requested with the summary instead (router.tsx): drawn first, each panel started its own
 * request only after the one above it had rendered, a chain of three round trips on a phone, each
 * answer another render. The queries use the same keys and calls, so they find the answers cached.
 */
export function prefetchHomePanels(): void {
  void queryClient.prefetchQuery(accountsQueryOptions());
  void queryClient.prefetchQuery(categoriesQueryOptions());
  void queryClient.prefetchQuery(upcomingQueryOptions(30));
  void queryClient.prefetchInfiniteQuery(notificationsQueryOptions());
  // The key and call of useHouseholds (and of the active household's query).
  void queryClient.prefetchQuery({ queryKey: householdsKey, queryFn: () => request(householdsApi.list) });
}

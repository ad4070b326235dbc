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
 * Takes the home screen's first view away and shows the app, which has rendered beneath it
 * (hidden, laid out) since it started. The home screen calls it once drawn with its summary, so
 * the greeting line is swapped for the app's own at the same size and place (no new largest paint,
 * no shift) and no spinner or skeleton shows in between. Does nothing without a first view.
 */
export function revealApp(): void {
  const view = document.getElementById('first-view');
  if (!view) return;
  view.remove();
  document.getElementById('root')?.style.removeProperty('visibility');
}

/**
 * The app is shown anyway when it leaves the home screen (a guard sending to /login or the
 * onboarding, a click) or after `limit` ms (a summary that does not come, an error screen).
 */
export function revealAppWhenNotHome(
  router: { subscribe: (listener: (state: { location: { pathname: string } }) => void) => () => void },
  limit = 8000,
): void {
  const timer = setTimeout(revealApp, limit);
  const unsubscribe = router.subscribe((state) => {
    if (state.location.pathname === '/') return;
    clearTimeout(timer);
    unsubscribe();
    revealApp();
  });
}

/**
 * Registers the service worker the build writes (vite.config.ts, decision 037) a few seconds after
 * the page has loaded, when the browser is idle: its precache (the build's scripts) then never
 * competes with the first screen and its data for a phone's network. Not in development: Vite's
 * dev server has no worker, and a worker left from a build would serve stale files there.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without the worker the app works as before, only not offline.
    });
  };
  const later = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5_000 });
      else register();
    }, 3_000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

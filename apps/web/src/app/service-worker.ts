/**
 * Registers the service worker the build writes (vite.config.ts, decision 037) once the page has
 * loaded, so it never competes with the first screen for the network. Not in development: Vite's
 * dev server has no worker, and a worker left from a build would serve stale files there.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without the worker the app works as before, only not offline.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Starts the app (main.tsx loads this file). Everything the first screen runs hangs from here, so
 * that the entry script itself stays a few hundred bytes.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers.tsx';
import { handOverPrerenderedLogin } from './prerendered-login.ts';
import { firstScreenLoaded, router } from './router.tsx';
import { revealAppWhenNotHome } from './first-view.ts';
import { registerServiceWorker } from './service-worker.ts';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// On /login the form written into index.html is already on screen: keep it until the screen's code
// has loaded, so the first render draws the form again (not a spinner in between), and carry over
// what was typed into it meanwhile. (A function, not a top-level await: that would split the
// entry into dozens of files.)
function start(app: HTMLElement): void {
  const handOver = app.dataset.prerendered === 'login' ? handOverPrerenderedLogin(app) : undefined;
  const root = createRoot(app);
  // The first render as a transition: React renders it in slices of a few milliseconds and lets the
  // browser paint and handle input between them, instead of one long task a slow phone feels.
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers>
          {/* Without transitions a lazy screen shows the full-page spinner while it loads
              (docs/architecture.md §8.1) instead of the previous screen lingering, and the token store (useSyncExternalStore)
              never fights a pending transition. */}
          <RouterProvider router={router} useTransitions={false} />
        </Providers>
      </StrictMode>,
    );
  });
  handOver?.();
}

if (container.dataset.prerendered === 'login') void firstScreenLoaded.then(() => start(container));
else start(container);
// The home screen's first view (index.html) covers the app while it renders beneath, hidden; the
// screen reveals it once drawn with its data (first-view.ts), or this does after a while.
if (container.dataset.prerendered === 'home') revealAppWhenNotHome(router);
registerServiceWorker();

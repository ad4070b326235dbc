import './app/mantine-styles.ts';
import 'react-toastify/ReactToastify.css';
import './app/global.css';
import { getAuthToken } from './lib/auth-token.ts';
import { startEarlyRequests } from './lib/early-requests.ts';

// The stylesheets above are the page's own (index.html links them, so they block the first paint as
// they should); the app's code loads from here. On /login the form written into index.html is on
// screen already (vite.config.ts, prerenderLogin) and works without the app: the fields take typing
// and the page's script holds a submit back. So the app's code (~0.7 MB to download, evaluate and
// render: seconds of a phone's main thread, during which a tap waits) loads when the visitor starts
// on the form, not while they are reading it. What they typed, the focus and a held submit carry
// over to the app's form (prerendered-login.ts). Elsewhere it is requested at once.
const start = () => import('./app/start.tsx');
if (document.getElementById('root')?.dataset.prerendered === 'login') startOnFirstUse(() => void start());
else {
  // Signed in on the home screen: its data (the profile, the settings, the summary) and its code
  // (the shell and the screen) are requested now, beside the app's start file, not each after it
  // has run (early-requests.ts; router.tsx asks for the same once the app runs, and finds them).
  if (window.location.pathname === '/' && getAuthToken()) {
    startEarlyRequests(['/me', '/configuration', '/reports/dashboard']);
    void import('./app/layouts/app-layout.tsx').catch(() => {});
    void import('./app/routes/dashboard.tsx').catch(() => {});
  }
  void start();
}

/** Calls `begin` once, at the visitor's first sign of using the page: a touch, a click, a key, a focus. */
function startOnFirstUse(begin: () => void): void {
  const events = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input', 'submit'] as const;
  const once = () => {
    for (const name of events) document.removeEventListener(name, once, true);
    begin();
  };
  for (const name of events) document.addEventListener(name, once, { capture: true, passive: true });
  // A field focused before this script ran (autofocus, a fast visitor) counts as a start.
  if (document.activeElement instanceof HTMLInputElement) once();
}

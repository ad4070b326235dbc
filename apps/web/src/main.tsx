import './app/mantine-styles.ts';
import 'react-toastify/ReactToastify.css';
import './app/global.css';
import { getAuthToken } from './lib/auth-token.ts';
import { startEarlyRequests } from './lib/early-requests.ts';

// The stylesheets above are the page's own (index.html links them, so they block the first paint as
// they should); the app's code loads from here. On /login the form written into index.html is on
// screen already (vite.config.ts, prerenderLogin): the code is requested only after that first
// paint, so a phone's slow network carries the stylesheet and the HTML first, not the scripts
// alongside them. Elsewhere it is requested at once.
const start = () => import('./app/start.tsx');
if (document.getElementById('root')?.dataset.prerendered === 'login')
  requestAnimationFrame(() => setTimeout(() => void start(), 0));
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

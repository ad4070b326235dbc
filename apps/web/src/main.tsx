import './app/mantine-styles.ts';
import 'react-toastify/ReactToastify.css';
import './app/global.css';

// The stylesheets above are the page's own (index.html links them, so they block the first paint as
// they should); the app's code loads from here. On /login the form written into index.html is on
// screen already (vite.config.ts, prerenderLogin): the code is requested only after that first
// paint, so a phone's slow network carries the stylesheet and the HTML first, not the scripts
// alongside them. Elsewhere it is requested at once.
const start = () => import('./app/start.tsx');
if (document.getElementById('root')?.dataset.prerendered === 'login')
  requestAnimationFrame(() => setTimeout(() => void start(), 0));
else void start();

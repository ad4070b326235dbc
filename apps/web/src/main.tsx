import './app/mantine-styles.ts';
import 'react-toastify/ReactToastify.css';
import './app/global.css';
import { installSpanishErrors } from '@cuentas/shared/zod-es';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';

// Form validation speaks the Spanish catalogue (docs/architecture.md §8.8).
installSpanishErrors();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <Providers>
      {/* Without transitions a lazy screen shows the full-page spinner while it loads
          (docs/architecture.md §8.1) instead of the previous screen lingering, and the token store (useSyncExternalStore)
          never fights a pending transition. */}
      <RouterProvider router={router} useTransitions={false} />
    </Providers>
  </StrictMode>,
);

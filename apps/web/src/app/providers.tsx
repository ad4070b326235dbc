import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import { queryClient } from '../lib/query-client.ts';
import { syncCacheWithSession } from '../lib/session-sync.ts';
import { toastContainerProps } from '../lib/toasts.ts';
import { ToastCloseButton } from '../components/ui/toast-close-button.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

// The build writes the theme's CSS variables into index.html (vite.config.ts, prerender-login.tsx);
// Mantine computes and writes them itself only where they are missing (the dev server, tests).
const cssVariablesInPage = typeof document !== 'undefined' && document.getElementById('mantine-css-variables') !== null;

// The scheme the visitor chose (light, dark or «auto», the device's), kept in this browser. The
// page's first script (vite.config.ts, pageShellScript) reads the same key and sets the scheme on
// <html> before the first paint, so a dark page never flashes light.
export const COLOR_SCHEME_KEY = 'cc-color-scheme';
const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

export function Providers({ children }: { children: ReactNode }) {
  useEffect(() => syncCacheWithSession(queryClient), []);

  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
      withCssVariables={!cssVariablesInPage}
    >
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastContainer {...toastContainerProps} closeButton={ToastCloseButton} />
      </QueryClientProvider>
    </MantineProvider>
  );
}

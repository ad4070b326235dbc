import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import { queryClient } from '../lib/query-client.ts';
import { syncCacheWithSession } from '../lib/session-sync.ts';
import { toastContainerProps } from '../lib/toasts.ts';
import { ToastCloseButton } from '../components/ui/toast-close-button.tsx';
import { theme } from './theme.ts';

export function Providers({ children }: { children: ReactNode }) {
  useEffect(() => syncCacheWithSession(queryClient), []);

  return (
    <MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme="light">
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastContainer {...toastContainerProps} closeButton={ToastCloseButton} />
      </QueryClientProvider>
    </MantineProvider>
  );
}

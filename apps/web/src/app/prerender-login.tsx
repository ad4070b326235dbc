import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { theme } from './theme.ts';

/**
 * The login screen's markup as the app first draws it, rendered at build time (vite.config.ts) and
 * written into index.html, where `login-shell.js` shows it on /login before any script of the app
 * has run: a phone paints the form on the HTML and the stylesheet alone. The app's first render
 * replaces it with the same screen (main.tsx waits for the screen's code first, so nothing
 * flickers). Same providers and theme as providers.tsx; no hydration, so ids need not match.
 */
export function renderLoginMarkup(): string {
  const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], { initialEntries: ['/login'] });
  return renderToString(
    <MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme="light">
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DashboardPage } from './routes/dashboard.tsx';
import { AppLayout } from './layouts/app-layout.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/**
 * The home screen's first view as the app draws it while its data loads (the signed-in shell, the
 * page's title and greeting, the cards in grey), rendered at build time (vite.config.ts) and written
 * into index.html, where `login-shell.js` shows it on `/` with a session before any script of the
 * app has run, with the greeting and the month filled in, over the app's root: the app renders
 * beneath it, hidden, and the home screen takes it away once drawn with its summary (first-view.ts),
 * so a phone paints the page on the HTML and the stylesheet alone instead of after seconds of
 * scripts. No hydration.
 */
export function renderHomeMarkup(): string {
  const router = createMemoryRouter(
    [{ element: <AppLayout />, children: [{ path: '/', element: <DashboardPage /> }] }],
    {
      initialEntries: ['/'],
    },
  );
  return renderToString(
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      forceColorScheme="light"
      withCssVariables={false}
    >
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/**
 * The theme's CSS variables, the <style> MantineProvider would write at run time, written into
 * index.html at build time instead (providers.tsx then skips them): with the theme fixed, they are
 * the same on every page load, and computing them took a slow phone ~0.1-0.4 s of each start.
 */
export function renderCssVariables(): string {
  const markup = renderToString(
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      forceColorScheme="light"
      withGlobalClasses={false}
    />,
  );
  const css = /^<style data-mantine-styles="true">([^<]*)<\/style>$/.exec(markup)?.[1];
  if (!css) throw new Error(`Unexpected markup of Mantine's CSS variables: ${markup.slice(0, 200)}`);
  return css;
}

/**
 * The login screen's markup as the app first draws it, rendered at build time (vite.config.ts) and
 * written into index.html, where `login-shell.js` shows it on /login before any script of the app
 * has run: a phone paints the form on the HTML and the stylesheet alone. The app's first render
 * replaces it with the same screen (main.tsx waits for the screen's code first, so nothing
 * flickers). Same providers and theme as providers.tsx; no hydration, so ids need not match.
 */
export function renderLoginMarkup(): string {
  const router = createMemoryRouter([{ path: '/login', element: <LoginPage offerPasskey /> }], {
    initialEntries: ['/login'],
  });
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

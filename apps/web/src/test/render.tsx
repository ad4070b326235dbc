import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { theme } from '../app/theme.ts';
import { createQueryClient } from '../lib/query-client.ts';

class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

/**
 * What a browser has and happy-dom lacks, for Mantine's inputs, selects and modals. Installed on
 * each render: test files share loaded modules (vitest `isolate: false`) but not their window.
 */
function fillBrowserGaps(): void {
  globalThis.ResizeObserver ??= NoResizeObserver;
  Element.prototype.scrollIntoView ??= () => {};
  // The autosizing textarea listens for web fonts to finish loading.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
}

/**
 * The screen as the app mounts it: Mantine's theme and the app's query client (its mutation cache
 * shows failures as toasts), without retries so a failed request fails at once. Each test file
 * unmounts with `afterEach(cleanup)`: without vitest globals testing-library cannot do it itself.
 */
export function renderWithProviders(ui: ReactElement): RenderResult & { queryClient: QueryClient } {
  fillBrowserGaps();
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const result = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient };
}

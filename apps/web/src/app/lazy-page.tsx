import { lazy, type ComponentType, type ReactElement, type ReactNode } from 'react';

// The download of each lazy route element, so the screens of the first URL can start loading
// before React gets to render them (preloadPages).
const loaders = new WeakMap<ReactElement, () => Promise<unknown>>();

/** A route element whose code is downloaded on first visit (named exports, no default exports). */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): ReactElement {
  let loading: Promise<M> | undefined;
  // One download shared by the preload and the render; a failed one is forgotten, so the next
  // attempt fetches again instead of repeating the old error.
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const Component = lazy<ComponentType>(() => loadOnce().then((module) => ({ default: module[name] })));
  const element = <Component />;
  loaders.set(element, loadOnce);
  return element;
}

/**
 * Downloads the code of these route elements (a layout, then its screen) now, one after the other:
 * rendering alone would fetch the layout only once the session has loaded, and the screen only once
 * the layout is drawn. One at a time, so the layout (and the first paint) never waits for bandwidth
 * shared with the screen. A failed preload is ignored; the render reports the failure.
 */
export async function preloadPages(elements: ReactNode[]): Promise<void> {
  for (const element of elements) {
    const load = element && typeof element === 'object' ? loaders.get(element as ReactElement) : undefined;
    await load?.().catch(() => {});
  }
}

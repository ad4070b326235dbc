import { lazy, type ComponentType, type ReactElement } from 'react';

/** A route element whose code is downloaded on first visit (named exports, no default exports). */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): ReactElement {
  const Component = lazy<ComponentType>(() => load().then((module) => ({ default: module[name] })));
  return <Component />;
}

import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { FullPageSpinner } from '../components/ui/full-page-spinner.tsx';

export type RouteHandle = {
  title?: string;
  /** Starts the requests of the data this screen shows first, when the app opens on it (router.tsx). */
  prefetch?: () => void;
};

function usePageTitle() {
  const matches = useMatches();
  const title = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  useEffect(() => {
    document.title = title ? `${title} · Cuentas Claras` : 'Cuentas Claras';
  }, [title]);
}

/** Every screen is lazy: a full-page spinner shows while its code loads. */
export function RootLayout() {
  usePageTitle();
  return (
    <>
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}

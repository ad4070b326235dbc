import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { emptyFilters, filtersFromParams, filtersToParams, type TransactionFilterState } from '../lib/filters.ts';

const FILTER_KEYS = ['q', 'from', 'to', 'accounts', 'categories', 'tags', 'kind', 'min', 'max'];

/**
 * The filters live in the URL. Picking a filter adds a history entry (the back button undoes it);
 * typing replaces the current one so a search does not leave a trail of half-typed words.
 */
export function useTransactionFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(searchParams), [searchParams]);

  const update = useCallback(
    (patch: Partial<TransactionFilterState>, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const key of FILTER_KEYS) next.delete(key);
          for (const [key, value] of filtersToParams({ ...filtersFromParams(current), ...patch })) next.set(key, value);
          return next;
        },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const clear = useCallback(() => update(emptyFilters), [update]);

  return { filters, update, clear };
}

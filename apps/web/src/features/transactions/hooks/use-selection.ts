import { useCallback, useMemo, useState } from 'react';

/** Selected transaction ids, limited to what is loaded (a deleted or filtered-out row leaves the selection). */
export function useSelection(loadedIds: readonly string[]) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set());
  const loaded = useMemo(() => new Set(loadedIds), [loadedIds]);
  const selected = useMemo(() => {
    const visible = new Set<string>();
    for (const id of picked) if (loaded.has(id)) visible.add(id);
    return visible;
  }, [picked, loaded]);

  const toggle = useCallback((id: string, on: boolean) => {
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const selectAll = useCallback(() => setPicked(new Set(loadedIds)), [loadedIds]);
  const clear = useCallback(() => setPicked(new Set()), []);

  const allSelected = loaded.size > 0 && selected.size === loaded.size;
  return { selected, toggle, selectAll, clear, allSelected };
}

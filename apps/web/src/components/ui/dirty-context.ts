import { createContext, useContext, useEffect } from 'react';

/**
 * How a form inside a dialog tells the dialog that closing it now would throw away what was typed
 * (useDiscardGuard). Outside such a dialog nobody listens and reporting does nothing.
 */
export const DirtyContext = createContext<((dirty: boolean) => void) | null>(null);

/** Reports whether this form holds unsaved input; it stops counting when it unmounts. */
export function useReportDirty(dirty: boolean): void {
  const report = useContext(DirtyContext);
  useEffect(() => {
    report?.(dirty);
    return () => report?.(false);
  }, [report, dirty]);
}

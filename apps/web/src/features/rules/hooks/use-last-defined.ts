import { useState } from 'react';

/**
 * The value, or the last non-null one while it is null: a closing modal keeps showing what it
 * showed during its exit transition instead of collapsing to an empty box.
 */
export function useLastDefined<T>(value: T | null): T | null {
  const [last, setLast] = useState<T | null>(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}

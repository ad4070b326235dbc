import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

/**
 * A text field whose value is committed somewhere else (the URL) after a pause. When the committed
 * value changes from outside (back button, "Limpiar filtros") the field follows it.
 */
export function useDebouncedText(committed: string, commit: (value: string) => void, delay = 300) {
  const [text, setText] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    setSeen(committed);
    setText(committed);
  }
  const debounced = useDebouncedCallback(commit, delay);
  const change = (value: string) => {
    setText(value);
    debounced(value);
  };
  return { text, change, flush: debounced.flush };
}

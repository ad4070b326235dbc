/**
 * What the visitor did to the login form written into index.html (vite.config.ts, prerenderLogin)
 * before the app took over: the typed values and the focused field. Call it before the app's first
 * render; the function it returns puts them into the form the app draws, once that form is there.
 */
export function handOverPrerenderedLogin(container: HTMLElement): () => void {
  const typed = new Map<string, string>();
  for (const input of container.querySelectorAll<HTMLInputElement>('input[name]')) {
    if (input.value !== '') typed.set(input.name, input.value);
  }
  const focused = document.activeElement instanceof HTMLInputElement && container.contains(document.activeElement) ? document.activeElement.name : null;
  const staticForm = container.querySelector('form');

  return () => {
    if (typed.size === 0 && focused === null) return;
    const apply = () => {
      const form = container.querySelector('form');
      if (!form || form === staticForm) {
        requestAnimationFrame(apply);
        return;
      }
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      for (const [name, value] of typed) {
        const input = form.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
        if (!input || !setValue) continue;
        setValue.call(input, value);
        // React's onChange listens for `input`: the form library records the value as if typed.
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
      if (focused) form.querySelector<HTMLInputElement>(`input[name="${CSS.escape(focused)}"]`)?.focus();
    };
    requestAnimationFrame(apply);
  };
}

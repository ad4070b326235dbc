/**
 * What the visitor did to the login form written into index.html (vite.config.ts, prerenderLogin)
 * before the app took over: the typed values, the focused field and a submit or a press on the
 * passkey offer (which the page's script held back). Call it before the app's first render; the function it returns carries them
 * over to the form the app draws, once that form is there: values, focus, then the submit. All
 * are read at that moment: the visitor can keep typing while the app renders.
 */
export function handOverPrerenderedLogin(container: HTMLElement): () => void {
  const staticForm = container.querySelector('form');
  if (!staticForm) return () => {};
  const nameOf = (element: Element | null) =>
    element instanceof HTMLInputElement && staticForm.contains(element) ? element.name : null;
  let focused = nameOf(document.activeElement);
  const onFocus = (event: FocusEvent) => {
    focused = nameOf(event.target as Element | null);
  };
  staticForm.addEventListener('focusin', onFocus);

  // The values move over the moment React puts its form in the page: a MutationObserver's callback
  // runs right after the commit that inserted it, before the browser handles another input event.
  // Waiting for the next frame instead left a gap, under load hundreds of milliseconds long, in
  // which the app's form was on screen and empty: a click on «Iniciar sesión» there sent it without
  // the e-mail (seen in the browser tests as an intermittent failed login).
  return () => {
    const apply = (): boolean => {
      const form = container.querySelector('form');
      if (!form || form === staticForm) return false;
      staticForm.removeEventListener('focusin', onFocus);
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      for (const typed of staticForm.querySelectorAll<HTMLInputElement>('input[name]')) {
        const input = form.querySelector<HTMLInputElement>(`input[name="${CSS.escape(typed.name)}"]`);
        if (!input || !setValue || typed.value === '') continue;
        setValue.call(input, typed.value);
        // React's onChange listens for `input`: the form library records the value as if typed.
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
      // The focused field was removed with the static form; focus its twin unless the visitor has
      // already moved on to something else.
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (focused && lost) form.querySelector<HTMLInputElement>(`input[name="${CSS.escape(focused)}"]`)?.focus();
      if (container.hasAttribute('data-submit-pending')) {
        container.removeAttribute('data-submit-pending');
        form.requestSubmit();
      } else if (container.hasAttribute('data-passkey-pending')) {
        container.removeAttribute('data-passkey-pending');
        form.querySelector<HTMLButtonElement>('button[data-passkey-offer]')?.click();
      }
      return true;
    };
    if (apply()) return;
    const observer = new MutationObserver(() => {
      if (apply()) observer.disconnect();
    });
    observer.observe(container, { childList: true, subtree: true });
  };
}

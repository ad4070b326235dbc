import type { ReactNode } from 'react';
import { toast, type ToastContainerProps } from 'react-toastify/unstyled';
import { isRecentPlanMessage } from './plan-required.ts';
import './toasts.css';

/** docs/architecture.md §8.7: top right (the contract), 5000 ms, pause on hover and focus loss, draggable 80 %, light theme. */
export const toastContainerProps = {
  position: 'top-right',
  autoClose: 5000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  draggablePercent: 80,
  theme: 'light',
  'aria-label': 'Avisos (Alt+T)',
} as const satisfies ToastContainerProps;

/** The error toasts on screen, which a later success makes stale. */
const shownErrors = new Set<string>();

export function toastSuccess(message: string): void {
  // «No pudimos guardar…» beside «Guardado» contradicts it: the success replaces earlier errors.
  for (const id of shownErrors) toast.dismiss(id);
  shownErrors.clear();
  toast.success(message, { toastId: `success:${message}` });
}

/**
 * A success that offers a way back (decision 046): its content holds the «Deshacer» button, and it
 * stays `autoClose` ms, as long as the server keeps the change undoable for the click.
 */
export function toastSuccessWithAction(id: string, content: ReactNode, autoClose: number): void {
  for (const shown of shownErrors) toast.dismiss(shown);
  shownErrors.clear();
  toast.success(content, { toastId: id, autoClose });
}

/** One toast per message; the same message twice in a row is shown once. */
export function toastErrors(messages: readonly string[]): void {
  for (const message of new Set(messages)) {
    // Already explained by the upgrade prompt: not an error to toast.
    if (isRecentPlanMessage(message)) continue;
    shownErrors.add(`error:${message}`);
    toast.error(message, { toastId: `error:${message}` });
  }
}

export function toastError(message: string): void {
  toastErrors([message]);
}

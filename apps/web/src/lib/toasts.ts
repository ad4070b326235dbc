import { toast, type ToastContainerProps } from 'react-toastify/unstyled';
import { isRecentPlanMessage } from './plan-required.ts';
import './toasts.css';

/** docs/architecture.md §8.7: top right, 5000 ms, pause on hover and focus loss, draggable 80 %, light theme. */
export const toastContainerProps = {
  position: 'top-right',
  autoClose: 5000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  draggablePercent: 80,
  theme: 'light',
  'aria-label': 'Avisos (Alt+T)',
  // Below the header, so a toast never covers the user menu or the notification bell.
  style: { top: 72 },
} as const satisfies ToastContainerProps;

export function toastSuccess(message: string): void {
  toast.success(message, { toastId: `success:${message}` });
}

/** One toast per message; the same message twice in a row is shown once. */
export function toastErrors(messages: readonly string[]): void {
  for (const message of new Set(messages)) {
    // Already explained by the upgrade prompt: not an error to toast.
    if (!isRecentPlanMessage(message)) toast.error(message, { toastId: `error:${message}` });
  }
}

export function toastError(message: string): void {
  toastErrors([message]);
}

import { CloseButton } from '@mantine/core';
import type { CloseButtonProps } from 'react-toastify/unstyled';

/** react-toastify's own close button is labelled "close"; this one speaks Spanish. */
export function ToastCloseButton({ closeToast }: CloseButtonProps) {
  return <CloseButton size="sm" aria-label="Cerrar aviso" onClick={closeToast} />;
}

import { beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }));
vi.mock('react-toastify/unstyled', () => ({ toast }));
vi.mock('./toasts.css', () => ({}));

// The suite shares modules between files (isolate: false): load toasts.ts afresh so it gets the mock.
vi.resetModules();
const { toastContainerProps, toastErrors, toastSuccess } = await import('./toasts.ts');

beforeEach(() => vi.clearAllMocks());

describe('toasts', () => {
  it('sit at the top right, as the contract says', () => {
    expect(toastContainerProps.position).toBe('top-right');
    expect(toastContainerProps.autoClose).toBe(5000);
  });

  it('clear a stale error when a success shows', () => {
    toastErrors(['No pudimos guardar el movimiento']);
    toastSuccess('Movimiento guardado');
    expect(toast.dismiss).toHaveBeenCalledWith('error:No pudimos guardar el movimiento');
    expect(toast.success).toHaveBeenCalledWith('Movimiento guardado', { toastId: 'success:Movimiento guardado' });
    toastSuccess('Otra vez');
    expect(toast.dismiss).toHaveBeenCalledTimes(1);
  });
});

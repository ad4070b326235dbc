import { afterEach, describe, expect, it, vi } from 'vitest';
import { LARGE_WORK_ROWS, collectAfterLargeWork } from './large-work.ts';

describe('collectAfterLargeWork', () => {
  const holder = globalThis as { gc?: () => void };
  const original = holder.gc;
  afterEach(() => {
    holder.gc = original;
  });

  it('collects after a large step and leaves small ones to V8', () => {
    const gc = vi.fn();
    holder.gc = gc;
    collectAfterLargeWork(LARGE_WORK_ROWS - 1);
    expect(gc).not.toHaveBeenCalled();
    collectAfterLargeWork(LARGE_WORK_ROWS);
    collectAfterLargeWork(100_000);
    expect(gc).toHaveBeenCalledTimes(2);
  });

  it('does nothing when Node started without --expose-gc', () => {
    holder.gc = undefined;
    expect(() => collectAfterLargeWork(100_000)).not.toThrow();
  });
});

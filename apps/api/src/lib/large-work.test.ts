import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { LARGE_WORK_ROWS, collectAfterLargeWork } from './large-work.ts';

describe('collectAfterLargeWork', () => {
  it('leaves small steps to V8', () => {
    expect(collectAfterLargeWork(LARGE_WORK_ROWS - 1)).toBe(false);
  });

  it('frees what a large step left behind, without any start flag', async () => {
    // Nothing but the WeakRef holds the array once this returns.
    const watched = ((leftover: number[]) => new WeakRef(leftover))(new Array(500_000).fill(7));
    // A WeakRef's target stays alive until the turn that made it ends.
    await nextTurn();
    expect(collectAfterLargeWork(LARGE_WORK_ROWS)).toBe(true);
    expect(watched.deref()).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { createUuidv7 } from './ids.ts';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** The 48-bit millisecond timestamp at the front of a v7 id. */
const msOf = (id: string) => Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16);

describe('uuidv7', () => {
  // A generator of the test's own: the app's one is shared by every test file in this process.
  const uuidv7 = createUuidv7();

  it('sorts in creation order, within one millisecond and across them, and never repeats', () => {
    const at = Date.now() + 2 * 86_400_000;
    const ids = [
      ...Array.from({ length: 3000 }, () => uuidv7(at)),
      ...Array.from({ length: 3000 }, () => uuidv7(at + 1)),
    ];
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => UUID_V7.test(id))).toBe(true);
  });

  it('moves to the next millisecond when one millisecond runs out of its 4,096 counter values', () => {
    const at = Date.now() + 3 * 86_400_000;
    const ids = Array.from({ length: 5000 }, () => uuidv7(at));
    expect(msOf(ids[0]!)).toBe(at);
    expect(msOf(ids.at(-1)!)).toBe(at + 1);
    expect([...ids].sort()).toEqual(ids);
  });

  it('a clock that goes back does not break the order', () => {
    const at = Date.now() + 4 * 86_400_000;
    const first = uuidv7(at);
    const second = uuidv7(at - 5000);
    expect(second > first).toBe(true);
  });

  it('is a version 7, RFC 9562 variant UUID carrying its millisecond', () => {
    // Ascending, and after the other tests' clocks: a clock that goes back keeps the last millisecond.
    for (const now of [Date.now() + 10 * 86_400_000, 0xffff_ffff_ffff - 10_000]) {
      const id = uuidv7(now);
      expect(id).toMatch(UUID_V7);
      expect(msOf(id)).toBe(now);
    }
  });
});

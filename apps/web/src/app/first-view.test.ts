// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstViewKey, homeDataLoaded, rememberFirstView } from './first-view.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the home screen first view', () => {
  it('keeps the name and the month the home screen showed, in the shape index.html reads', () => {
    rememberFirstView({ name: 'Laura', period: '1 – 30 de nov de 2026', from: '2026-11-01', to: '2026-11-30' });
    expect(JSON.parse(localStorage.getItem(firstViewKey)!)).toEqual({
      name: 'Laura',
      period: '1 – 30 de nov de 2026',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('lets the app take over after the limit when the data does not come', async () => {
    vi.useFakeTimers();
    // Requests that never answer: only the limit can settle the wait.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    let settled = false;
    void homeDataLoaded(500).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});

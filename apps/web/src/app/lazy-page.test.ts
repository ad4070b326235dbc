import { describe, expect, it } from 'vitest';
import { lazyPage, preloadPages } from './lazy-page.tsx';

const Screen = () => null;

/** A module download the test finishes by hand, counting how often it was started. */
function download() {
  const started: number[] = [];
  let finish: (ok: boolean) => void = () => {};
  const load = () => {
    started.push(started.length);
    return new Promise<{ Screen: typeof Screen }>((resolve, reject) => {
      finish = (ok) => (ok ? resolve({ Screen }) : reject(new Error('chunk failed')));
    });
  };
  return { load, started, finish: (ok = true) => finish(ok) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloading the first screen', () => {
  it('downloads a layout, then its screen, each once', async () => {
    const layout = download();
    const screen = download();
    const done = preloadPages([lazyPage(layout.load, 'Screen'), lazyPage(screen.load, 'Screen')]);
    await settle();
    expect([layout.started.length, screen.started.length]).toEqual([1, 0]);
    layout.finish();
    await settle();
    expect([layout.started.length, screen.started.length]).toEqual([1, 1]);
    screen.finish();
    await done;
  });

  it('skips elements that are not lazy pages and goes on after a failed download', async () => {
    const broken = download();
    const screen = download();
    const brokenPage = lazyPage(broken.load, 'Screen');
    const done = preloadPages([undefined, 'text', brokenPage, lazyPage(screen.load, 'Screen')]);
    await settle();
    broken.finish(false);
    await settle();
    expect(screen.started.length).toBe(1);
    screen.finish();
    await done;
    // The failure is not kept: the next attempt (the render, or another preload) downloads again.
    void preloadPages([brokenPage]);
    await settle();
    expect(broken.started.length).toBe(2);
  });

  it('shares one download between a preload and a second preload of the same page', async () => {
    const screen = download();
    const page = lazyPage(screen.load, 'Screen');
    void preloadPages([page]);
    void preloadPages([page]);
    await settle();
    expect(screen.started.length).toBe(1);
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstViewKey, rememberFirstView, revealApp, revealAppWhenNotHome } from './first-view.ts';

/** The page as index.html's script leaves it on / with a session: the first view over the hidden root. */
function coveredPage(): void {
  document.body.innerHTML =
    '<div id="first-view"><main><h1>Hola</h1></main></div><div id="root" style="visibility: hidden"></div>';
}

function fakeRouter() {
  let listener: ((state: { location: { pathname: string } }) => void) | undefined;
  return {
    subscribe: (next: typeof listener) => {
      listener = next;
      return () => (listener = undefined);
    },
    go: (pathname: string) => listener?.({ location: { pathname } }),
  };
}

const revealed = () =>
  document.getElementById('first-view') === null && document.getElementById('root')!.style.visibility === '';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  document.body.innerHTML = '';
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

  it('gives way to the app: the view goes, the root shows', () => {
    coveredPage();
    expect(revealed()).toBe(false);
    revealApp();
    expect(revealed()).toBe(true);
  });

  it('shows the app when it leaves the home screen, not while it stays there', () => {
    vi.useFakeTimers();
    coveredPage();
    const router = fakeRouter();
    revealAppWhenNotHome(router);
    router.go('/');
    expect(revealed()).toBe(false);
    router.go('/login');
    expect(revealed()).toBe(true);
  });

  it('shows the app after the limit when the home screen is never drawn', () => {
    vi.useFakeTimers();
    coveredPage();
    revealAppWhenNotHome(fakeRouter(), 500);
    vi.advanceTimersByTime(499);
    expect(revealed()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(revealed()).toBe(true);
  });
});

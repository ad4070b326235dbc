import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Modules already loaded, by their loader: a control mounted again draws its real component at once. */
const loadedModules = new WeakMap<() => Promise<unknown>, unknown>();

/** How the real component should start: as the user left the stand-in. */
export type StartState = {
  /** The stand-in had the focus when it gave way: the real trigger takes it. */
  focus: boolean;
  /** The stand-in was pressed before the code was there: the real control opens once mounted. */
  open: boolean;
  /** Called once the real component has started so: a later mount starts closed. */
  done: () => void;
};

const noop = () => {};
const asIs: StartState = { focus: false, open: false, done: noop };

/**
 * A control whose real component (a header menu or popover: Mantine's menu and Floating UI's
 * positioning, tens of kilobytes) loads when the user reaches for it, not with the screen
 * (decision 059). Until then the caller draws a stand-in trigger that looks and reads as the real
 * one, with `triggerProps` on it: the pointer or the focus reaching it starts the download, and a
 * press before the code is there is kept. Once the module is there the caller draws the real
 * component with `start`, which takes the focus and opens as the user left the stand-in
 * (`useStartAsLeft`).
 */
export function useLoadOnUse<M>(load: () => Promise<M>): {
  module: M | null;
  start: StartState;
  triggerProps: {
    ref: RefObject<HTMLButtonElement | null>;
    onPointerEnter: () => void;
    onPointerDown: () => void;
    onFocus: () => void;
    onClick: () => void;
  };
} {
  const [state, setState] = useState<{ module: M; start: StartState } | null>(() => {
    const module = loadedModules.get(load) as M | undefined;
    return module ? { module, start: asIs } : null;
  });
  const trigger = useRef<HTMLButtonElement | null>(null);
  const pressed = useRef(false);
  const loading = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const begin = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    void load().then(
      (module) => {
        loadedModules.set(load, module);
        if (!mounted.current) return;
        const done = () => setState((current) => (current ? { module: current.module, start: asIs } : current));
        const focus = trigger.current !== null && trigger.current === document.activeElement;
        setState({ module, start: { focus, open: pressed.current, done } });
      },
      // Offline, or a new version deployed meanwhile: the stand-in stays, and the next reach tries again.
      () => {
        loading.current = false;
      },
    );
  }, [load]);

  return {
    module: state?.module ?? null,
    start: state?.start ?? asIs,
    triggerProps: {
      ref: trigger,
      onPointerEnter: begin,
      onPointerDown: begin,
      onFocus: begin,
      onClick: () => {
        pressed.current = true;
        begin();
      },
    },
  };
}

/**
 * In the real component: takes the focus and opens as `start` says, once mounted. It opens in the
 * effect after the mount (not mounted open), so the menu sees its trigger focused when it opens
 * and gives the focus back to it when it closes, as when the user presses it.
 */
export function useStartAsLeft(start: StartState, target: RefObject<HTMLElement | null>, open: () => void): void {
  useEffect(() => {
    if (!start.focus && !start.open) return;
    target.current?.focus();
    if (start.open) open();
    start.done();
  }, [start, target, open]);
}

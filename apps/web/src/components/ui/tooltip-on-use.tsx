import type { TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { cloneElement, lazy, Suspense, useEffect, useRef, useState, type ReactElement, type Ref } from 'react';

const loadTooltip = () => import('./tooltip-loaded.tsx');
const LoadedTooltip = lazy(() => loadTooltip().then((module) => ({ default: module.LoadedTooltip })));

type Handlers = {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: unknown) => void;
  onPointerLeave?: (event: unknown) => void;
  onFocus?: (event: unknown) => void;
  onBlur?: (event: unknown) => void;
};

/**
 * Mantine's tooltip around `children`, loaded when the pointer or the focus first reaches them
 * (decision 059): a tooltip is Floating UI's positioning and Mantine's code, which a screen drawn
 * for reading does not need until then. Until it is there the element is drawn alone; once it is,
 * the tooltip shows at once if the pointer is still over the element or the focus still in it.
 */
export function TooltipOnUse({
  children,
  ...tooltip
}: Omit<TooltipProps, 'children' | 'defaultOpened' | 'opened'> & { children: ReactElement<Handlers> }) {
  const [wanted, setWanted] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [over, setOver] = useState(false);
  const [focus, setFocus] = useState(false);

  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    loadTooltip().then(
      () => {
        if (!current) return;
        setFocus(element !== null && element === document.activeElement);
        setLoaded(true);
      },
      // Offline, or a new version deployed meanwhile: the element stays without its tooltip.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [wanted, loaded, element]);

  const own = children.props;
  if (!loaded) {
    return cloneElement(children, {
      ref: setElement,
      onPointerEnter: (event: unknown) => {
        setOver(true);
        setWanted(true);
        own.onPointerEnter?.(event);
      },
      onPointerLeave: (event: unknown) => {
        setOver(false);
        own.onPointerLeave?.(event);
      },
      onFocus: (event: unknown) => {
        setWanted(true);
        own.onFocus?.(event);
      },
    });
  }
  return (
    <Suspense fallback={children}>
      <LoadedTooltip {...tooltip} defaultOpened={over || focus}>
        <Refocused focus={focus}>{children}</Refocused>
      </LoadedTooltip>
    </Suspense>
  );
}

/**
 * The element again, with the tooltip's handlers beside its own, focused once mounted if the one it
 * replaces had the focus.
 */
function Refocused({ focus, children, ...fromTooltip }: { focus: boolean; children: ReactElement<Handlers> }) {
  const element = useRef<HTMLElement | null>(null);
  const ref = useMergedRef(element, (fromTooltip as Handlers).ref);
  useEffect(() => {
    if (focus) element.current?.focus();
  }, [focus]);
  const own = children.props as Record<string, unknown>;
  const props: Record<string, unknown> = { ...fromTooltip };
  for (const [name, handler] of Object.entries(fromTooltip as Record<string, unknown>)) {
    const mine = own[name];
    if (/^on[A-Z]/.test(name) && typeof handler === 'function' && typeof mine === 'function') {
      props[name] = (event: unknown) => {
        (mine as (event: unknown) => void)(event);
        (handler as (event: unknown) => void)(event);
      };
    }
  }
  props.ref = ref;
  return cloneElement(children, props);
}

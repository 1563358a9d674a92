import { useEffect, type RefObject } from 'react';
import { create } from 'zustand';

// Toasts sit at the bottom right (spec §9). Elements fixed to the bottom of the screen — the
// product page's booking bar and its floating information button on phones — register here, and
// the notification area rises above the highest of them, so a toast never covers them.

const useClearanceStore = create<{ heights: ReadonlyMap<symbol, number> }>(() => ({
  heights: new Map(),
}));

function setHeight(id: symbol, height: number | null): void {
  useClearanceStore.setState(({ heights }) => {
    const next = new Map(heights);
    if (height === null) next.delete(id);
    else next.set(id, height);
    return { heights: next };
  });
}

/** How far above the bottom of the viewport toasts must stay (px). */
export function useToastClearance(): number {
  return useClearanceStore((state) => Math.max(0, ...state.heights.values()));
}

/** Keeps toasts above this bottom-fixed element for as long as it is mounted. */
export function useKeepToastsAbove(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const id = Symbol('toast-clearance');
    // From the element's top edge to the bottom of the viewport.
    const measure = () =>
      setHeight(id, Math.ceil(window.innerHeight - element.getBoundingClientRect().top));
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      setHeight(id, null);
    };
  }, [ref]);
}

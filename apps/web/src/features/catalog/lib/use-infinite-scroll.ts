import { useEffect, useRef } from 'react';

/**
 * Calls `onReach` when the returned element comes within `margin` of the viewport (the list's
 * "more on scrolling"). Does nothing while `enabled` is false.
 */
export function useInfiniteScroll<T extends Element>(
  onReach: () => void,
  enabled: boolean,
  margin = '400px',
) {
  const ref = useRef<T>(null);
  const callback = useRef(onReach);
  useEffect(() => {
    callback.current = onReach;
  }, [onReach]);
  useEffect(() => {
    const target = ref.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled, margin]);
  return ref;
}

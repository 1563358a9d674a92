import { useCallback, useEffect, useRef, useState } from 'react';
import { useIsMobile } from '../../../shared/store/global-store';
import { TAB_JUMP_OFFSET_PX } from './constants';
import { activeSectionIndex, isScrolledToEnd, scrollTargetFor } from './scroll-spy';

/**
 * How far down the page's own banner (the site header) reaches now: 0 once it has scrolled away,
 * its height while it sticks. Sticky parts of the page sit just below it.
 */
function bannerBottom(): number {
  const banner = document.querySelector('body header');
  return banner ? Math.max(0, Math.round(banner.getBoundingClientRect().bottom)) : 0;
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The detail page's tabs (spec §2): scrolling highlights the tab whose section top is within 225 px
 * of the viewport top; jumping to a tab scrolls its section to 202 px (desktop) or 100 px (mobile)
 * below the top. `register(i)` is the ref callback of section i.
 */
export function useScrollSpy(count: number) {
  const isMobile = useIsMobile();
  const sections = useRef<Array<HTMLElement | null>>([]);
  // A tab the user picked stays active while the page scrolls there (and when the page cannot
  // scroll far enough for a last, short section), until the user scrolls by themselves.
  const picked = useRef<number | null>(null);
  const [active, setActive] = useState(0);
  const [stickyTop, setStickyTop] = useState(0);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const tops = sections.current
        .slice(0, count)
        .map((el) => el?.getBoundingClientRect().top ?? Infinity);
      const atEnd = isScrolledToEnd(
        window.scrollY,
        window.innerHeight,
        document.documentElement.scrollHeight,
      );
      setActive(picked.current ?? activeSectionIndex(tops, { atEnd }));
      setStickyTop(bannerBottom());
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    const release = () => {
      picked.current = null;
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const)
      window.addEventListener(type, release, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      for (const type of ['wheel', 'touchstart', 'keydown'] as const)
        window.removeEventListener(type, release);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [count]);

  const register = useCallback(
    (index: number) => (element: HTMLElement | null) => {
      sections.current[index] = element;
    },
    [],
  );

  const jumpTo = useCallback(
    (index: number) => {
      const element = sections.current[index];
      if (!element) return;
      const offset = isMobile ? TAB_JUMP_OFFSET_PX.mobile : TAB_JUMP_OFFSET_PX.desktop;
      const top = scrollTargetFor(element.getBoundingClientRect().top, window.scrollY, offset);
      picked.current = index;
      setActive(index);
      window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    },
    [isMobile],
  );

  /** `stickyTop`: where the tab bar and the booking panel stick (just below the site header). */
  return { active, register, jumpTo, stickyTop };
}

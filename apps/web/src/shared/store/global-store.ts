import { create } from 'zustand';

// Spec §2/§9: mobile mode below 992 px (Bootstrap's lg breakpoint minus its .02 px guard).
export const mobileMediaQuery = '(max-width: 991.98px)';

interface GlobalState {
  isMobile: boolean;
}

function matchesMobile(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(mobileMediaQuery).matches
    : false;
}

export const useGlobalStore = create<GlobalState>(() => ({ isMobile: matchesMobile() }));

export function useIsMobile(): boolean {
  return useGlobalStore((state) => state.isMobile);
}

/** Keeps isMobile in step with the window width; returns the stop function. */
export function trackMobileMode(): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(mobileMediaQuery);
  const update = () => useGlobalStore.setState({ isMobile: query.matches });
  update();
  query.addEventListener('change', update);
  return () => query.removeEventListener('change', update);
}

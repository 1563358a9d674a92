import { afterEach, describe, expect, it, vi } from 'vitest';
import { mobileMediaQuery, trackMobileMode, useGlobalStore } from './global-store';

describe('mobile mode', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows matchMedia for widths under 992 px', () => {
    let listener: (() => void) | undefined;
    const query = {
      matches: true,
      addEventListener: (_: string, fn: () => void) => (listener = fn),
      removeEventListener: vi.fn(),
    };
    const matchMedia = vi
      .spyOn(window, 'matchMedia')
      .mockReturnValue(query as unknown as MediaQueryList);
    const stop = trackMobileMode();
    expect(matchMedia).toHaveBeenCalledWith(mobileMediaQuery);
    expect(useGlobalStore.getState().isMobile).toBe(true);
    query.matches = false;
    listener?.();
    expect(useGlobalStore.getState().isMobile).toBe(false);
    stop();
    expect(query.removeEventListener).toHaveBeenCalled();
  });

  it('uses Bootstrap’s lg breakpoint', () => {
    expect(mobileMediaQuery).toBe('(max-width: 991.98px)');
  });
});

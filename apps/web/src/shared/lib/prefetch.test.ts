import { afterEach, describe, expect, it, vi } from 'vitest';
import { canPrefetch, prefetchPath, setRoutePrefetcher } from './prefetch';

describe('canPrefetch', () => {
  it('allows prefetch when the connection is unknown or fast', () => {
    expect(canPrefetch(null)).toBe(true);
    expect(canPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(canPrefetch({ effectiveType: '3g' })).toBe(true);
  });

  it('skips prefetch on 2g and on save-data (spec §9)', () => {
    expect(canPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});

describe('prefetchPath', () => {
  afterEach(() => {
    setRoutePrefetcher(null);
    vi.unstubAllGlobals();
  });

  it('asks the registered prefetcher once per path', () => {
    const prefetcher = vi.fn();
    setRoutePrefetcher(prefetcher);
    prefetchPath('/productList?search=x');
    prefetchPath('/productList');
    expect(prefetcher).toHaveBeenCalledTimes(1);
    expect(prefetcher).toHaveBeenCalledWith('/productList');
  });

  it('does nothing on a save-data connection', () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const prefetcher = vi.fn();
    setRoutePrefetcher(prefetcher);
    prefetchPath('/productList');
    expect(prefetcher).not.toHaveBeenCalled();
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chunkReloadIntervalMs,
  chunkReloadStorageKey,
  isChunkLoadError,
  reloadForChunkError,
  withChunkReload,
} from './chunk-reload';

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/home-page-abc123.js');

describe('chunk-reload guard', () => {
  beforeEach(() => sessionStorage.clear());

  it('recognises the browsers’ chunk errors and nothing else', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('boom')).toBe(false);
  });

  it('reloads at most once per 60 s', () => {
    const reload = vi.fn();
    const t0 = 1_000_000;
    expect(reloadForChunkError(t0, sessionStorage, reload)).toBe(true);
    expect(sessionStorage.getItem(chunkReloadStorageKey)).toBe(String(t0));
    expect(reloadForChunkError(t0 + 1_000, sessionStorage, reload)).toBe(false);
    expect(reloadForChunkError(t0 + chunkReloadIntervalMs - 1, sessionStorage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunkError(t0 + chunkReloadIntervalMs, sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when storage cannot record the attempt', () => {
    const reload = vi.fn();
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    expect(reloadForChunkError(Date.now(), broken, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a failing page import reloads the first time and shows the error the second time', async () => {
    const reload = vi.fn();
    const guard = () => reloadForChunkError(Date.now(), sessionStorage, reload);
    const load = withChunkReload(() => Promise.reject(chunkError()), guard);

    let settled = false;
    void load().then(
      () => (settled = true),
      () => (settled = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false); // the page is reloading: nothing may render meanwhile

    await expect(load()).rejects.toThrow(/dynamically imported module/);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('passes other errors and successes through untouched', async () => {
    const reload = vi.fn(() => true);
    await expect(
      withChunkReload(() => Promise.reject(new Error('render bug')), reload)(),
    ).rejects.toThrow('render bug');
    await expect(
      withChunkReload(() => Promise.resolve({ Component: 'x' }), reload)(),
    ).resolves.toEqual({ Component: 'x' });
    expect(reload).not.toHaveBeenCalled();
  });
});

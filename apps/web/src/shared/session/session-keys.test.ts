import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { act, renderHook } from '@testing-library/react';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from './clear-session';
import { SESSION_STORAGE_KEYS, sessionStorageKey } from './session-keys';

const persisted = (state: unknown) => JSON.stringify({ state, version: 1 });
const cartOf = (count: number) => ({
  cart: Array.from({ length: count }, (_, i) => ({ _id: `line-${i}`, total: 1 })),
});

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('clearSession removes stored session keys whether or not their store is loaded', () => {
  const seedAll = () => {
    for (const keys of Object.values(SESSION_STORAGE_KEYS))
      for (const key of keys) localStorage.setItem(key, persisted({ any: 'thing' }));
  };
  const left = () =>
    Object.values(SESSION_STORAGE_KEYS)
      .flat()
      .filter((key) => localStorage.getItem(key) !== null);

  it.each(['logout', 'refresh-failed'] as const)('%s removes every key', (reason) => {
    seedAll();
    clearSession(reason);
    expect(left()).toEqual([]);
  });

  it('maintenance keeps the address and the selected location', () => {
    seedAll();
    clearSession('maintenance');
    expect(left().sort()).toEqual(
      [...SESSION_STORAGE_KEYS.address, ...SESSION_STORAGE_KEYS.location].sort(),
    );
  });
});

describe("the header's cart badge", () => {
  it('reads the persisted cart synchronously when its module loads (a reload)', async () => {
    localStorage.setItem(sessionStorageKey('cart'), persisted(cartOf(3)));
    vi.resetModules();
    const { useCartCount } = await import('./cart-count');
    const { result } = renderHook(() => useCartCount());
    expect(result.current).toBe(3);
  });

  it('ignores a missing or malformed persisted cart', async () => {
    localStorage.setItem(sessionStorageKey('cart'), '{not json');
    vi.resetModules();
    const { useCartCount } = await import('./cart-count');
    expect(renderHook(() => useCartCount()).result.current).toBe(0);
  });

  it('follows a store persisted with cartPersistOptions, and clearing the session empties it', async () => {
    vi.resetModules();
    const { useCartCount } = await import('./cart-count');
    const { cartPersistOptions } = await import('./cart-persistence');
    const { clearSession: clear } = await import('./clear-session');
    type Line = { _id: string; total: number };
    const useCart = create<{ cart: Line[]; add(line: Line): void }>()(
      persist((set) => ({ cart: [], add: (line) => set((s) => ({ cart: [...s.cart, line] })) }), {
        ...cartPersistOptions(),
        partialize: (s) => ({ cart: s.cart }),
      }),
    );
    const badge = renderHook(() => useCartCount());
    act(() => {
      useCart.getState().add({ _id: 'a', total: 1 });
      useCart.getState().add({ _id: 'b', total: 2 });
    });
    expect(badge.result.current).toBe(2);
    expect(JSON.parse(localStorage.getItem(sessionStorageKey('cart'))!).state.cart).toHaveLength(2);
    act(() => clear('logout'));
    expect(badge.result.current).toBe(0);
    expect(localStorage.getItem(sessionStorageKey('cart'))).toBeNull();
  });

  it("another tab's change reaches the badge", async () => {
    vi.resetModules();
    const { useCartCount } = await import('./cart-count');
    const badge = renderHook(() => useCartCount());
    localStorage.setItem(sessionStorageKey('cart'), persisted(cartOf(2)));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: sessionStorageKey('cart') }));
    });
    expect(badge.result.current).toBe(2);
  });
});

describe('every persisted store of the web app is registered', () => {
  const src = join(import.meta.dirname, '..', '..');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return files(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });

  it('persist() takes its key from sessionPersistOptions or cartPersistOptions', () => {
    const unregistered = files(src)
      .filter((file) => /\bpersist\(/.test(readFileSync(file, 'utf8')))
      .filter(
        (file) => !/(session|cart)PersistOptions(<[^>]*>)?\(/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => relative(src, file));
    expect(unregistered).toEqual([]);
  });
});

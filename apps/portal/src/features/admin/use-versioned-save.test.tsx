import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@changdee/ui/lib/api-error';
import { Providers } from './test-wrapper';
import { useVersionedSave } from './use-versioned-save';

// Saving on the version read: created, then updated on the answer's version; a stale refusal held
// as the conflict (keep mine / load theirs); the contract's issues on their fields.

type Item = { id: string; version: number; name: string };
type Values = { name: string };

const wrapper = ({ children }: { children: ReactNode }) => <Providers>{children}</Providers>;

function setUp(refusal?: ApiError) {
  const form = { setError: vi.fn(), reset: vi.fn() };
  const create = vi.fn(async (values: Values) => {
    if (refusal) throw refusal;
    return { id: 'a', version: 1, ...values };
  });
  const update = vi.fn(async (id: string, version: number, values: Values) => {
    if (refusal) throw refusal;
    return { id, version: version + 1, ...values };
  });
  const onSaved = vi.fn();
  const onRefused = vi.fn();
  const hook = renderHook(
    () =>
      useVersionedSave<Item, Values>({
        saved: null,
        form,
        scope: 'thing',
        valuesOf: (item) => ({ name: item.name }),
        create,
        update,
        onSaved,
        onRefused,
      }),
    { wrapper },
  );
  return { ...hook, form, create, update, onSaved, onRefused };
}

describe('useVersionedSave', () => {
  it('creates, then updates on the version of the answer', async () => {
    const { result, create, update, onSaved } = setUp();
    await waitFor(() => expect(result.current).not.toBeNull());
    await act(() => result.current.save.mutateAsync({ name: 'Lamp' }));
    expect(create).toHaveBeenCalledWith({ name: 'Lamp' });
    expect(result.current.base).toEqual({ id: 'a', version: 1, name: 'Lamp' });
    await act(() => result.current.save.mutateAsync({ name: 'Lamp 2' }));
    expect(update).toHaveBeenCalledWith('a', 1, { name: 'Lamp 2' });
    expect(result.current.base?.version).toBe(2);
    expect(onSaved).toHaveBeenCalledTimes(2);
  });

  it('holds a stale copy as the conflict: keep mine, or load theirs into the form', async () => {
    const theirs = { id: 'a', version: 5, name: 'Theirs' };
    const { result, form } = setUp(
      new ApiError({
        status: 409,
        code: 'STALE_EDIT',
        message: 'stale',
        details: { current: theirs },
      }),
    );
    await waitFor(() => expect(result.current).not.toBeNull());
    await act(async () => {
      await result.current.save.mutateAsync({ name: 'Mine' }).catch(() => undefined);
    });
    expect(result.current.conflict).toEqual(theirs);
    act(() => result.current.keepMine());
    expect(result.current.base).toEqual(theirs);
    expect(result.current.conflict).toBeNull();
    expect(form.reset).not.toHaveBeenCalled();
    await act(async () => {
      await result.current.save.mutateAsync({ name: 'Mine' }).catch(() => undefined);
    });
    act(() => result.current.loadTheirs());
    expect(form.reset).toHaveBeenCalledWith({ name: 'Theirs' });
  });

  it('puts the contract’s issues on their fields and passes the refusal on', () => {
    const { result, form, onRefused } = setUp();
    const refusal = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'bad',
      details: [{ in: 'body', path: 'thing.name', message: 'Say a name' }],
    });
    act(() => result.current.applyRefusal(refusal));
    expect(form.setError).toHaveBeenCalledWith('name', { message: 'Say a name' });
    expect(onRefused).toHaveBeenCalledWith(refusal);
    act(() => result.current.applyRefusal(new Error('network')));
    expect(onRefused).toHaveBeenCalledTimes(1);
  });
});

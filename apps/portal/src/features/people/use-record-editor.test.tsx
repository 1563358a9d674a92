import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import en from '../../i18n/en.json';
import { Providers } from '../admin/test-wrapper';
import { useRecordEditor } from './use-record-editor';

// The people page's editors: the chosen record found by its key, the create or update schema and
// label that follow, and a save that reads the list again and chooses what was saved.

type Row = { code: string; version: number };
const create = z.object({ code: z.string() });
const update = z.object({ code: z.string(), expected_version: z.number() });

describe('useRecordEditor', () => {
  it('chooses, new or existing, and follows a save', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Providers client={client}>{children}</Providers>
    );
    const { result, rerender } = renderHook(
      ({ records }: { records: Row[] | undefined }) =>
        useRecordEditor({
          records,
          keyOf: (row) => row.code,
          listKey: ['test', 'rows'],
          schemas: { create, update },
        }),
      { wrapper, initialProps: { records: undefined as Row[] | undefined } },
    );
    await vi.waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current.chosen).toBeNull();
    act(() => result.current.choose('new'));
    expect(result.current.form.record).toBeNull();
    expect(result.current.form.schema).toBe(create);
    expect(result.current.form.submitLabel).toBe(en.people.create);

    rerender({ records: [{ code: 'RETAIL', version: 2 }] });
    act(() => result.current.form.onSaved({ code: 'RETAIL', version: 2 }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['test', 'rows'] });
    expect(result.current.chosen).toBe('RETAIL');
    expect(result.current.record).toEqual({ code: 'RETAIL', version: 2 });
    expect(result.current.form.schema).toBe(update);
    expect(result.current.form.submitLabel).toBe(en.admin.save);
    act(() => result.current.choose(null));
    expect(result.current.record).toBeNull();
  });
});

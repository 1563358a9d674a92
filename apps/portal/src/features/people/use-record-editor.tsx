import { useState, type ReactNode } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

// The wiring every editor of the people page shares (users, stores, channels, employees;
// docs/decisions/051): which record is chosen (or a new one), the button in the list that chooses
// one, and what its RecordForm is given — the schema (create or update), the record, the submit
// label, and after a save: the list read again and the saved record chosen.

export type Chosen = string | 'new' | null;

export function useRecordEditor<R>({
  records,
  keyOf,
  listKey,
  schemas,
}: {
  /** The list as read (undefined while it loads). */
  records: readonly R[] | undefined;
  /** A record's key in the list (its id, a channel's code). */
  keyOf(record: R): string;
  /** What a save makes stale. */
  listKey: QueryKey;
  schemas: { create: z.ZodType; update: z.ZodType };
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Chosen>(null);
  const record = records?.find((r) => keyOf(r) === chosen) ?? null;
  return {
    chosen,
    record,
    choose: setChosen,
    /** The list's button that opens a record's form. */
    chooseButton: (row: R, children: ReactNode) => (
      <button
        type="button"
        className="btn btn-link p-0 text-start"
        onClick={() => setChosen(keyOf(row))}
      >
        {children}
      </button>
    ),
    /** The RecordForm's props that follow from the choice. */
    form: {
      schema: record ? schemas.update : schemas.create,
      record,
      onSaved: (saved: R) => {
        void queryClient.invalidateQueries({ queryKey: listKey });
        setChosen(keyOf(saved));
      },
      submitLabel: record ? t('admin.save') : t('people.create'),
    },
  };
}

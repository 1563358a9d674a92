import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { validationDetailsSchema } from '@changdee/contract/envelope';
import { isApiError } from '@changdee/ui/lib/api-error';
import { formFieldOf } from '../coupons/contract-resolver';

// Saving a coupon or a promotion on the version it was read at (docs/decisions/049 and 050): the
// copy the form stands on (`base`: null for a new one, the answer after each save), a refusal put
// where it belongs — 409 STALE_EDIT keeps what was typed and holds the record as it is now
// (`conflict`: keep mine saves next over it, load theirs puts it in the form), the contract's
// field issues on their fields — and the list told after a save.

export function useVersionedSave<
  Item extends { id: string; version: number },
  Values extends FieldValues,
>({
  saved,
  form,
  scope,
  valuesOf,
  create,
  update,
  onSaved,
  onRefused,
}: {
  /** The record as read (null: a new one). */
  saved: Item | null;
  form: Pick<UseFormReturn<Values>, 'setError' | 'reset'>;
  /** The body's key the server's issue paths start with ('coupon', 'promotion'). */
  scope: string;
  /** The form's values of a record (load theirs). */
  valuesOf(item: Item): Values;
  create(values: Values): Promise<Item>;
  update(id: string, version: number, values: Values): Promise<Item>;
  onSaved(): Promise<void> | void;
  /** What else a refusal says (a taken code on its field). */
  onRefused?(error: unknown): void;
}) {
  const [base, setBase] = useState<Item | null>(saved);
  const [conflict, setConflict] = useState<Item | null>(null);

  const applyRefusal = (error: unknown) => {
    if (!isApiError(error)) return;
    if (error.code === 'STALE_EDIT') {
      const current = (error.details as { current?: Item } | undefined)?.current;
      if (current) setConflict(current);
      return;
    }
    const issues = validationDetailsSchema.safeParse(error.details);
    if (issues.success)
      for (const issue of issues.data)
        form.setError(formFieldOf(issue.path, scope) as FieldPath<Values>, {
          message: issue.message,
        });
    onRefused?.(error);
  };

  const save = useMutation({
    mutationFn: (values: Values) => (base ? update(base.id, base.version, values) : create(values)),
    onSuccess: async (answer: Item) => {
      setBase(answer);
      setConflict(null);
      await onSaved();
    },
    onError: applyRefusal,
  });

  return {
    base,
    conflict,
    save,
    applyRefusal,
    /** Keep what was typed: the next save goes over their version. */
    keepMine: () => {
      setBase(conflict);
      setConflict(null);
    },
    /** Their version in the form. */
    loadTheirs: () => {
      if (conflict) form.reset(valuesOf(conflict));
      setBase(conflict);
      setConflict(null);
    },
  };
}

import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { serverFieldErrors, useContractForm } from './contract-form';
import { StaleNotice, staleEditOf } from './stale-notice';
import { RecordHistory } from '../audit/record-history';
import { RecordField, type FieldSpec } from './record-field';

// One form for a channel, a store, an employee or a user (docs/decisions/051): its fields
// described as data, judged by the contract's schema (create or update), saved with the version
// of the copy it was made from; a stale copy shows what changed and keeps what was typed.

type Values = Record<string, unknown>;

export function RecordForm<R extends { version: number }>({
  id,
  schema,
  fields,
  record,
  initial,
  save,
  onSaved,
  submitLabel,
  children,
  history,
}: {
  /** Prefix of the inputs' ids. */
  id: string;
  schema: z.ZodType;
  fields: FieldSpec[];
  /** The record edited (null: a new one). */
  record: R | null;
  initial: Values;
  save(values: Values): Promise<R>;
  onSaved(saved: R): void;
  submitLabel: string;
  children?: ReactNode;
  /** The record's audit history below the form (entity as the server records it, and its id). */
  history?: { entity: string; idOf(record: R): string };
}) {
  const { base, rebase, values, errors, set, mutation, submit, stale } = useRecordSave({
    schema,
    record,
    initial,
    save,
    onSaved,
  });
  return (
    <form onSubmit={submit} noValidate data-testid={`${id}-form`}>
      {stale && base ? (
        <StaleNotice
          stale={stale}
          base={base}
          labels={Object.fromEntries(fields.map((f) => [f.name, f.label])) as never}
          onRebase={rebase}
        />
      ) : null}
      <div className="row g-2">
        {fields.map((f) => (
          <RecordField
            key={f.name}
            spec={f}
            inputId={`${id}-${f.name}`}
            value={values[f.name]}
            error={errors[f.name]}
            onChange={(value) => set(f.name, value)}
          />
        ))}
      </div>
      <RecordSaveBar id={id} mutation={mutation} showError={!stale} submitLabel={submitLabel}>
        {children}
      </RecordSaveBar>
      {base && history ? (
        <RecordHistory
          entity={history.entity}
          entityId={history.idOf(base)}
          revision={base.version}
        />
      ) : null}
    </form>
  );
}

/** The save's refusal or success, the submit button and the form's own buttons. */
function RecordSaveBar({
  id,
  mutation,
  showError,
  submitLabel,
  children,
}: {
  id: string;
  mutation: { isError: boolean; isSuccess: boolean; isPending: boolean; error: unknown };
  /** Show the refusal (not while a stale copy is shown instead). */
  showError: boolean;
  submitLabel: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      {mutation.isError && showError ? (
        <div className="alert alert-danger mt-3" role="alert" data-testid={`${id}-error`}>
          {localizedErrorMessage(mutation.error, locale, t)}
        </div>
      ) : null}
      {mutation.isSuccess ? (
        <div className="alert alert-success mt-3 py-2" role="status">
          {t('admin.saved')}
        </div>
      ) : null}
      <div className="d-flex flex-wrap gap-2 mt-3">
        <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
          {mutation.isPending ? t('admin.saving') : submitLabel}
        </button>
        {children}
      </div>
    </>
  );
}

/** The form's values judged by the schema, saved with the version of the copy they came from. */
function useRecordSave<R extends { version: number }>({
  schema,
  record,
  initial,
  save,
  onSaved,
}: {
  schema: z.ZodType;
  record: R | null;
  initial: Values;
  save(values: Values): Promise<R>;
  onSaved(saved: R): void;
}) {
  const locale = useLocale();
  const [base, setBase] = useState<R | null>(record);
  const form = useContractForm(
    schema,
    (record ? { ...initial, expected_version: record.version } : initial) as never,
    locale,
  );
  const values = form.values as Values;
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      setBase(saved);
      form.set('expected_version' as never, saved.version as never);
      onSaved(saved);
    },
    onError: (error) => form.setErrors(serverFieldErrors(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = form.submit();
    if (parsed) mutation.mutate(parsed as Values);
  };
  const stale = staleEditOf<R>(mutation.error);
  const set = (name: string, value: unknown) => form.set(name as never, value as never);
  /** Someone saved meanwhile: go on from their copy, keeping what was typed. */
  const rebase = (current: R) => {
    setBase(current);
    set('expected_version', current.version);
    mutation.reset();
  };
  return { base, rebase, values, errors: form.errors, set, mutation, submit, stale };
}

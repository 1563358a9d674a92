import { useId, useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';

// A transfer slip's form (decision 069), the clerk's and the customer's: a photo or a PDF, why the
// last one was not accepted when it was not, and the error of an attach that failed.

const SLIP_TYPES = 'image/jpeg,image/png,image/webp,application/pdf';

export interface SlipFormWords {
  rejected: string | null;
  hint: string;
  label: string;
  attach: string;
}

/** The test ids each side's tests and guides already name. */
export interface SlipFormTestIds {
  rejected: string;
  file: string;
  attach?: string;
}

export function SlipForm({
  words,
  testIds,
  attach,
  blocked = false,
}: {
  words: SlipFormWords;
  testIds: SlipFormTestIds;
  attach: UseMutationResult<unknown, Error, File>;
  /** True while something else the attach needs is missing (the clerk's employee code). */
  blocked?: boolean;
}) {
  const [file, setFile] = useState<File | null>(null);
  const inputId = useId();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (file) attach.mutate(file);
      }}
    >
      {words.rejected ? (
        <div className="alert alert-warning small" role="status" data-testid={testIds.rejected}>
          {words.rejected}
        </div>
      ) : null}
      <p className="small text-body-secondary">{words.hint}</p>
      <div className="mb-2">
        <label htmlFor={inputId} className="form-label">
          {words.label}
        </label>
        <input
          id={inputId}
          type="file"
          className="form-control"
          accept={SLIP_TYPES}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          data-testid={testIds.file}
        />
      </div>
      <button
        type="submit"
        className="btn btn-primary"
        disabled={attach.isPending || !file || blocked}
        data-testid={testIds.attach}
      >
        {words.attach}
      </button>
      {attach.isError ? (
        <div className="alert alert-danger mt-2 mb-0" role="alert">
          {attach.error.message}
        </div>
      ) : null}
    </form>
  );
}

import type { ReactNode } from 'react';

// One labelled field of the service form: its column, its label (for the input `svc-<path>`),
// the control and the refusal of its path; and the plain text input most fields are.

export function ServiceField({
  label,
  path,
  error,
  width = 'col-md-4',
  children,
}: {
  label: string;
  path: string;
  error: string | undefined;
  width?: string;
  children: ReactNode;
}) {
  return (
    <div className={`col-12 ${width}`}>
      <label className="form-label" htmlFor={`svc-${path}`}>
        {label}
      </label>
      {children}
      {error ? (
        <div className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

export function ServiceTextField({
  label,
  path,
  error,
  value,
  onChange,
}: {
  label: string;
  path: string;
  error: string | undefined;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <ServiceField label={label} path={path} error={error}>
      <input
        id={`svc-${path}`}
        className={`form-control${error ? ' is-invalid' : ''}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </ServiceField>
  );
}

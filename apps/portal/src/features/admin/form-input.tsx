import type { ComponentPropsWithRef } from 'react';

// One labelled input of the coupon and promotion forms (react-hook-form's registration spread
// into it, ref included): its column, its label, the input and the refusal of its value.

export function FormInput({
  column,
  label,
  id,
  error,
  ...input
}: {
  /** The wrapper's grid classes ('col-6 col-md-2'). */
  column: string;
  label: string;
  id: string;
  error?: string;
} & Omit<ComponentPropsWithRef<'input'>, 'id' | 'className'>) {
  return (
    <div className={column}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="form-control" {...input} />
      {error ? <div className="invalid-feedback d-block">{error}</div> : null}
    </div>
  );
}

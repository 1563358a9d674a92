import type { ComponentPropsWithRef } from 'react';

// One labelled checkbox of the coupon and promotion forms (react-hook-form's registration spread
// into it, ref included).

export function FormCheck({
  id,
  label,
  ...input
}: { id: string; label: string } & Omit<ComponentPropsWithRef<'input'>, 'id' | 'className'>) {
  return (
    <div className="form-check">
      <input id={id} className="form-check-input" type="checkbox" {...input} />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}

import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { DEFAULT_MAX_LENGTH } from '@changdee/domain/form-rules';
import { cx } from '@changdee/ui/lib/cx';

// A labelled text input of the order forms (spec §5: the rule's message as invalid feedback, at
// most 150 characters unless the field says otherwise).

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: ReactNode;
  optional?: string;
  className?: string;
}

export function TextField({
  label,
  registration,
  error,
  hint,
  optional,
  className,
  maxLength = DEFAULT_MAX_LENGTH,
  ...input
}: TextFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cx('mb-3', className)}>
      <label className="form-label" htmlFor={id}>
        {label}
        {optional ? <span className="text-body-secondary fw-normal"> ({optional})</span> : null}
      </label>
      <input
        id={id}
        className={cx('form-control', error && 'is-invalid')}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
        {...registration}
      />
      {hint ? (
        <div className="form-text" id={`${id}-hint`}>
          {hint}
        </div>
      ) : null}
      {error?.message ? (
        <div className="invalid-feedback" id={`${id}-error`}>
          {error.message}
        </div>
      ) : null}
    </div>
  );
}

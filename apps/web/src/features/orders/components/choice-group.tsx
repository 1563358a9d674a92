import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cx } from '@changdee/ui/lib/cx';

// A row of checkboxes or radio buttons under one legend, registered as one form field: the
// customer's lead sources (many) and the tax invoice's person or company (one).

export interface ChoiceGroupProps<Option extends string> {
  legend: ReactNode;
  type: 'checkbox' | 'radio';
  options: readonly Option[];
  optionLabel: (option: Option) => string;
  registration: UseFormRegisterReturn;
  className?: string;
}

export function ChoiceGroup<Option extends string>({
  legend,
  type,
  options,
  optionLabel,
  registration,
  className,
}: ChoiceGroupProps<Option>) {
  const id = useId();
  return (
    <fieldset className={cx('choice-group', className)}>
      <legend className="form-label fs-6">{legend}</legend>
      {options.map((option) => (
        <div className="form-check form-check-inline" key={option}>
          <input
            className="form-check-input"
            type={type}
            id={`${id}-${option}`}
            value={option}
            {...registration}
          />
          <label className="form-check-label" htmlFor={`${id}-${option}`}>
            {optionLabel(option)}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormInput } from './form-input';

// The Thai and English names and the period of a coupon or a promotion (docs/decisions/050):
// the same inputs in both forms, in the columns each form gives them.

export function NameInputs({
  field,
  columns,
  thInput,
  enInput,
  errors,
}: {
  field(name: string): string;
  /** The grid classes of the Thai and the English name's columns. */
  columns: [string, string];
  thInput: UseFormRegisterReturn;
  enInput: UseFormRegisterReturn;
  errors: { th?: string; en?: string };
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormInput
        column={columns[0]}
        id={field('name-th')}
        label={t('coupons.field.nameTh')}
        {...thInput}
        error={errors.th}
      />
      <FormInput
        column={columns[1]}
        id={field('name-en')}
        label={t('coupons.field.nameEn')}
        {...enInput}
        error={errors.en}
      />
    </>
  );
}

export function PeriodInputs({
  field,
  column,
  startInput,
  end,
  errors,
}: {
  field(name: string): string;
  /** The grid classes of each date's column. */
  column: string;
  startInput: UseFormRegisterReturn;
  /** The last day's input: its id suffix, its label and its registration. */
  end: { name: string; label: string; input: UseFormRegisterReturn };
  errors: { start?: string; end?: string };
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormInput
        column={column}
        id={field('start')}
        label={t('coupons.field.startDate')}
        type="date"
        {...startInput}
        error={errors.start}
      />
      <FormInput
        column={column}
        id={field(end.name)}
        label={end.label}
        type="date"
        {...end.input}
        error={errors.end}
      />
    </>
  );
}

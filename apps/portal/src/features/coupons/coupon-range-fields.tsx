import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldMessage } from '../admin/field-message';
import { TierRows, tierNumber } from '../admin/tier-rows';
import type { CouponFormApi } from './coupon-values';

// A range coupon's tiers: from how many units to how many, the discount and the contractor's.

export function CouponRangeFields({
  form,
  field,
}: {
  form: CouponFormApi;
  field(name: string): string;
}) {
  const { t } = useTranslation();
  const { register, formState } = form;
  const errors = formState.errors;
  const ranges = useFieldArray({ control: form.control, name: 'discount_range' });
  return (
    <fieldset className="mt-3">
      <legend className="h6">{t('coupons.field.ranges')}</legend>
      <p className="form-text">{t('coupons.rangesHint')}</p>
      <FieldMessage text={errors.discount_range?.message ?? errors.discount_range?.root?.message} />
      <TierRows
        rows={ranges.fields}
        parts={['min', 'max', 'value', 'contractor_discount'] as const}
        inputId={(index, part) => field(`range-${index}-${part}`)}
        input={(index, part) =>
          register(`discount_range.${index}.${part}`, { setValueAs: tierNumber(part) })
        }
        error={(index, part) => errors.discount_range?.[index]?.[part]?.message}
        onRemove={(index) => ranges.remove(index)}
        onAdd={() => ranges.append({ min: 0, max: null, value: 0, contractor_discount: null })}
        testId="coupon-range"
      />
    </fieldset>
  );
}

import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AdminFieldset } from '../admin/admin-form-parts';
import { FieldMessage } from '../admin/field-message';
import { TierRows, tierNumber } from '../admin/tier-rows';
import type { CouponGroupProps } from './coupon-values';

// A range coupon's tiers: from how many units to how many, the discount and the contractor's.

export function CouponRangeFields({ form, field }: CouponGroupProps) {
  const { t } = useTranslation();
  const { register } = form;
  const errors = form.formState.errors;
  const ranges = useFieldArray({ control: form.control, name: 'discount_range' });
  return (
    <AdminFieldset legend={t('coupons.field.ranges')}>
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
    </AdminFieldset>
  );
}

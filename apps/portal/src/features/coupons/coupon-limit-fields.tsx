import { useTranslation } from 'react-i18next';
import { AdminFieldset } from '../admin/admin-form-parts';
import { FormInput } from '../admin/form-input';
import { toNullableNumber } from '../admin/tier-rows';
import type { CouponGroupProps } from './coupon-values';

// How many times the coupon may be used in all and by one customer (empty: no limit).

export function CouponLimitFields({ form, field }: CouponGroupProps) {
  const { t } = useTranslation();
  const { register } = form;
  const errors = form.formState.errors;
  return (
    <AdminFieldset legend={t('coupons.limits')}>
      <div className="row g-2">
        <FormInput
          column="col-6 col-md-3"
          id={field('limit')}
          label={t('coupons.field.usageLimit')}
          inputMode="numeric"
          placeholder={t('coupons.noLimit')}
          {...register('usage_limit', { setValueAs: toNullableNumber })}
          error={errors.usage_limit?.message}
        />
        <FormInput
          column="col-6 col-md-3"
          id={field('limit-customer')}
          label={t('coupons.field.usageLimitPerCustomer')}
          inputMode="numeric"
          placeholder={t('coupons.noLimit')}
          {...register('usage_limit_per_customer', { setValueAs: toNullableNumber })}
          error={errors.usage_limit_per_customer?.message}
        />
      </div>
    </AdminFieldset>
  );
}

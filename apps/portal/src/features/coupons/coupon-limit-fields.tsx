import { useTranslation } from 'react-i18next';
import { FormInput } from '../admin/form-input';
import { toNullableNumber } from '../admin/tier-rows';
import type { CouponFormApi } from './coupon-values';

// How many times the coupon may be used in all and by one customer (empty: no limit).

export function CouponLimitFields({
  form,
  field,
}: {
  form: CouponFormApi;
  field(name: string): string;
}) {
  const { t } = useTranslation();
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <fieldset className="mt-3">
      <legend className="h6">{t('coupons.limits')}</legend>
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
    </fieldset>
  );
}

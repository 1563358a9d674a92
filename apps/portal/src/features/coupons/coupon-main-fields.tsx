import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormInput } from '../admin/form-input';
import { NameInputs, PeriodInputs } from '../admin/name-and-period-inputs';
import { toNumber } from '../admin/tier-rows';
import type { CouponGroupProps } from './coupon-values';

// The coupon's first row: code, names, status, type, model, discount and period. A range
// coupon's discount comes from its tiers, so its single discount is not asked.

export function CouponMainFields({ form, field }: CouponGroupProps) {
  const { t } = useTranslation();
  const { register } = form;
  const errors = form.formState.errors;
  const type = useWatch({ control: form.control, name: 'type' });
  return (
    <div className="row g-2">
      <FormInput
        column="col-12 col-md-3"
        id={field('code')}
        label={t('coupons.field.code')}
        {...register('code')}
        error={errors.code?.message}
      />
      <NameInputs
        field={field}
        columns={['col-12 col-md-4', 'col-12 col-md-5']}
        thInput={register('name.th')}
        enInput={register('name.en')}
        errors={{ th: errors.name?.th?.message, en: errors.name?.en?.message }}
      />
      <CouponKindSelects form={form} field={field} />
      <FormInput
        column="col-6 col-md-2"
        id={field('discount')}
        label={t('coupons.field.discount')}
        inputMode="numeric"
        disabled={type === 'range'}
        {...register('discount', { setValueAs: toNumber })}
        error={errors.discount?.message}
      />
      <PeriodInputs
        field={field}
        column="col-6 col-md-2"
        startInput={register('start_date')}
        end={{
          name: 'expire',
          label: t('coupons.field.expireDate'),
          input: register('expire_date'),
        }}
        errors={{ start: errors.start_date?.message, end: errors.expire_date?.message }}
      />
    </div>
  );
}

/** Status, type and model: each a select of its few values. */
function CouponKindSelects({ form, field }: CouponGroupProps) {
  const { t } = useTranslation();
  const selects = [
    ['status', ['active', 'inactive']],
    ['type', ['fixed', 'range']],
    ['model', ['product']],
  ] as const;
  return selects.map(([name, values]) => (
    <div className="col-6 col-md-2" key={name}>
      <label className="form-label" htmlFor={field(name)}>
        {t(`coupons.field.${name}`)}
      </label>
      <select id={field(name)} className="form-select" {...form.register(name)}>
        {values.map((value) => (
          <option key={value} value={value}>
            {t(`coupons.${name}.${value}`)}
          </option>
        ))}
      </select>
    </div>
  ));
}

import { useTranslation } from 'react-i18next';
import { AdminFieldset } from '../admin/admin-form-parts';
import { FieldMessage } from '../admin/field-message';
import { FormInput } from '../admin/form-input';
import type { CouponGroupProps } from './coupon-values';

// How the shop shows the coupon: its thumbnails, its header and brief terms in each language.

export function CouponDisplayFields({ form, field }: CouponGroupProps) {
  const { t } = useTranslation();
  const { register } = form;
  const errors = form.formState.errors;
  return (
    <AdminFieldset legend={t('coupons.display')}>
      <div className="row g-2">
        <FormInput
          column="col-12 col-md-6"
          id={field('thumb')}
          label={t('coupons.field.thumbnail')}
          {...register('thumbnail_url')}
          error={errors.thumbnail_url?.message}
        />
        <FormInput
          column="col-12 col-md-6"
          id={field('thumb2x')}
          label={t('coupons.field.thumbnail2x')}
          {...register('thumbnail_2x_url')}
          error={errors.thumbnail_2x_url?.message}
        />
        {(['coupon_header', 'terms_brief'] as const).flatMap((part) =>
          (['th', 'en'] as const).map((lang) => (
            <div className="col-12 col-md-6" key={`${part}-${lang}`}>
              <label className="form-label" htmlFor={field(`${part}-${lang}`)}>
                {t(`coupons.field.${part}.${lang}`)}
              </label>
              <textarea
                id={field(`${part}-${lang}`)}
                className="form-control"
                rows={2}
                {...register(`information.${part}.${lang}`)}
              />
              <FieldMessage text={errors.information?.[part]?.[lang]?.message} />
            </div>
          )),
        )}
      </div>
    </AdminFieldset>
  );
}

import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldMessage } from '../admin/field-message';
import { CouponPaymentField } from './coupon-payment-field';
import type { CouponFormApi } from './coupon-values';

// How the coupon behaves in the shop: usable, listed, refused as an invalid code, how it is
// paid; a coupon that cannot be used says why in Thai and English.

export function CouponBehaviourFields({
  form,
  field,
}: {
  form: CouponFormApi;
  field(name: string): string;
}) {
  const { t } = useTranslation();
  const { register } = form;
  const isCanUse = useWatch({ control: form.control, name: 'is_can_use' });
  return (
    <fieldset className="mt-3">
      <legend className="h6">{t('coupons.behaviour')}</legend>
      {(
        [
          ['is_can_use', 'isCanUse'],
          ['listed', 'listed'],
          ['invalid_code', 'invalidCode'],
        ] as const
      ).map(([name, label]) => (
        <div className="form-check" key={name}>
          <input
            id={field(name)}
            className="form-check-input"
            type="checkbox"
            {...register(name)}
          />
          <label className="form-check-label" htmlFor={field(name)}>
            {t(`coupons.field.${label}`)}
          </label>
        </div>
      ))}
      <CouponPaymentField form={form} field={field} />
      {!isCanUse ? <UnusableMessageFields form={form} field={field} /> : null}
    </fieldset>
  );
}

/** What the shop says of a coupon that cannot be used, in each language. */
function UnusableMessageFields({
  form,
  field,
}: {
  form: CouponFormApi;
  field(name: string): string;
}) {
  const { t } = useTranslation();
  const errors = form.formState.errors;
  return (
    <div className="row g-2 mt-1">
      {(['th', 'en'] as const).map((lang) => (
        <div className="col-12 col-md-6" key={lang}>
          <label className="form-label" htmlFor={field(`error-${lang}`)}>
            {t(`coupons.field.errorMessage.${lang}`)}
          </label>
          <input
            id={field(`error-${lang}`)}
            className="form-control"
            {...form.register(`error_message.${lang}`)}
          />
          <FieldMessage text={errors.error_message?.[lang]?.message} />
        </div>
      ))}
    </div>
  );
}

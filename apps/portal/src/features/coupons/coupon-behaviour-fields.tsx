import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AdminFieldset } from '../admin/admin-form-parts';
import { FieldMessage } from '../admin/field-message';
import { CouponFlagChecks } from './coupon-flag-checks';
import { CouponPaymentField } from './coupon-payment-field';
import type { CouponGroupProps } from './coupon-values';

// How the coupon behaves in the shop: usable, listed, refused as an invalid code, how it is
// paid; a coupon that cannot be used says why in Thai and English.

export function CouponBehaviourFields({ form, field }: CouponGroupProps) {
  const { t } = useTranslation();
  const isCanUse = useWatch({ control: form.control, name: 'is_can_use' });
  return (
    <AdminFieldset legend={t('coupons.behaviour')}>
      <CouponFlagChecks
        form={form}
        field={field}
        flags={[
          ['is_can_use', 'isCanUse'],
          ['listed', 'listed'],
          ['invalid_code', 'invalidCode'],
        ]}
      />
      <CouponPaymentField form={form} field={field} />
      {!isCanUse ? <UnusableMessageFields form={form} field={field} /> : null}
    </AdminFieldset>
  );
}

/** What the shop says of a coupon that cannot be used, in each language. */
function UnusableMessageFields({ form, field }: CouponGroupProps) {
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

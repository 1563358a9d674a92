import { useTranslation } from 'react-i18next';
import type { CouponFormApi } from './coupon-values';

// How an order with the coupon is paid: the coupon may ask for payment up front, and for the
// store's payment.

export function CouponPaymentField({
  form,
  field,
}: {
  form: CouponFormApi;
  field(name: string): string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {(
        [
          ['request_payment', 'requestPayment'],
          ['request_store_payment', 'requestStorePayment'],
        ] as const
      ).map(([name, label]) => (
        <div className="form-check" key={name}>
          <input
            id={field(name)}
            className="form-check-input"
            type="checkbox"
            {...form.register(name)}
          />
          <label className="form-check-label" htmlFor={field(name)}>
            {t(`coupons.field.${label}`)}
          </label>
        </div>
      ))}
    </>
  );
}

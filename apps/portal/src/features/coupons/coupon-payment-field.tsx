import { CouponFlagChecks } from './coupon-flag-checks';
import type { CouponGroupProps } from './coupon-values';

// How an order with the coupon is paid: the coupon may ask for payment up front, and for the
// store's payment.

export function CouponPaymentField({ form, field }: CouponGroupProps) {
  return (
    <CouponFlagChecks
      form={form}
      field={field}
      flags={[
        ['request_payment', 'requestPayment'],
        ['request_store_payment', 'requestStorePayment'],
      ]}
    />
  );
}

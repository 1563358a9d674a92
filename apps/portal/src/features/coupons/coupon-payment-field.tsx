import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS } from '@changdee/domain/order-status';
import { orNull } from '../admin/scope-selects';
import type { CouponGroupProps } from './coupon-values';

// How an order with the coupon must be paid: any way, or the one way it is limited to (decision
// 069: one payment method, as PAYNOW150 asks for PromptPay).

export function CouponPaymentField({ form, field }: CouponGroupProps) {
  const { t } = useTranslation();
  return (
    <div className="mt-2">
      <label className="form-label" htmlFor={field('requested-payment')}>
        {t('coupons.field.requestedPayment')}
      </label>
      <select
        id={field('requested-payment')}
        className="form-select"
        {...form.register('requested_payment', { setValueAs: orNull })}
      >
        <option value="">{t('coupons.anyPayment')}</option>
        {PAYMENT_METHODS.map((method) => (
          <option key={method} value={method}>
            {t(`orders.paymentMethod.${method}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

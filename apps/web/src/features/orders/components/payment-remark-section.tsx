import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NOTE_MAX_LENGTH } from '@changdee/domain/customer-note';
import { PAYMENT_METHODS, type PaymentMethod } from '@changdee/domain/order-status';
import { cx } from '@changdee/ui/lib/cx';
import type { CheckoutFields } from '../lib/order-payload';

// How the customer pays (spec §3 requested_payment: promptpay, a QR on the success page;
// store, at the store's counter) — decided by a coupon that asks for one — and the
// order's remark (spec §5 note rules: 250 characters, no emoji).

export function PaymentSection({ required }: { required: PaymentMethod | null }) {
  const { t } = useTranslation('orders');
  const id = useId();
  const { register } = useFormContext<CheckoutFields>();
  return (
    <section className="order-card" aria-labelledby={`${id}-title`} data-testid="payment-choice">
      <h2 className="h5" id={`${id}-title`}>
        {t('checkout.paymentTitle')}
      </h2>
      <fieldset>
        <legend className="visually-hidden">{t('checkout.paymentTitle')}</legend>
        {PAYMENT_METHODS.map((method) => (
          <div className="form-check mb-2" key={method}>
            <input
              className="form-check-input"
              type="radio"
              id={`${id}-${method}`}
              value={method}
              disabled={required !== null && required !== method}
              {...register('payment')}
            />
            <label className="form-check-label" htmlFor={`${id}-${method}`}>
              <span className="d-block">{t(`paymentMethod.${method}`)}</span>
              <span className="d-block small text-body-secondary">
                {t(`checkout.paymentHint.${method}`)}
              </span>
            </label>
          </div>
        ))}
      </fieldset>
      {required ? (
        <p className="small text-body-secondary mb-0" data-testid="payment-required">
          {t(`checkout.paymentRequired.${required}`)}
        </p>
      ) : null}
    </section>
  );
}

export function RemarkSection() {
  const { t } = useTranslation('orders');
  const id = useId();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<CheckoutFields>();
  const remark = useWatch({ control, name: 'remark' });
  const error = errors.remark;
  return (
    <section className="order-card" aria-labelledby={`${id}-title`}>
      <h2 className="h5" id={`${id}-title`}>
        <label htmlFor={`${id}-remark`}>{t('checkout.remark')}</label>
      </h2>
      <textarea
        id={`${id}-remark`}
        className={cx('form-control', error && 'is-invalid')}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        {...register('remark')}
      />
      <div className="d-flex justify-content-between">
        {error?.message ? (
          <div className="invalid-feedback d-block" id={`${id}-error`}>
            {error.message}
          </div>
        ) : (
          <span />
        )}
        <span className="form-text" id={`${id}-count`}>
          {t('checkout.remarkCount', { count: remark.length, max: NOTE_MAX_LENGTH })}
        </span>
      </div>
    </section>
  );
}

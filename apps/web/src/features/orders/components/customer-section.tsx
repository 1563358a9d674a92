import { useId, type ClipboardEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CheckFamilyData } from '@changdee/contract/orders';
import { LOCALES } from '@changdee/domain/locale';
import { NATIONAL_PHONE_MAX_DIGITS } from '@changdee/domain/thai-phone';
import { normalizeMobileInput } from '../lib/mobile-input';
import { LEAD_SOURCES, type CheckoutFields } from '../lib/order-payload';
import { ChoiceGroup } from './choice-group';
import { FamilyLookup } from './family-lookup';
import { TextField } from './text-field';

// The customer of spec §3's order form: first and last name, mobile (with the family lookup),
// a second mobile, email, how they heard of the service (lead_from), and the language of their
// messages and tracking page (Thai unless chosen: decision 053).

export function CustomerSection({ family }: { family: CheckFamilyData | null }) {
  const { t } = useTranslation('orders');
  const id = useId();
  const { register } = useFormContext<CheckoutFields>();
  return (
    <section className="order-card" aria-labelledby={`${id}-title`}>
      <h2 className="h5" id={`${id}-title`}>
        {t('checkout.customerTitle')}
      </h2>
      <CustomerContactFields family={family} />
      <ChoiceGroup
        className="mb-0"
        legend={
          <>
            {t('checkout.leadFrom')}{' '}
            <span className="text-body-secondary fw-normal">({t('form.optional')})</span>
          </>
        }
        type="checkbox"
        options={LEAD_SOURCES}
        optionLabel={(source) => t(`leadFrom.${source}`)}
        registration={register('customer.lead_from')}
      />
      {/* Decision 053: a default (Thai) that adds no click to the booking. */}
      <ChoiceGroup
        className="mb-0 mt-2"
        legend={t('checkout.customerLanguage')}
        type="radio"
        options={LOCALES}
        optionLabel={(locale) => t(`languageName.${locale}`)}
        registration={register('customer_language')}
      />
    </section>
  );
}

/** The customer's name, mobiles (with the family lookup) and email. */
function CustomerContactFields({ family }: { family: CheckFamilyData | null }) {
  const { t } = useTranslation('orders');
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFields>();
  const mobileField = useMobileField();
  const customer = errors.customer;
  return (
    /* First and last name side by side on a phone too: a shorter form (decision 032). */
    <div className="row gx-2 gx-md-3">
      <TextField
        className="col-6"
        label={t('checkout.firstname')}
        registration={register('customer.firstname')}
        error={customer?.firstname}
        autoComplete="off"
      />
      <TextField
        className="col-6"
        label={t('checkout.lastname')}
        registration={register('customer.lastname')}
        error={customer?.lastname}
        autoComplete="off"
      />
      <div className="col-md-6">
        <TextField
          className="mb-2"
          label={t('checkout.mobile')}
          {...mobileField('customer.mobile')}
          error={customer?.mobile}
          inputMode="numeric"
          maxLength={NATIONAL_PHONE_MAX_DIGITS}
          autoComplete="off"
        />
        <FamilyLookup family={family} />
      </div>
      <TextField
        className="col-md-6"
        label={t('checkout.mobile2')}
        optional={t('form.optional')}
        {...mobileField('customer.mobile2')}
        error={customer?.mobile2}
        inputMode="numeric"
        maxLength={NATIONAL_PHONE_MAX_DIGITS}
        autoComplete="off"
      />
      <TextField
        className="col-md-6"
        label={t('checkout.email')}
        registration={register('customer.email')}
        error={customer?.email}
        type="email"
        maxLength={254}
        inputMode="email"
        autoComplete="off"
      />
    </div>
  );
}

/**
 * A mobile is kept as its digits while it is typed or pasted ('081-234-5678', '+66…'): the
 * 10-character limit then never cuts a number written the usual way before the rule reads it.
 */
function useMobileField() {
  const {
    register,
    setValue,
    formState: { isSubmitted },
  } = useFormContext<CheckoutFields>();
  return (name: 'customer.mobile' | 'customer.mobile2') => {
    const registration = register(name);
    return {
      registration: {
        ...registration,
        onChange: (event: { target: HTMLInputElement; type?: string }) => {
          event.target.value = normalizeMobileInput(event.target.value);
          return registration.onChange(event);
        },
      },
      onPaste: (event: ClipboardEvent<HTMLInputElement>) => {
        event.preventDefault();
        const input = event.currentTarget;
        const { value, selectionStart, selectionEnd } = input;
        const pasted = event.clipboardData.getData('text');
        const next = `${value.slice(0, selectionStart ?? value.length)}${pasted}${value.slice(selectionEnd ?? value.length)}`;
        setValue(name, normalizeMobileInput(next), {
          shouldDirty: true,
          shouldValidate: isSubmitted,
        });
      },
    };
  };
}

import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HEAD_OFFICE_BRANCH } from '@changdee/domain/form-rules';
import { TAX_INVOICE_TYPES } from '@changdee/domain/order-enums';
import type { LocationField } from '../lib/location-field';
import type { CheckoutFields } from '../lib/order-payload';
import { ChoiceGroup } from './choice-group';
import { TextField } from './text-field';

// Spec §3 tax invoice: for a person or a company (txt_picked) — the name, the address (house and
// street as typed; the sub-district, district and province the service address's or another),
// the 13-digit tax id and, for a company, its branch (00000 head office).

export function TaxInvoiceSection({ LocationField }: { LocationField: LocationField }) {
  const { t } = useTranslation('orders');
  const id = useId();
  const { register, control } = useFormContext<CheckoutFields>();
  const requested = useWatch({ control, name: 'request_tax_invoice' });
  return (
    <section className="order-card" aria-labelledby={`${id}-title`} data-testid="tax-invoice">
      <h2 className="h5" id={`${id}-title`}>
        {t('taxInvoice.title')}
      </h2>
      <div className="form-check form-switch mb-3">
        <input
          className="form-check-input"
          type="checkbox"
          role="switch"
          id={`${id}-request`}
          {...register('request_tax_invoice')}
        />
        <label className="form-check-label" htmlFor={`${id}-request`}>
          {t('taxInvoice.request')}
        </label>
      </div>
      {requested ? (
        <>
          <ChoiceGroup
            className="mb-3"
            legend={t('taxInvoice.typeLabel')}
            type="radio"
            options={TAX_INVOICE_TYPES}
            optionLabel={(kind) => t(`taxInvoice.type.${kind}`)}
            registration={register('tax_invoice.type')}
          />
          <InvoicePartyFields />
          <InvoiceLocationField LocationField={LocationField} />
        </>
      ) : null}
    </section>
  );
}

/** The invoice's name, tax id, branch (a company's) and address as typed. */
function InvoicePartyFields() {
  const { t } = useTranslation('orders');
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<CheckoutFields>();
  const type = useWatch({ control, name: 'tax_invoice.type' });
  const invoice = errors.tax_invoice;
  return (
    <div className="row g-0 gx-md-3">
      <TextField
        className="col-md-6"
        label={type === 'corporate' ? t('taxInvoice.companyName') : t('taxInvoice.personName')}
        registration={register('tax_invoice.name')}
        error={invoice?.name}
        autoComplete="off"
      />
      <TextField
        className="col-md-6"
        label={type === 'corporate' ? t('taxInvoice.taxId') : t('taxInvoice.nationalId')}
        registration={register('tax_invoice.tax_id')}
        error={invoice?.tax_id}
        inputMode="numeric"
        maxLength={17}
        hint={t('taxInvoice.taxIdHint')}
        autoComplete="off"
      />
      {type === 'corporate' ? (
        <TextField
          className="col-md-6"
          label={t('taxInvoice.branch')}
          registration={register('tax_invoice.branch')}
          error={invoice?.branch}
          inputMode="numeric"
          maxLength={5}
          hint={t('taxInvoice.branchHint', { code: HEAD_OFFICE_BRANCH })}
          autoComplete="off"
        />
      ) : null}
      <TextField
        className="col-12"
        label={t('taxInvoice.address')}
        registration={register('tax_invoice.address')}
        error={invoice?.address}
        autoComplete="off"
      />
    </div>
  );
}

/** The invoice's sub-district, district and province: the service address's or another. */
function InvoiceLocationField({ LocationField }: { LocationField: LocationField }) {
  const { t } = useTranslation('orders');
  const id = useId();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<CheckoutFields>();
  const sameLocation = useWatch({ control, name: 'tax_invoice.same_location' });
  const invoice = errors.tax_invoice;
  return (
    <>
      <div className="form-check mb-2">
        <input
          className="form-check-input"
          type="checkbox"
          id={`${id}-same`}
          {...register('tax_invoice.same_location')}
        />
        <label className="form-check-label" htmlFor={`${id}-same`}>
          {t('taxInvoice.sameLocation')}
        </label>
      </div>
      {sameLocation ? null : (
        <Controller
          control={control}
          name="tax_invoice.location"
          render={({ field, fieldState }) => (
            <LocationField
              label={t('taxInvoice.location')}
              value={field.value}
              onChange={(next) => field.onChange(next)}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
      {sameLocation && invoice?.location ? (
        <div className="invalid-feedback d-block">{invoice.location.message}</div>
      ) : null}
    </>
  );
}

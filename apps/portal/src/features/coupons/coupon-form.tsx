import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  couponFieldsSchema,
  couponInputSchema,
  type CouponAdmin,
  type CouponInput,
  type CouponScopeOptions,
  type LinePreview,
} from '@changdee/contract/coupons-admin';
import { businessToday } from '@changdee/domain/dates';
import { formatBaht } from '@changdee/domain/money';
import { PAYMENT_METHODS } from '@changdee/domain/order-status';
import { isApiError } from '@changdee/ui/lib/api-error';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { contractResolver } from './contract-resolver';
import { createCoupon, deleteCoupon, previewCoupon, updateCoupon } from './coupons-api';
import { RecordHistory } from '../audit/record-history';
import { ConflictAlert } from '../admin/conflict-alert';
import { useVersionedSave } from '../admin/use-versioned-save';
import { FormInput } from '../admin/form-input';
import { PreviewFieldset, usePreviewChoice } from '../admin/preview-fieldset';
import { ScopeSelects, orNull } from '../admin/scope-selects';
import { TierRows, tierNumber, toNullableNumber, toNumber } from '../admin/tier-rows';

// One coupon's form (docs/decisions/050): every field of spec §3 and its usage limits, checked by
// the contract's schema (the server's); a preview priced by the server with the domain's
// priceOrder; saving with the version it was read at. A refusal keeps everything typed: field
// errors go to their fields, and a stale copy (409 STALE_EDIT) shows which fields someone else
// changed, with the choice to keep one's own and save over theirs, or load theirs.

export const emptyCoupon = (): CouponInput => {
  const today = businessToday(new Date());
  return {
    code: '',
    name: { th: '', en: '' },
    status: 'active',
    type: 'fixed',
    model: 'product',
    discount: 100,
    discount_range: [],
    channel_code: null,
    store_code: null,
    channel_name_th: '',
    start_date: today,
    expire_date: today,
    is_can_use: true,
    error_message: { th: '', en: '' },
    invalid_code: false,
    listed: true,
    requested_payment: null,
    usage_limit: null,
    usage_limit_per_customer: null,
    products: [],
    thumbnail_url: '',
    thumbnail_2x_url: '',
    information: { coupon_header: { th: '', en: '' }, terms_brief: { th: '', en: '' } },
  };
};

/** The form's values of a saved coupon (nulls of texts as empty inputs). */
const formValuesOf = (saved: CouponAdmin): CouponInput => {
  const c = couponFieldsSchema.parse(saved.coupon);
  const text = (t: { th: string | null; en: string | null }) => ({
    th: t.th ?? '',
    en: t.en ?? '',
  });
  return {
    ...c,
    channel_name_th: c.channel_name_th ?? '',
    thumbnail_url: c.thumbnail_url ?? '',
    thumbnail_2x_url: c.thumbnail_2x_url ?? '',
    error_message: text(c.error_message),
    information: {
      coupon_header: text(c.information.coupon_header),
      terms_brief: text(c.information.terms_brief),
    },
  };
};

/** The top-level fields whose values differ between two copies of a coupon. */
const changedFields = (a: CouponAdmin['coupon'], b: CouponAdmin['coupon']): string[] =>
  (Object.keys(a) as Array<keyof typeof a>).filter(
    (key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]),
  );

export function CouponForm({
  saved,
  options,
  onSaved,
  onClose,
}: {
  /** The coupon as read (null: a new one). */
  saved: CouponAdmin | null;
  options: CouponScopeOptions;
  onSaved(): Promise<void> | void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = useForm<CouponInput, unknown, ReturnType<typeof couponInputSchema.parse>>({
    resolver: contractResolver(couponInputSchema, locale),
    defaultValues: saved ? formValuesOf(saved) : emptyCoupon(),
  });
  const { register, handleSubmit, formState, setError, getValues } = form;
  const ranges = useFieldArray({ control: form.control, name: 'discount_range' });
  const errors = formState.errors;
  const type = useWatch({ control: form.control, name: 'type' });
  const isCanUse = useWatch({ control: form.control, name: 'is_can_use' });
  const channel = useWatch({ control: form.control, name: 'channel_code' });

  const { base, conflict, save, applyRefusal, keepMine, loadTheirs } = useVersionedSave({
    saved,
    form,
    scope: 'coupon',
    valuesOf: formValuesOf,
    create: createCoupon,
    update: updateCoupon,
    onSaved,
    onRefused: (error) => {
      if (isApiError(error) && error.code === 'COUPON_CODE_TAKEN')
        setError('code', { message: localizedErrorMessage(error, locale, t) });
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteCoupon(base!.id, base!.version),
    onSuccess: async () => {
      await onSaved();
      onClose();
    },
    onError: applyRefusal,
  });
  const deactivate = () => {
    form.setValue('status', 'inactive');
    void handleSubmit((values) => save.mutate(values))();
  };

  // The preview: a service, a quantity and a day, priced by the server.
  const choice = usePreviewChoice(options.services);
  const [preview, setPreview] = useState<LinePreview | null>(null);
  const previewing = useMutation({
    mutationFn: (values: ReturnType<typeof couponInputSchema.parse>) =>
      previewCoupon({
        coupon: values as CouponInput,
        coupon_id: base?.id ?? null,
        product_id: choice.service,
        qty: Number(choice.qty) || 1,
        date: choice.date,
      }),
    onSuccess: setPreview,
  });

  const skus = [
    ...new Set(
      options.services.filter((s) => !channel || s.channel_code === channel).map((s) => s.sku_code),
    ),
  ];
  const id = base?.id ?? 'new';
  const field = (name: string) => `coupon-${id}-${name}`;
  const message = (text: string | undefined) =>
    text ? <div className="invalid-feedback d-block">{text}</div> : null;

  return (
    <form
      className="border rounded p-3 mb-3 admin-form"
      onSubmit={handleSubmit((values) => save.mutate(values as CouponInput))}
      noValidate
      data-testid="coupon-form"
      aria-labelledby={field('title')}
    >
      <h2 className="h5" id={field('title')}>
        {base ? t('coupons.editTitle', { code: base.coupon.code }) : t('coupons.newTitle')}
      </h2>
      {base ? (
        <p className="text-body-secondary small" data-testid="coupon-uses">
          {t('coupons.usesSoFar', {
            uses: base.uses,
            limit: base.coupon.usage_limit ?? t('coupons.noLimit'),
            lines: base.order_lines,
          })}
        </p>
      ) : null}
      {conflict && base ? (
        <ConflictAlert
          testId="coupon-conflict"
          changed={changedFields(base.coupon, conflict.coupon)}
          onKeepMine={keepMine}
          onLoadTheirs={loadTheirs}
        />
      ) : null}

      <div className="row g-2">
        <FormInput
          column="col-12 col-md-3"
          id={field('code')}
          label={t('coupons.field.code')}
          {...register('code')}
          error={errors.code?.message}
        />
        <FormInput
          column="col-12 col-md-4"
          id={field('name-th')}
          label={t('coupons.field.nameTh')}
          {...register('name.th')}
          error={errors.name?.th?.message}
        />
        <FormInput
          column="col-12 col-md-5"
          id={field('name-en')}
          label={t('coupons.field.nameEn')}
          {...register('name.en')}
          error={errors.name?.en?.message}
        />

        <div className="col-6 col-md-2">
          <label className="form-label" htmlFor={field('status')}>
            {t('coupons.field.status')}
          </label>
          <select id={field('status')} className="form-select" {...register('status')}>
            <option value="active">{t('coupons.status.active')}</option>
            <option value="inactive">{t('coupons.status.inactive')}</option>
          </select>
        </div>
        <div className="col-6 col-md-2">
          <label className="form-label" htmlFor={field('type')}>
            {t('coupons.field.type')}
          </label>
          <select id={field('type')} className="form-select" {...register('type')}>
            <option value="fixed">{t('coupons.type.fixed')}</option>
            <option value="range">{t('coupons.type.range')}</option>
          </select>
        </div>
        <div className="col-6 col-md-2">
          <label className="form-label" htmlFor={field('model')}>
            {t('coupons.field.model')}
          </label>
          <select id={field('model')} className="form-select" {...register('model')}>
            <option value="product">{t('coupons.model.product')}</option>
          </select>
        </div>
        <FormInput
          column="col-6 col-md-2"
          id={field('discount')}
          label={t('coupons.field.discount')}
          inputMode="numeric"
          disabled={type === 'range'}
          {...register('discount', { setValueAs: toNumber })}
          error={errors.discount?.message}
        />
        <FormInput
          column="col-6 col-md-2"
          id={field('start')}
          label={t('coupons.field.startDate')}
          type="date"
          {...register('start_date')}
          error={errors.start_date?.message}
        />
        <FormInput
          column="col-6 col-md-2"
          id={field('expire')}
          label={t('coupons.field.expireDate')}
          type="date"
          {...register('expire_date')}
          error={errors.expire_date?.message}
        />
      </div>

      <fieldset className="mt-3">
        <legend className="h6">{t('coupons.field.ranges')}</legend>
        <p className="form-text">{t('coupons.rangesHint')}</p>
        {message(errors.discount_range?.message ?? errors.discount_range?.root?.message)}
        <TierRows
          rows={ranges.fields}
          parts={['min', 'max', 'value', 'contractor_discount'] as const}
          inputId={(index, part) => field(`range-${index}-${part}`)}
          input={(index, part) =>
            register(`discount_range.${index}.${part}`, { setValueAs: tierNumber(part) })
          }
          error={(index, part) => errors.discount_range?.[index]?.[part]?.message}
          onRemove={(index) => ranges.remove(index)}
          onAdd={() => ranges.append({ min: 0, max: null, value: 0, contractor_discount: null })}
          testId="coupon-range"
        />
      </fieldset>

      <fieldset className="mt-3">
        <legend className="h6">{t('coupons.scope')}</legend>
        <div className="row g-2">
          <ScopeSelects
            field={field}
            options={options}
            channel={channel}
            channelInput={register('channel_code', { setValueAs: orNull })}
            storeInput={register('store_code', { setValueAs: orNull })}
            errors={{ channel: errors.channel_code?.message, store: errors.store_code?.message }}
            columns={['col-12 col-md-4', 'col-12 col-md-4']}
            withCodes
          />
          <FormInput
            column="col-12 col-md-4"
            id={field('channel-name')}
            label={t('coupons.field.channelNameTh')}
            {...register('channel_name_th')}
          />
        </div>
        <p className="form-label mt-2 mb-1">{t('coupons.field.products')}</p>
        <p className="form-text mt-0">{t('coupons.productsHint')}</p>
        <div className="admin-checklist border rounded p-2">
          {skus.map((sku) => (
            <div className="form-check" key={sku}>
              <input
                id={field(`sku-${sku}`)}
                className="form-check-input"
                type="checkbox"
                value={sku}
                {...register('products')}
              />
              <label className="form-check-label" htmlFor={field(`sku-${sku}`)}>
                {sku}
              </label>
            </div>
          ))}
        </div>
        {message(errors.products?.message ?? errors.products?.[0]?.message)}
      </fieldset>

      <fieldset className="mt-3">
        <legend className="h6">{t('coupons.limits')}</legend>
        <div className="row g-2">
          <FormInput
            column="col-6 col-md-3"
            id={field('limit')}
            label={t('coupons.field.usageLimit')}
            inputMode="numeric"
            placeholder={t('coupons.noLimit')}
            {...register('usage_limit', { setValueAs: toNullableNumber })}
            error={errors.usage_limit?.message}
          />
          <FormInput
            column="col-6 col-md-3"
            id={field('limit-customer')}
            label={t('coupons.field.usageLimitPerCustomer')}
            inputMode="numeric"
            placeholder={t('coupons.noLimit')}
            {...register('usage_limit_per_customer', { setValueAs: toNullableNumber })}
            error={errors.usage_limit_per_customer?.message}
          />
        </div>
      </fieldset>

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
        <div className="mt-2">
          <label className="form-label" htmlFor={field('requested-payment')}>
            {t('coupons.field.requestedPayment')}
          </label>
          <select
            id={field('requested-payment')}
            className="form-select"
            {...register('requested_payment', { setValueAs: orNull })}
          >
            <option value="">{t('coupons.anyPayment')}</option>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {t(`orders.paymentMethod.${method}`)}
              </option>
            ))}
          </select>
        </div>
        {!isCanUse ? (
          <div className="row g-2 mt-1">
            {(['th', 'en'] as const).map((lang) => (
              <div className="col-12 col-md-6" key={lang}>
                <label className="form-label" htmlFor={field(`error-${lang}`)}>
                  {t(`coupons.field.errorMessage.${lang}`)}
                </label>
                <input
                  id={field(`error-${lang}`)}
                  className="form-control"
                  {...register(`error_message.${lang}`)}
                />
                {message(errors.error_message?.[lang]?.message)}
              </div>
            ))}
          </div>
        ) : null}
      </fieldset>

      <fieldset className="mt-3">
        <legend className="h6">{t('coupons.display')}</legend>
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
                {message(errors.information?.[part]?.[lang]?.message)}
              </div>
            )),
          )}
        </div>
      </fieldset>

      <PreviewFieldset
        testId="coupon-preview"
        legend={t('coupons.preview.title')}
        field={field}
        services={options.services}
        choice={choice}
        withQty
        pending={previewing.isPending}
        error={previewing.isError ? previewing.error : null}
        onRun={() => void handleSubmit((values) => previewing.mutate(values))()}
      >
        {preview ? (
          preview.refusal ? (
            <div
              className="alert alert-warning mt-2"
              role="status"
              data-testid="coupon-preview-refusal"
            >
              {preview.refusal.message[locale]}
            </div>
          ) : (
            <dl className="row mt-2 mb-0" data-testid="coupon-preview-figures">
              <dt className="col-7 col-md-3">{t('coupons.preview.lineTotal')}</dt>
              <dd className="col-5 col-md-9">{formatBaht(preview.line_total, locale)}</dd>
              <dt className="col-7 col-md-3">{t('coupons.preview.promotion')}</dt>
              <dd className="col-5 col-md-9">−{formatBaht(preview.promotion_discount, locale)}</dd>
              <dt className="col-7 col-md-3">{t('coupons.preview.discount')}</dt>
              <dd className="col-5 col-md-9" data-testid="coupon-preview-discount">
                −{formatBaht(preview.discount, locale)}
              </dd>
              <dt className="col-7 col-md-3">{t('coupons.preview.payable')}</dt>
              <dd className="col-5 col-md-9 fw-bold">
                {formatBaht(preview.total_payable, locale)}
              </dd>
            </dl>
          )
        ) : null}
      </PreviewFieldset>

      {save.isError && !conflict ? (
        <div className="alert alert-danger mt-3 mb-0" role="alert" data-testid="coupon-error">
          {localizedErrorMessage(save.error, locale, t)}
        </div>
      ) : null}
      {remove.isError ? (
        <div
          className="alert alert-danger mt-3 mb-0"
          role="alert"
          data-testid="coupon-delete-error"
        >
          {localizedErrorMessage(remove.error, locale, t)}
        </div>
      ) : null}
      {save.isSuccess && !formState.isDirty ? (
        <p className="text-success mt-2 mb-0" role="status">
          {t('coupons.saved')}
        </p>
      ) : null}
      <div className="d-flex flex-wrap gap-2 mt-3">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={save.isPending}
          data-testid="coupon-save"
        >
          {save.isPending ? t('coupons.saving') : t('coupons.save')}
        </button>
        {base && getValues('status') === 'active' ? (
          <button type="button" className="btn btn-outline-warning" onClick={deactivate}>
            {t('coupons.deactivate')}
          </button>
        ) : null}
        {base ? (
          <button
            type="button"
            className="btn btn-outline-danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
            data-testid="coupon-delete"
          >
            {t('coupons.delete')}
          </button>
        ) : null}
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {t('coupons.close')}
        </button>
      </div>
      {base ? <RecordHistory entity="coupon" entityId={base.id} revision={base.version} /> : null}
    </form>
  );
}

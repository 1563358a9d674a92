import { useState } from 'react';
import {
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type UseFormRegister,
} from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  promotionFieldsSchema,
  promotionInputSchema,
  type CouponScopeOptions,
  type PromotionAdmin,
  type PromotionInput,
  type PromotionPreview,
} from '@changdee/contract/coupons-admin';
import { addDays, businessToday } from '@changdee/domain/dates';
import { formatBaht } from '@changdee/domain/money';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { contractResolver } from '../coupons/contract-resolver';
import { createPromotion, previewPromotion, updatePromotion } from './promotions-api';
import { RecordHistory } from '../audit/record-history';
import { ConflictAlert } from '../admin/conflict-alert';
import { useVersionedSave } from '../admin/use-versioned-save';
import { FormInput } from '../admin/form-input';
import { PreviewFieldset, usePreviewChoice } from '../admin/preview-fieldset';
import { ScopeSelects, orNull } from '../admin/scope-selects';
import { TierRows, tierNumber, toNullableNumber } from '../admin/tier-rows';

// One promotion's form (docs/decisions/050): names, dates, scope, value and items (services with
// an optional value and price tiers), checked by the contract's schema; a preview of the
// catalogue card (the price, what is taken off, the price shown) computed by the server with the
// domain's lineAmount; saving with the version it was read at (409 STALE_EDIT keeps what was
// typed and offers to save over, or to load, the newer copy).

const emptyPromotion = (): PromotionInput => {
  const today = businessToday(new Date());
  return {
    name: { th: '', en: '' },
    start_date: today,
    end_date: addDays(today, 30),
    value: null,
    channel_code: null,
    store_code: null,
    items: [{ value: null, skus: [], range: [] }],
  };
};

const valuesOf = (saved: PromotionAdmin): PromotionInput =>
  promotionFieldsSchema.parse(saved.promotion);

function ItemRanges({
  control,
  register,
  index,
  field,
}: {
  control: Control<PromotionInput>;
  register: UseFormRegister<PromotionInput>;
  index: number;
  field: (name: string) => string;
}) {
  const ranges = useFieldArray({ control, name: `items.${index}.range` });
  return (
    <div className="ms-md-3">
      <TierRows
        rows={ranges.fields}
        parts={['min', 'max', 'value'] as const}
        inputId={(r, part) => field(`item-${index}-range-${r}-${part}`)}
        input={(r, part) =>
          register(`items.${index}.range.${r}.${part}`, { setValueAs: tierNumber(part) })
        }
        onRemove={(r) => ranges.remove(r)}
        onAdd={() => ranges.append({ min: 0, max: null, value: 0 })}
        compact
      />
    </div>
  );
}

export function PromotionForm({
  saved,
  options,
  onSaved,
  onClose,
}: {
  saved: PromotionAdmin | null;
  options: CouponScopeOptions;
  onSaved(): Promise<void> | void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = useForm<PromotionInput, unknown, ReturnType<typeof promotionInputSchema.parse>>({
    resolver: contractResolver(promotionInputSchema, locale),
    defaultValues: saved ? valuesOf(saved) : emptyPromotion(),
  });
  const { register, handleSubmit, formState } = form;
  const items = useFieldArray({ control: form.control, name: 'items' });
  const errors = formState.errors;
  const channel = useWatch({ control: form.control, name: 'channel_code' });
  const skus = [
    ...new Set(
      options.services.filter((s) => !channel || s.channel_code === channel).map((s) => s.sku_code),
    ),
  ];

  const { base, conflict, save, keepMine, loadTheirs } = useVersionedSave({
    saved,
    form,
    scope: 'promotion',
    valuesOf,
    create: createPromotion,
    update: updatePromotion,
    onSaved,
  });

  const choice = usePreviewChoice(options.services);
  const [card, setCard] = useState<PromotionPreview | null>(null);
  const previewing = useMutation({
    mutationFn: (values: PromotionInput) =>
      previewPromotion({ promotion: values, product_id: choice.service, date: choice.date }),
    onSuccess: setCard,
  });

  const id = base?.id ?? 'new';
  const field = (name: string) => `promotion-${id}-${name}`;
  const message = (text: string | undefined) =>
    text ? <div className="invalid-feedback d-block">{text}</div> : null;

  return (
    <form
      className="border rounded p-3 mb-3 admin-form"
      onSubmit={handleSubmit((values) => save.mutate(values as PromotionInput))}
      noValidate
      data-testid="promotion-form"
      aria-labelledby={field('title')}
    >
      <h2 className="h5" id={field('title')}>
        {base
          ? t('promotions.editTitle', { name: base.promotion.name[locale] })
          : t('promotions.newTitle')}
      </h2>
      {conflict ? (
        <ConflictAlert
          testId="promotion-conflict"
          onKeepMine={keepMine}
          onLoadTheirs={loadTheirs}
        />
      ) : null}
      <div className="row g-2">
        <FormInput
          column="col-12 col-md-6"
          id={field('name-th')}
          label={t('coupons.field.nameTh')}
          {...register('name.th')}
          error={errors.name?.th?.message}
        />
        <FormInput
          column="col-12 col-md-6"
          id={field('name-en')}
          label={t('coupons.field.nameEn')}
          {...register('name.en')}
          error={errors.name?.en?.message}
        />
        <FormInput
          column="col-6 col-md-3"
          id={field('start')}
          label={t('coupons.field.startDate')}
          type="date"
          {...register('start_date')}
          error={errors.start_date?.message}
        />
        <FormInput
          column="col-6 col-md-3"
          id={field('end')}
          label={t('promotions.endDate')}
          type="date"
          {...register('end_date')}
          error={errors.end_date?.message}
        />
        <FormInput
          column="col-6 col-md-2"
          id={field('value')}
          label={t('promotions.value')}
          inputMode="numeric"
          {...register('value', { setValueAs: toNullableNumber })}
          error={errors.value?.message}
        />
        <ScopeSelects
          field={field}
          options={options}
          channel={channel}
          channelInput={register('channel_code', { setValueAs: orNull })}
          storeInput={register('store_code', { setValueAs: orNull })}
          errors={{ channel: errors.channel_code?.message, store: errors.store_code?.message }}
          columns={['col-6 col-md-2', 'col-12 col-md-2']}
          withCodes={false}
        />
      </div>

      <fieldset className="mt-3">
        <legend className="h6">{t('promotions.items')}</legend>
        {message(errors.items?.message ?? errors.items?.root?.message)}
        {items.fields.map((item, index) => (
          <div className="border rounded p-2 mb-2" key={item.id} data-testid="promotion-item">
            <div className="row g-2 align-items-end">
              <div className="col-6 col-md-2">
                <label className="form-label small" htmlFor={field(`item-${index}-value`)}>
                  {t('promotions.itemValue')}
                </label>
                <input
                  id={field(`item-${index}-value`)}
                  className="form-control form-control-sm"
                  inputMode="numeric"
                  {...register(`items.${index}.value`, { setValueAs: toNullableNumber })}
                />
              </div>
              <div className="col-6 col-md-2">
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  onClick={() => items.remove(index)}
                >
                  {t('promotions.removeItem')}
                </button>
              </div>
            </div>
            <p className="form-label small mt-2 mb-1">{t('coupons.field.products')}</p>
            <div className="admin-checklist border rounded p-2">
              {skus.map((sku) => (
                <div className="form-check form-check-inline" key={sku}>
                  <input
                    id={field(`item-${index}-sku-${sku}`)}
                    className="form-check-input"
                    type="checkbox"
                    value={sku}
                    {...register(`items.${index}.skus`)}
                  />
                  <label className="form-check-label" htmlFor={field(`item-${index}-sku-${sku}`)}>
                    {sku}
                  </label>
                </div>
              ))}
            </div>
            {message(
              errors.items?.[index]?.skus?.message ?? errors.items?.[index]?.skus?.[0]?.message,
            )}
            <p className="form-label small mt-2 mb-1">{t('coupons.field.ranges')}</p>
            <ItemRanges control={form.control} register={register} index={index} field={field} />
            {message(
              errors.items?.[index]?.range?.[0]?.min?.message ??
                errors.items?.[index]?.range?.[0]?.max?.message,
            )}
          </div>
        ))}
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() => items.append({ value: null, skus: [], range: [] })}
        >
          {t('promotions.addItem')}
        </button>
      </fieldset>

      <PreviewFieldset
        testId="promotion-preview"
        legend={t('promotions.preview')}
        field={field}
        services={options.services}
        choice={choice}
        withQty={false}
        pending={previewing.isPending}
        error={previewing.isError ? previewing.error : null}
        onRun={() => void handleSubmit((values) => previewing.mutate(values as PromotionInput))()}
      >
        {card ? (
          <div className="card mt-2 admin-card-preview" data-testid="promotion-card">
            <div className="card-body">
              <p className="card-title fw-bold mb-1">{card.product.name[locale]}</p>
              {card.active && card.discount > 0 ? (
                <p className="mb-0">
                  <span className="text-decoration-line-through text-body-secondary me-2">
                    {formatBaht(card.price, locale)}
                  </span>
                  <span className="fw-bold text-danger" data-testid="promotion-card-price">
                    {formatBaht(card.price_after, locale)}
                  </span>
                </p>
              ) : (
                <p className="mb-0" data-testid="promotion-card-price">
                  {formatBaht(card.price, locale)}
                  <span className="ms-2 small text-body-secondary">
                    {t('promotions.notOnThisDay')}
                  </span>
                </p>
              )}
            </div>
          </div>
        ) : null}
      </PreviewFieldset>

      {save.isError && !conflict ? (
        <div className="alert alert-danger mt-3 mb-0" role="alert" data-testid="promotion-error">
          {localizedErrorMessage(save.error, locale, t)}
        </div>
      ) : null}
      <div className="d-flex flex-wrap gap-2 mt-3">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={save.isPending}
          data-testid="promotion-save"
        >
          {save.isPending ? t('coupons.saving') : t('coupons.save')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {t('coupons.close')}
        </button>
      </div>
      {base ? (
        <RecordHistory entity="promotion" entityId={base.id} revision={base.version} />
      ) : null}
    </form>
  );
}

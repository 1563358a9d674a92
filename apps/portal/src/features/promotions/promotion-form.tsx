import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  promotionFieldsSchema,
  promotionInputSchema,
  type CouponScopeOptions,
  type PromotionAdmin,
  type PromotionInput,
} from '@changdee/contract/coupons-admin';
import { addDays, businessToday } from '@changdee/domain/dates';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { contractResolver } from '../coupons/contract-resolver';
import { createPromotion, previewPromotion, updatePromotion } from './promotions-api';
import { RecordHistory } from '../audit/record-history';
import { AdminFormFrame, AdminSaveBar, type AdminFormProps } from '../admin/admin-form-parts';
import { ConflictAlert } from '../admin/conflict-alert';
import { FormInput } from '../admin/form-input';
import { NameInputs, PeriodInputs } from '../admin/name-and-period-inputs';
import { PreviewFieldset, usePreviewChoice } from '../admin/preview-fieldset';
import { ScopeSelects, orNull } from '../admin/scope-selects';
import { toNullableNumber } from '../admin/tier-rows';
import { usePreview } from '../admin/use-preview';
import { PromotionCardPreview } from './promotion-card-preview';
import { PromotionItemFields, type PromotionFormApi } from './promotion-item-fields';
import { useVersionedSave } from '../admin/use-versioned-save';

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

export function PromotionForm({
  saved,
  options,
  onSaved,
  onClose,
}: AdminFormProps<PromotionAdmin>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const form: PromotionFormApi = useForm({
    resolver: contractResolver(promotionInputSchema, locale),
    defaultValues: saved ? valuesOf(saved) : emptyPromotion(),
  });
  const { base, conflict, save, keepMine, loadTheirs } = useVersionedSave({
    saved,
    form,
    scope: 'promotion',
    valuesOf,
    create: createPromotion,
    update: updatePromotion,
    onSaved,
  });
  const field = (name: string) => `promotion-${base?.id ?? 'new'}-${name}`;
  return (
    <AdminFormFrame
      testId="promotion-form"
      titleId={field('title')}
      title={
        base
          ? t('promotions.editTitle', { name: base.promotion.name[locale] })
          : t('promotions.newTitle')
      }
      onSubmit={form.handleSubmit((values) => save.mutate(values as PromotionInput))}
    >
      {conflict ? (
        <ConflictAlert
          testId="promotion-conflict"
          onKeepMine={keepMine}
          onLoadTheirs={loadTheirs}
        />
      ) : null}
      <PromotionMainFields form={form} field={field} options={options} />
      <PromotionItemFields form={form} field={field} services={options.services} />
      <PromotionPreview
        field={field}
        services={options.services}
        onRun={(ask) => void form.handleSubmit((values) => ask(values as PromotionInput))()}
      />
      <AdminSaveBar testIdPrefix="promotion" save={save} showError={!conflict} onClose={onClose} />
      {base ? (
        <RecordHistory entity="promotion" entityId={base.id} revision={base.version} />
      ) : null}
    </AdminFormFrame>
  );
}

/** Names, period, the promotion's value and where it applies. */
function PromotionMainFields({
  form,
  field,
  options,
}: {
  form: PromotionFormApi;
  field(name: string): string;
  options: CouponScopeOptions;
}) {
  const { t } = useTranslation();
  const { register, formState } = form;
  const errors = formState.errors;
  const channel = useWatch({ control: form.control, name: 'channel_code' });
  return (
    <div className="row g-2">
      <NameInputs
        field={field}
        columns={['col-12 col-md-6', 'col-12 col-md-6']}
        thInput={register('name.th')}
        enInput={register('name.en')}
        errors={{ th: errors.name?.th?.message, en: errors.name?.en?.message }}
      />
      <PeriodInputs
        field={field}
        column="col-6 col-md-3"
        startInput={register('start_date')}
        end={{ name: 'end', label: t('promotions.endDate'), input: register('end_date') }}
        errors={{ start: errors.start_date?.message, end: errors.end_date?.message }}
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
  );
}

/** The preview: a service and a day, the card priced by the server with the form's values. */
function PromotionPreview({
  field,
  services,
  onRun,
}: {
  field(name: string): string;
  services: CouponScopeOptions['services'];
  /** Check the form's values and, when they pass, ask with them. */
  onRun(ask: (values: PromotionInput) => void): void;
}) {
  const { t } = useTranslation();
  const choice = usePreviewChoice(services);
  const { answer, previewing } = usePreview((values: PromotionInput) =>
    previewPromotion({ promotion: values, product_id: choice.service, date: choice.date }),
  );
  return (
    <PreviewFieldset
      testId="promotion-preview"
      legend={t('promotions.preview')}
      field={field}
      services={services}
      choice={choice}
      withQty={false}
      pending={previewing.isPending}
      error={previewing.isError ? previewing.error : null}
      onRun={() => onRun((values) => previewing.mutate(values))}
    >
      {answer ? <PromotionCardPreview card={answer} /> : null}
    </PreviewFieldset>
  );
}

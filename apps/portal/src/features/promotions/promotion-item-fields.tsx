import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type {
  CouponScopeOptions,
  PromotionInput,
  promotionInputSchema,
} from '@changdee/contract/coupons-admin';
import { FieldMessage } from '../admin/field-message';
import { SkuChecklist, channelSkus } from '../admin/sku-checklist';
import { TierRows, tierNumber, toNullableNumber } from '../admin/tier-rows';

// A promotion's items: each an optional value, the SKUs it applies to (of the chosen channel's
// services) and its price tiers.

export type PromotionFormApi = UseFormReturn<
  PromotionInput,
  unknown,
  ReturnType<typeof promotionInputSchema.parse>
>;

export function PromotionItemFields({
  form,
  field,
  services,
}: {
  form: PromotionFormApi;
  field(name: string): string;
  services: CouponScopeOptions['services'];
}) {
  const { t } = useTranslation();
  const items = useFieldArray({ control: form.control, name: 'items' });
  const errors = form.formState.errors;
  const channel = useWatch({ control: form.control, name: 'channel_code' });
  const skus = channelSkus(services, channel);
  return (
    <fieldset className="mt-3">
      <legend className="h6">{t('promotions.items')}</legend>
      <FieldMessage text={errors.items?.message ?? errors.items?.root?.message} />
      {items.fields.map((item, index) => (
        <div className="border rounded p-2 mb-2" key={item.id} data-testid="promotion-item">
          <ItemValueRow
            form={form}
            field={field}
            index={index}
            onRemove={() => items.remove(index)}
          />
          <p className="form-label small mt-2 mb-1">{t('coupons.field.products')}</p>
          <SkuChecklist
            skus={skus}
            inputId={(sku) => field(`item-${index}-sku-${sku}`)}
            input={form.register(`items.${index}.skus`)}
            inline
          />
          <FieldMessage
            text={errors.items?.[index]?.skus?.message ?? errors.items?.[index]?.skus?.[0]?.message}
          />
          <p className="form-label small mt-2 mb-1">{t('coupons.field.ranges')}</p>
          <ItemRanges form={form} index={index} field={field} />
          <FieldMessage
            text={
              errors.items?.[index]?.range?.[0]?.min?.message ??
              errors.items?.[index]?.range?.[0]?.max?.message
            }
          />
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
  );
}

/** The item's own value and the button that removes the item. */
function ItemValueRow({
  form,
  field,
  index,
  onRemove,
}: {
  form: PromotionFormApi;
  field(name: string): string;
  index: number;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="row g-2 align-items-end">
      <div className="col-6 col-md-2">
        <label className="form-label small" htmlFor={field(`item-${index}-value`)}>
          {t('promotions.itemValue')}
        </label>
        <input
          id={field(`item-${index}-value`)}
          className="form-control form-control-sm"
          inputMode="numeric"
          {...form.register(`items.${index}.value`, { setValueAs: toNullableNumber })}
        />
      </div>
      <div className="col-6 col-md-2">
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRemove}>
          {t('promotions.removeItem')}
        </button>
      </div>
    </div>
  );
}

/** The item's price tiers: from how many units to how many, and the value. */
function ItemRanges({
  form,
  index,
  field,
}: {
  form: PromotionFormApi;
  index: number;
  field(name: string): string;
}) {
  const ranges = useFieldArray({ control: form.control, name: `items.${index}.range` });
  return (
    <div className="ms-md-3">
      <TierRows
        rows={ranges.fields}
        parts={['min', 'max', 'value'] as const}
        inputId={(r, part) => field(`item-${index}-range-${r}-${part}`)}
        input={(r, part) =>
          form.register(`items.${index}.range.${r}.${part}`, { setValueAs: tierNumber(part) })
        }
        onRemove={(r) => ranges.remove(r)}
        onAdd={() => ranges.append({ min: 0, max: null, value: 0 })}
        compact
      />
    </div>
  );
}

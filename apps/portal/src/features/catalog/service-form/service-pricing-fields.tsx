import { useTranslation } from 'react-i18next';
import type { ServiceInput } from '@changdee/contract/catalog-admin';
import { BilingualField } from '../../admin/bilingual-field';
import { numberOr, type ServiceGroupProps } from './service-draft';
import { ServiceTextField } from './service-field';

// How the service is priced: a survey (S) at one price, or an installation (I) per unit, with the
// unit's name, the least quantity and an optional most.

type Pricing = ServiceInput['pricing'];
type UnitPricing = Extract<Pricing, { type: 'I' }>;

/** A type's pricing as it starts when the type is chosen. */
const freshPricing = (type: Pricing['type']): Pricing =>
  type === 'S'
    ? { type: 'S', price: 0 }
    : { type: 'I', unit_price: 0, unit: { th: '', en: '' }, min_qty: 1, limit_qty: null };

export function ServicePricingFields({ draft, issue }: ServiceGroupProps) {
  const { t } = useTranslation('portal', { keyPrefix: 'catalog' });
  const { form, set } = draft;
  const { pricing } = form;
  return (
    <fieldset className="row g-3 mb-4">
      <legend className="h6">{t('pricing')}</legend>
      <div className="col-12">
        {(['S', 'I'] as const).map((type) => (
          <div className="form-check form-check-inline" key={type}>
            <input
              className="form-check-input"
              type="radio"
              id={`svc-type-${type}`}
              checked={pricing.type === type}
              onChange={() => set({ pricing: freshPricing(type) })}
            />
            <label className="form-check-label" htmlFor={`svc-type-${type}`}>
              {t(`type.${type}`)}
            </label>
          </div>
        ))}
      </div>
      {pricing.type === 'S' ? (
        <ServiceTextField
          label={t('price')}
          path="pricing.price"
          error={issue('pricing.price')}
          value={String(pricing.price)}
          onChange={(v) => set({ pricing: { ...pricing, price: numberOr(v, pricing.price) } })}
        />
      ) : (
        <UnitPricingFields
          pricing={pricing}
          issue={issue}
          onChange={(patch) => set({ pricing: { ...pricing, ...patch } })}
        />
      )}
    </fieldset>
  );
}

/** An installation's price per unit, the unit's name, the least and the most quantity. */
function UnitPricingFields({
  pricing,
  issue,
  onChange,
}: {
  pricing: UnitPricing;
  issue(path: string): string | undefined;
  onChange(patch: Partial<UnitPricing>): void;
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'catalog' });
  return (
    <>
      <ServiceTextField
        label={t('unitPrice')}
        path="pricing.unit_price"
        error={issue('pricing.unit_price')}
        value={String(pricing.unit_price)}
        onChange={(v) => onChange({ unit_price: numberOr(v, pricing.unit_price) })}
      />
      <BilingualField
        value={pricing.unit}
        onChange={(unit) => onChange({ unit })}
        label={(lang) => t(`unit.${lang}`)}
        id={(lang) => `svc-pricing.unit.${lang}`}
        className="col-12 col-md-4"
        error={(lang) => issue(`pricing.unit.${lang}`)}
      />
      <ServiceTextField
        label={t('minQty')}
        path="pricing.min_qty"
        error={issue('pricing.min_qty')}
        value={String(pricing.min_qty)}
        onChange={(v) => onChange({ min_qty: numberOr(v, pricing.min_qty) })}
      />
      <ServiceTextField
        label={t('limitQty')}
        path="pricing.limit_qty"
        error={issue('pricing.limit_qty')}
        value={pricing.limit_qty === null ? '' : String(pricing.limit_qty)}
        onChange={(v) =>
          onChange({ limit_qty: v.trim() === '' ? null : numberOr(v, pricing.limit_qty ?? 1) })
        }
      />
    </>
  );
}

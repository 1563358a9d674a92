import type { UseFormRegisterReturn } from 'react-hook-form';
import type { CouponScopeOptions } from '@changdee/contract/coupons-admin';

// The SKUs a coupon or a promotion item applies to (docs/decisions/050): one checkbox a SKU of
// the chosen channel's services (every channel's when none is chosen).

/** The SKUs of the channel's services, each once. */
export const channelSkus = (
  services: CouponScopeOptions['services'],
  channel: string | null,
): string[] => [
  ...new Set(services.filter((s) => !channel || s.channel_code === channel).map((s) => s.sku_code)),
];

export function SkuChecklist({
  skus,
  inputId,
  input,
  inline,
}: {
  skus: string[];
  inputId(sku: string): string;
  /** The registration of the list of chosen SKUs. */
  input: UseFormRegisterReturn;
  /** The checkboxes side by side. */
  inline: boolean;
}) {
  return (
    <div className="admin-checklist border rounded p-2">
      {skus.map((sku) => (
        <div className={inline ? 'form-check form-check-inline' : 'form-check'} key={sku}>
          <input
            id={inputId(sku)}
            className="form-check-input"
            type="checkbox"
            value={sku}
            {...input}
          />
          <label className="form-check-label" htmlFor={inputId(sku)}>
            {sku}
          </label>
        </div>
      ))}
    </div>
  );
}

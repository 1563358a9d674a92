import { useTranslation } from 'react-i18next';
import { FormCheck } from '../admin/form-check';
import type { CouponGroupProps } from './coupon-values';

// Checkboxes of the coupon's yes-or-no fields, each labelled with its words of coupons.field.

type CouponFlag = 'is_can_use' | 'listed' | 'invalid_code';

export function CouponFlagChecks({
  form,
  field,
  flags,
}: CouponGroupProps & {
  /** Each field and the key of its label under coupons.field. */
  flags: ReadonlyArray<readonly [CouponFlag, string]>;
}) {
  const { t } = useTranslation();
  return flags.map(([name, label]) => (
    <FormCheck
      key={name}
      id={field(name)}
      label={t(`coupons.field.${label}`)}
      {...form.register(name)}
    />
  ));
}

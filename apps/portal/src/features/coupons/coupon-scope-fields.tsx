import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AdminFieldset } from '../admin/admin-form-parts';
import type { CouponScopeOptions } from '@changdee/contract/coupons-admin';
import { FieldMessage } from '../admin/field-message';
import { FormInput } from '../admin/form-input';
import { ScopeSelects, orNull } from '../admin/scope-selects';
import { SkuChecklist, channelSkus } from '../admin/sku-checklist';
import type { CouponGroupProps } from './coupon-values';

// Where the coupon applies: its channel and store, the channel's Thai name, and the SKUs of the
// chosen channel's services it discounts.

export function CouponScopeFields({
  form,
  field,
  options,
}: CouponGroupProps & { options: CouponScopeOptions }) {
  const { t } = useTranslation();
  const { register } = form;
  const errors = form.formState.errors;
  const channel = useWatch({ control: form.control, name: 'channel_code' });
  return (
    <AdminFieldset legend={t('coupons.scope')}>
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
      <SkuChecklist
        skus={channelSkus(options.services, channel)}
        inputId={(sku) => field(`sku-${sku}`)}
        input={register('products')}
        inline={false}
      />
      <FieldMessage text={errors.products?.message ?? errors.products?.[0]?.message} />
    </AdminFieldset>
  );
}

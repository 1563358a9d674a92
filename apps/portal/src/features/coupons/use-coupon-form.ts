import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  couponInputSchema,
  type CouponAdmin,
  type CouponInput,
} from '@changdee/contract/coupons-admin';
import { isApiError } from '@changdee/ui/lib/api-error';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { useVersionedSave } from '../admin/use-versioned-save';
import { contractResolver } from './contract-resolver';
import { createCoupon, deleteCoupon, updateCoupon } from './coupons-api';
import { emptyCoupon, formValuesOf, type ParsedCoupon } from './coupon-values';

// The coupon form's state: its values checked by the contract's schema, saving with the version
// it was read at (a taken code goes to the code's field), deleting, and deactivating (saving
// with the status inactive).

export function useCouponForm({
  saved,
  onSaved,
  onClose,
}: {
  saved: CouponAdmin | null;
  onSaved(): Promise<void> | void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = useForm<CouponInput, unknown, ParsedCoupon>({
    resolver: contractResolver(couponInputSchema, locale),
    defaultValues: saved ? formValuesOf(saved) : emptyCoupon(),
  });
  const versioned = useVersionedSave({
    saved,
    form,
    scope: 'coupon',
    valuesOf: formValuesOf,
    create: createCoupon,
    update: updateCoupon,
    onSaved,
    onRefused: (error) => {
      if (isApiError(error) && error.code === 'COUPON_CODE_TAKEN')
        form.setError('code', { message: localizedErrorMessage(error, locale, t) });
    },
  });
  const { base, save, applyRefusal } = versioned;
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
    void form.handleSubmit((values) => save.mutate(values))();
  };
  return { form, ...versioned, remove, deactivate };
}

import { useMutation } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CheckFamilyData } from '@changdee/contract/orders';
import { mobile as mobileRule, required, validate } from '@changdee/domain/form-rules';
import { checkFamily } from '../api/orders-api';
import { useCheckoutStore } from '../lib/checkout-store';
import type { CheckoutFields } from '../lib/order-payload';

// Spec §1/§7 check-scg-family: whether the customer's mobile is a loyalty-family member's, and the
// shop's registered customer with that mobile. The answer goes with the order (the server looks it
// up again); names and email the clerk has not typed yet are filled in from it. Without a valid
// mobile there is nothing to look up (spec §5).

export function FamilyLookup({ family }: { family: CheckFamilyData | null }) {
  const { t } = useTranslation('orders');
  const { control, getValues, setValue } = useFormContext<CheckoutFields>();
  const mobile = useWatch({ control, name: 'customer.mobile' });
  const lookup = useMutation({
    mutationFn: (number: string) => checkFamily(number),
    onSuccess: (data, number) => {
      useCheckoutStore.getState().setFamily({ mobile: number, data });
      const known = data.changdeeCustomer ?? data.scgFamily;
      if (!known) return;
      const fill = (name: 'firstname' | 'lastname', value: string) => {
        if (getValues(`customer.${name}`).trim() === '' && value)
          setValue(`customer.${name}`, value, { shouldDirty: true });
      };
      fill('firstname', known.firstname);
      fill('lastname', known.lastname);
      const email = data.changdeeCustomer?.email ?? '';
      if (getValues('customer.email').trim() === '' && email)
        setValue('customer.email', email, { shouldDirty: true });
    },
  });
  const usable = validate(mobile, [required, mobileRule]) === null;

  return (
    <div className="family-lookup" data-testid="family-lookup">
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        disabled={!usable || lookup.isPending}
        onClick={() => lookup.mutate(mobile)}
        data-testid="check-family"
      >
        {lookup.isPending ? t('family.checking') : t('family.check')}
      </button>
      <div aria-live="polite" className="family-lookup__result">
        {lookup.isError ? (
          <p className="text-danger small mb-0">{lookup.error.message}</p>
        ) : family ? (
          <FamilyResult family={family} />
        ) : null}
      </div>
    </div>
  );
}

function FamilyResult({ family }: { family: CheckFamilyData }) {
  const { t } = useTranslation('orders');
  return (
    <div className="small" data-testid="family-result" data-family={family.is_family}>
      {family.is_family && family.scgFamily ? (
        <p className="mb-0 text-success fw-semibold">
          {t('family.member', {
            name: `${family.scgFamily.firstname} ${family.scgFamily.lastname}`.trim(),
            id: family.scgFamily.scg_family_id,
            tier: family.scgFamily.tier,
          })}
        </p>
      ) : (
        <p className="mb-0">{t('family.notMember')}</p>
      )}
      {family.changdeeCustomer ? (
        <p className="mb-0 text-body-secondary">
          {t('family.customer', {
            name: `${family.changdeeCustomer.firstname} ${family.changdeeCustomer.lastname}`.trim(),
          })}
        </p>
      ) : null}
    </div>
  );
}

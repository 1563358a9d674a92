import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CartLine } from '@changdee/contract/cart';
import { createOrderRequestSchema, type CreateOrderInput } from '@changdee/contract/orders';
import { businessToday } from '@changdee/domain/dates';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { useCurrentStore } from '../../../shared/session/auth-store';
import { useChosenEmployee } from '../../../shared/session/employee-store';
import { useCheckoutDraft, useCheckoutStore } from './checkout-store';
import { issueText } from './issue-text';
import {
  checkoutFieldOf,
  emptyCheckoutFields,
  orderPayload,
  cartRequiredPayment,
  type CheckoutContext,
  type CheckoutFields,
} from './order-payload';
import { issuePath, schemaResolver } from './schema-resolver';

// The /checkout form: checked with the order payload's schema (the server's) against this
// render's cart, address, seller and family lookup; its fields start from the checkout draft and
// are written back to it as they are typed.

export function useCheckoutForm(cart: readonly CartLine[]) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const store = useCurrentStore();
  const employee = useChosenEmployee();
  const draft = useCheckoutDraft();
  const forced = cartRequiredPayment(cart);

  const context: CheckoutContext = {
    cart,
    address: draft.address,
    expectedDate: draft.expectedDate,
    employee,
    store,
    family: draft.family,
    today: businessToday(new Date()),
    locale,
  };

  const resolver = useMemo(
    () =>
      schemaResolver<CheckoutFields, CheckoutContext, typeof createOrderRequestSchema>({
        schema: createOrderRequestSchema,
        toInput: orderPayload,
        fieldOf: checkoutFieldOf,
        // The invoice's location is chosen, never typed: a missing one asks for a choice.
        describe: (issue) =>
          checkoutFieldOf(issuePath(issue)) === 'tax_invoice.location'
            ? t('address.locationMissing')
            : issueText(t, issue),
      }),
    [t],
  );
  // A draft kept from before a field existed takes that field's default (the customer's language).
  const initial: CheckoutFields = { ...emptyCheckoutFields(), ...draft.fields };
  const form = useForm<CheckoutFields, CheckoutContext, CreateOrderInput>({
    resolver,
    // Read by the resolver at each check: always this render's cart, address, seller and lookup.
    context,
    defaultValues: forced ? { ...initial, payment: forced } : initial,
  });

  const { setValue } = form;
  useEffect(() => {
    if (forced) setValue('payment', forced);
  }, [forced, setValue]);
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => useCheckoutStore.getState().setFields(values),
      }),
    [form],
  );
  return { form, context, draft, forced };
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>['form'];

import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@changdee/ui/lib/use-locale';
import {
  addressFieldOf,
  addressStepInput,
  addressStepSchema,
  type AddressFields,
} from './address-form';
import { useCheckoutDraft, useCheckoutStore } from './checkout-store';
import type { OrderLocation } from './order-draft';
import { issueText } from './issue-text';
import { issuePath, schemaResolver } from './schema-resolver';

// The /address form: its fields start from the checkout draft (or the location chosen in the
// service-area check) and everything typed is written back to the draft as it is typed.

export type AddressStep = ReturnType<typeof addressStepSchema.parse>;

export function useAddressForm(selectedLocation: OrderLocation | null) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const draft = useCheckoutDraft();
  const { setAddress, setExpectedDate } = useCheckoutStore.getState();

  const resolver = useMemo(
    () =>
      schemaResolver<AddressFields, undefined, typeof addressStepSchema>({
        schema: addressStepSchema,
        toInput: (fields) => addressStepInput(fields, locale),
        fieldOf: addressFieldOf,
        // The location is chosen, never typed: a missing one asks for a choice.
        describe: (issue) =>
          addressFieldOf(issuePath(issue)) === 'location'
            ? t('address.locationMissing')
            : issueText(t, issue),
      }),
    [locale, t],
  );
  const form = useForm<AddressFields, undefined, AddressStep>({
    resolver,
    defaultValues: {
      no: draft.address.no,
      landmark: draft.address.landmark,
      location: draft.address.location ?? selectedLocation,
      date: draft.expectedDate?.date ?? null,
      time: draft.expectedDate?.time ?? null,
    },
  });

  // Everything typed is kept as it is typed: leaving for the cart and coming back loses nothing.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          setAddress({ no: values.no, landmark: values.landmark, location: values.location });
          setExpectedDate(
            values.date && values.time ? { date: values.date, time: values.time } : null,
          );
        },
      }),
    [form, setAddress, setExpectedDate],
  );
  return form;
}

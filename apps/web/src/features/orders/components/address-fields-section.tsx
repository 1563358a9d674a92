import { useTranslation } from 'react-i18next';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { AddressFields } from '../lib/address-form';
import type { LocationField } from '../lib/location-field';
import type { AddressStep } from '../lib/use-address-form';
import { TextField } from './text-field';

// The address card of /address: house number, landmark and the service-area location.

export interface AddressFieldsSectionProps {
  form: UseFormReturn<AddressFields, undefined, AddressStep>;
  LocationField: LocationField;
}

export function AddressFieldsSection({ form, LocationField }: AddressFieldsSectionProps) {
  const { t } = useTranslation('orders');
  const { control, register, formState } = form;
  const errors = formState.errors;
  return (
    <section className="order-card" aria-labelledby="address-heading">
      <h2 className="h5" id="address-heading">
        {t('address.addressTitle')}
      </h2>
      <TextField
        label={t('address.no')}
        registration={register('no')}
        error={errors.no}
        autoComplete="address-line1"
      />
      <TextField
        label={t('address.landmark')}
        optional={t('form.optional')}
        registration={register('landmark')}
        error={errors.landmark}
        hint={t('address.landmarkHint')}
      />
      <Controller
        control={control}
        name="location"
        render={({ field, fieldState }) => (
          <LocationField
            label={t('address.location')}
            value={field.value}
            onChange={(next) => field.onChange(next)}
            error={fieldState.error?.message}
          />
        )}
      />
    </section>
  );
}

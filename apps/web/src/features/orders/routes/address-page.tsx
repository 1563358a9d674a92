import { useCallback, useEffect, useMemo } from 'react';
import { useForm, useWatch, Controller } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CartLine } from '@changdee/contract/cart';
import { availabilityWindow } from '@changdee/domain/availability-window';
import { cartLockDays } from '@changdee/domain/cart-totals';
import { businessToday } from '@changdee/domain/dates';
import { formatDate } from '@changdee/domain/date-format';
import { useLocale, useLocalizedNavigate } from '@changdee/ui/lib/use-locale';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useCurrentStore } from '../../../shared/session/auth-store';
import { requestCartPanel } from '../../../shared/session/cart-count';
import { AppLink } from '../../../shared/ui/app-link';
import { cartCalendarQueryOptions } from '../api/calendar-api';
import { DateSlotChooser } from '../components/date-slot-chooser';
import { TextField } from '../components/text-field';
import {
  addressFieldOf,
  addressStepInput,
  addressStepSchema,
  type AddressFields,
} from '../lib/address-form';
import { calendarAvailability, type DateSlot } from '../lib/calendar-days';
import { useCheckoutDraft, useCheckoutStore } from '../lib/checkout-store';
import type { OrderLocation } from '../lib/order-draft';
import { issueText } from '../lib/issue-text';
import type { LocationField } from '../lib/location-field';
import { issuePath, schemaResolver } from '../lib/schema-resolver';
import '../orders.scss';
import { LoadError } from '@changdee/ui/load-error';
import { Spinner } from '@changdee/ui/spinner';

// /address (spec §2): the customer's address — house number, landmark, and the sub-district,
// district, province and postcode through the service-area search — and the service date: a
// calendar of the days a technician serving that district can come (the cart's lock period and
// six months, spec §9), the first such day chosen, then the morning or afternoon slot. What is
// chosen is kept for /checkout (and across reloads).

export interface AddressPageProps {
  cart: readonly CartLine[];
  /** The location feature's service-area search as a form field. */
  LocationField: LocationField;
  /** The location chosen in the service-area check, used when the address has none yet. */
  selectedLocation: OrderLocation | null;
}

export function AddressPage({ cart, LocationField, selectedLocation }: AddressPageProps) {
  const { t } = useTranslation('orders');
  useDocumentTitle(t('address.title'));
  const locale = useLocale();
  const navigate = useLocalizedNavigate();
  const store = useCurrentStore();
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
  const form = useForm<AddressFields, undefined, ReturnType<typeof addressStepSchema.parse>>({
    resolver,
    defaultValues: {
      no: draft.address.no,
      landmark: draft.address.landmark,
      location: draft.address.location ?? selectedLocation,
      date: draft.expectedDate?.date ?? null,
      time: draft.expectedDate?.time ?? null,
    },
  });
  const { control, register, handleSubmit, setValue, formState } = form;
  const [location, date, time] = useWatch({ control, name: ['location', 'date', 'time'] });

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

  const lockDays = cartLockDays(cart);
  const bookable = availabilityWindow(businessToday(new Date()), lockDays);
  const services = useMemo(
    () =>
      cart.map((line) => ({
        product_id: line._id,
        product_type: line.product_type,
        type_of_work: line.type_of_work,
      })),
    [cart],
  );
  const district = location?.district.code ?? '';
  const calendar = useQuery({
    ...cartCalendarQueryOptions(
      services,
      {
        districts: district,
        subDistrict: location?.sub_district?.code ?? null,
        channel: store?.channel ?? '',
        buStoreId: store?.bu_store_id ?? '',
      },
      bookable,
    ),
    enabled: services.length > 0 && district !== '' && store !== null,
  });
  const availability = calendar.data ? calendarAvailability(calendar.data, bookable) : null;

  const onChoice = useCallback(
    (next: DateSlot) => {
      const validate = formState.isSubmitted;
      setValue('date', next.date, { shouldValidate: validate, shouldDirty: true });
      setValue('time', next.time, { shouldValidate: validate, shouldDirty: true });
    },
    [setValue, formState.isSubmitted],
  );

  const onValid = () => {
    const values = form.getValues();
    setAddress({ no: values.no, landmark: values.landmark, location: values.location });
    if (values.date && values.time) setExpectedDate({ date: values.date, time: values.time });
    navigate('/checkout');
  };

  if (cart.length === 0)
    return (
      <div className="container py-4 order-page">
        <h1 className="h3">{t('address.title')}</h1>
        <div className="alert alert-info" role="status" data-testid="empty-cart">
          {t('address.emptyCart')} <AppLink to="/productList">{t('actions.toCatalogue')}</AppLink>
        </div>
      </div>
    );

  const errors = formState.errors;
  return (
    <div className="container py-3 py-lg-4 order-page">
      <h1 className="h3 mb-3">{t('address.title')}</h1>
      <form
        className="checkout-layout"
        noValidate
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        data-testid="address-form"
      >
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
        <section className="order-card" aria-labelledby="date-heading">
          <h2 className="h5" id="date-heading">
            {t('address.dateTitle')}
          </h2>
          <p className="small text-body-secondary" data-testid="lock-period">
            {lockDays > 0
              ? t('address.lockPeriod', {
                  count: lockDays,
                  date: formatDate(bookable.start_date, 'long', locale),
                })
              : t('address.fromTomorrow', {
                  date: formatDate(bookable.start_date, 'long', locale),
                })}
          </p>
          {!district ? (
            <p className="text-body-secondary" data-testid="choose-location-first">
              {t('address.chooseLocationFirst')}
            </p>
          ) : calendar.isPending ? (
            <Spinner inline label={t('calendar.loading')} />
          ) : calendar.isError || !availability ? (
            <LoadError
              fallback={t('calendar.failed')}
              retryLabel={t('actions.retry')}
              onRetry={() => void calendar.refetch()}
            />
          ) : (
            <DateSlotChooser
              availability={availability}
              value={{ date, time }}
              onChange={onChoice}
              locale={locale}
              label={t('address.calendarLabel')}
              dateError={errors.date?.message}
              slotError={errors.time?.message}
            />
          )}
          {!district && errors.date ? (
            <div className="invalid-feedback d-block">{t('address.dateMissing')}</div>
          ) : null}
        </section>
        <div className="checkout-layout__actions">
          <button type="button" className="btn btn-outline-primary" onClick={requestCartPanel}>
            {t('address.back')}
          </button>
          <button type="submit" className="btn btn-primary" data-testid="to-checkout">
            {t('address.next')}
          </button>
        </div>
      </form>
    </div>
  );
}

import { useCallback, useDeferredValue, useId, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localized } from '@changdee/domain/locale';
import { buildLocationIndex, type LocationRow } from '@changdee/domain/locations';
import { locationTreeQueryOptions } from '../../features/location/api/location-tree';
import { LocationPicker } from '../../features/location/components/location-picker';
import { locationFromRow } from '../../features/location/lib/location-from-pick';
import { subDistrictOptions } from '../../features/location/lib/picker-options';
import { subDistrictText } from '../../features/location/lib/picker-text';
import type { SelectedLocation } from '../../features/location/lib/selected-location';
import type { LocationFieldProps } from '../../features/orders/lib/location-field';
import type { OrderLocation } from '../../features/orders/lib/order-draft';
import { useLocale } from '@changdee/ui/lib/use-locale';
import '../../features/location/location.scss';
import { AddressText } from '../../shared/ui/address-text';
import { LoadError } from '@changdee/ui/load-error';
import { Spinner } from '@changdee/ui/spinner';

// The address's sub-district, district, province and postcode for /address and the tax invoice of
// /checkout: the location feature's sub-district picker (its search over the Thai geography tree,
// each match with its district, province and postcode), whose choice fills every level.

/** A selected location with every level chosen, as an order's address needs it; else null. */
export function orderLocationOf(location: SelectedLocation | null): OrderLocation | null {
  if (!location?.sub_district || !location.district || !location.province || !location.postcode)
    return null;
  return {
    sub_district: location.sub_district,
    district: location.district,
    province: location.province,
    postcode: location.postcode,
  };
}

export function OrderLocationField({ label, value, onChange, error }: LocationFieldProps) {
  const { t } = useTranslation('location');
  const locale = useLocale();
  const id = useId();
  const tree = useQuery(locationTreeQueryOptions());
  const data = useDeferredValue(tree.data, undefined);
  const index = useMemo(() => (data ? buildLocationIndex(data, locale) : null), [data, locale]);
  const search = useCallback(
    (query: string) => (index ? subDistrictOptions(index, query, null) : []),
    [index],
  );
  // The sub-district is the picker's own value; the rest of the place beside it.
  const chosen = value ? (
    <AddressText
      address={{
        typed: [],
        subDistrict: '',
        district: localized(value.district.name, locale),
        province: localized(value.province.name, locale),
        postcode: value.postcode,
      }}
      locale={locale}
    />
  ) : null;

  return (
    <div
      className="order-location-field mb-3"
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? `${id}-error` : chosen ? `${id}-chosen` : undefined}
      data-testid="order-location-field"
    >
      <p className="form-label fw-semibold mb-1" id={`${id}-label`}>
        {label}
      </p>
      <LocationPicker<LocationRow>
        field="subdistrict"
        value={value ? localized(value.sub_district.name, locale) : null}
        disabled={index === null}
        search={search}
        itemKey={(row) => row.subdistrict_code}
        itemText={(row) => subDistrictText(row, locale)}
        selectedKey={value?.sub_district.code ?? null}
        onPick={(row) => {
          const picked = orderLocationOf(locationFromRow(row, 'subdistrict'));
          if (picked) onChange(picked);
        }}
      />
      {tree.isPending ? <Spinner inline label={t('panel.loading')} /> : null}
      {tree.isError ? (
        <LoadError
          fallback={t('panel.loadFailed')}
          retryLabel={t('panel.retry')}
          onRetry={() => void tree.refetch()}
          className="mt-1 mb-0"
        />
      ) : null}
      {chosen ? (
        <p
          className="small text-body-secondary mt-1 mb-0"
          id={`${id}-chosen`}
          data-testid="order-location-chosen"
        >
          {chosen}
        </p>
      ) : null}
      {error ? (
        <div className="invalid-feedback d-block" id={`${id}-error`} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

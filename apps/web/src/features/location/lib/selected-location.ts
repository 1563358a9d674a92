import { localized, type Locale, type LocalizedText } from '@changdee/domain/locale';
import type { LocationType } from '@changdee/domain/locations';

// Spec §3 selected location: sub_district, district and province as { code, name }, the postcode
// and which picker it came from. Names are kept in both languages (the trigger shows them in the
// page's language without the tree, which loads only with the panel).

export interface PlaceRef {
  code: string;
  name: LocalizedText;
}

export interface SelectedLocation {
  sub_district: PlaceRef | null;
  district: PlaceRef | null;
  /** null only for a postcode whose sub-districts lie in more than one province. */
  province: PlaceRef | null;
  /** '' until a sub-district or a postcode is chosen. */
  postcode: string;
  locationType: LocationType;
}

/** The district whose contractors are asked about (spec §7 districts), or null. */
export function districtCodeOf(location: SelectedLocation | null): string | null {
  return location?.district?.code ?? null;
}

/** Spec §2: the trigger shows the district and the province ('' when nothing is chosen). */
export function placeLabel(location: SelectedLocation | null, locale: Locale): string {
  if (!location) return '';
  const names = [location.district, location.province]
    .filter((part): part is PlaceRef => part !== null)
    .map((part) => localized(part.name, locale));
  return names.length > 0 ? names.join(', ') : location.postcode;
}

/**
 * Reads a persisted value back, or null when it is not a selected location (older or damaged).
 * The shape is checked, not the vocabulary: the header reads this before the panel's code loads.
 */
export function readSelectedLocation(value: unknown): SelectedLocation | null {
  const isText = (text: unknown): text is string => typeof text === 'string';
  const isPlace = (ref: unknown): ref is PlaceRef => {
    const candidate = ref as PlaceRef | null;
    return (
      typeof candidate === 'object' &&
      candidate !== null &&
      isText(candidate.code) &&
      isText(candidate.name?.th) &&
      isText(candidate.name?.en)
    );
  };
  const candidate = value as SelectedLocation | null;
  if (typeof candidate !== 'object' || candidate === null) return null;
  const { sub_district, district, province, postcode, locationType } = candidate;
  const ok =
    (province === null || isPlace(province)) &&
    (district === null || isPlace(district)) &&
    (sub_district === null || isPlace(sub_district)) &&
    isText(postcode) &&
    isText(locationType);
  return ok ? candidate : null;
}

import type { LocationRow } from '@changdee/domain/locations';
import { localized, type Locale } from '@changdee/domain/locale';
import type { PickerItemText } from '../components/picker-list';

/** A place's name in the page's language (the Thai one when it has no English name). */
export const nameIn = (locale: Locale, th: string, en: string | null) =>
  localized({ th, en: en ?? '' }, locale);

/** A sub-district as the pickers list it: its name, then its district, province and postcode. */
export const subDistrictText = (row: LocationRow, locale: Locale): PickerItemText => ({
  primary: nameIn(locale, row.subdistrict_name, row.subdistrict_name_en),
  secondary: [
    nameIn(locale, row.districts_name, row.districts_name_en),
    nameIn(locale, row.province_name, row.province_name_en),
    row.subdistrict_zipcode,
  ].join(', '),
});

import type { Locale } from './locale';

// An address as people read it: what was typed (house number, landmark), then the sub-district,
// the district and the province with its postcode. Thai separates them with spaces; English with
// commas (`Bang Na Nuea, Bang Na, Bangkok 10260`). The one formatter for every screen.

export interface AddressText {
  /** What the user typed (house number and street, landmark): blank parts are left out. */
  typed: readonly string[];
  subDistrict: string;
  district: string;
  province: string;
  postcode: string;
}

export interface AddressPart {
  text: string;
  /** A place name (or province and postcode): never broken across lines. */
  place: boolean;
}

export const ADDRESS_SEPARATOR: Record<Locale, string> = { th: ' ', en: ', ' };

/** The address's parts in reading order, blank ones left out. */
export const addressParts = (address: AddressText): AddressPart[] => {
  const provinceLine = [address.province, address.postcode].filter((p) => p.trim() !== '');
  return [
    ...address.typed.map((text) => ({ text: text.trim(), place: false })),
    { text: address.subDistrict.trim(), place: true },
    { text: address.district.trim(), place: true },
    { text: provinceLine.map((p) => p.trim()).join(' '), place: true },
  ].filter((part) => part.text !== '');
};

export const formatAddress = (address: AddressText, locale: Locale): string =>
  addressParts(address)
    .map((part) => part.text)
    .join(ADDRESS_SEPARATOR[locale]);

import { z } from 'zod';
import { expectedDateInputSchema, orderAddressSchema } from '@changdee/contract/orders';
import type { BusinessDate } from '@changdee/domain/dates';
import { localized, type Locale } from '@changdee/domain/locale';
import type { TimeSlot } from '@changdee/domain/time-slots';
import type { OrderLocation } from './order-draft';

// The /address step (spec §2): the customer's address and the service date and slot, checked with
// the order payload's own address and expected_date schemas.

export interface AddressFields {
  no: string;
  landmark: string;
  location: OrderLocation | null;
  date: BusinessDate | null;
  time: TimeSlot | null;
}

export const addressStepSchema = z.object({
  address: orderAddressSchema,
  expected_date: expectedDateInputSchema,
});

export function addressStepInput(
  fields: AddressFields,
  locale: Locale,
): z.input<typeof addressStepSchema> {
  const level = (place: OrderLocation['district'] | undefined) => ({
    code: place?.code ?? '',
    name: place ? localized(place.name, locale) : '',
  });
  return {
    address: {
      no: fields.no,
      landmark: fields.landmark,
      sub_district: level(fields.location?.sub_district),
      district: level(fields.location?.district),
      province: level(fields.location?.province),
      postcode: fields.location?.postcode ?? '',
    },
    expected_date: { date: fields.date ?? '', time: (fields.time ?? '') as TimeSlot },
  };
}

/** The field of the step that shows a problem at a path of the schema. */
export function addressFieldOf(path: string): string {
  if (path === 'address.no') return 'no';
  if (path === 'address.landmark') return 'landmark';
  if (path.startsWith('address.')) return 'location';
  if (path.startsWith('expected_date.time')) return 'time';
  return 'date';
}

import type { BusinessDate } from '@changdee/domain/dates';
import type { LocalizedText } from '@changdee/domain/locale';
import type { TimeSlot } from '@changdee/domain/time-slots';

// The shapes of the order being booked: the address and the date and slot (/address), which the
// checkout store keeps and the order payload reads. Their own file, so neither of those two
// imports the other's types.

/** A level of the chosen location (spec §3 selected location), its name in both languages. */
export interface OrderPlace {
  code: string;
  name: LocalizedText;
}

export interface OrderLocation {
  sub_district: OrderPlace;
  district: OrderPlace;
  province: OrderPlace;
  postcode: string;
}

export interface AddressDraft {
  no: string;
  landmark: string;
  location: OrderLocation | null;
}

export interface ExpectedDateDraft {
  date: BusinessDate;
  time: TimeSlot;
}

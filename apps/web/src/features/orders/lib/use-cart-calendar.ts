import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CartLine } from '@changdee/contract/cart';
import { availabilityWindow } from '@changdee/domain/availability-window';
import { cartLockDays } from '@changdee/domain/cart-totals';
import { businessToday } from '@changdee/domain/dates';
import { useCurrentStore } from '../../../shared/session/auth-store';
import { cartCalendarQueryOptions } from '../api/calendar-api';
import { calendarAvailability } from './calendar-days';
import type { OrderLocation } from './order-draft';

// The days a technician serving the chosen district can come for the cart's services: from the
// end of the cart's lock period for six months (spec §9), asked once a district is chosen.

export function useCartCalendar(cart: readonly CartLine[], location: OrderLocation | null) {
  const store = useCurrentStore();
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
  return { lockDays, bookable, district, calendar, availability };
}

export type CartCalendar = ReturnType<typeof useCartCalendar>;

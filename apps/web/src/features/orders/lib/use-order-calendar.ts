import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CartOrder } from '@changdee/contract/orders';
import { availabilityWindow } from '@changdee/domain/availability-window';
import { businessToday } from '@changdee/domain/dates';
import { cartCalendarQueryOptions, type CalendarService } from '../api/calendar-api';
import { calendarAvailability } from './calendar-days';

// The days any technician serving a placed order's address can come (the order's own technician
// named when free), or only those of the technician updateContractor named.

export function useOrderCalendar(order: CartOrder, contractorId: string | null) {
  const services = useMemo<CalendarService[]>(
    () =>
      order.items.map((item) => ({
        product_id: item.product_id,
        product_type: item.product_type,
        type_of_work: item.type_of_work,
      })),
    [order.items],
  );
  // The lock days of the order's services are the server's: it starts the window where they end.
  const bookable = availabilityWindow(businessToday(new Date()), 0);
  const calendar = useQuery(
    cartCalendarQueryOptions(
      services,
      {
        districts: order.customer.address.district.code,
        subDistrict: order.customer.address.sub_district.code,
        channel: order.channel,
        buStoreId: order.store.bu_store_id,
        contractorId,
        contractorIdOrder: order.contractor?.contractor_id ?? null,
      },
      bookable,
    ),
  );
  const availability = calendar.data ? calendarAvailability(calendar.data, bookable) : null;
  return { calendar, availability };
}

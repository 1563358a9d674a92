import { queryOptions } from '@tanstack/react-query';
import {
  availabilityPaths,
  firstAvailableDateResponseSchema,
  type AvailableTimeData,
} from '@changdee/contract/availability';
import { AVAILABLE_TIME, availabilityWindow } from '@changdee/domain/availability-window';
import { businessToday } from '@changdee/domain/dates';
import type { ProductType } from '@changdee/domain/product-types';
import { apiRequest } from '../../../shared/lib/api-client';
import type { StoreContext } from './work-type-availability';

// GET /b2b/v2/firstUnavailableDateByCart for one service (spec §7): the product page's badge.
// The query is the spec's: the window from the domain (today + lock_days + 1 … today + 6 months,
// Bangkok's today), available_time 1, the calendar channel, the store's channel and id. The server
// clamps the window itself and reads lock_days from its own product; the client never decides.

/** Spec §9: the calendar channel is {product}, our brand. */
export const CALENDAR_CHANNEL = 'changdee';

export interface AvailabilityProduct {
  _id: string;
  product_type: ProductType;
  type_of_work: string;
  lock_days: number;
}

export function firstAvailableTimeQuery(
  product: AvailabilityProduct,
  districts: string,
  store: StoreContext,
  today: string,
) {
  const window = availabilityWindow(today, product.lock_days);
  return {
    start_date: window.start_date,
    end_date: window.end_date,
    available_time: AVAILABLE_TIME,
    work_type_id: product.type_of_work,
    job_type: product.product_type,
    channel: CALENDAR_CHANNEL,
    channel_bu: store.channel,
    product_id: product._id,
    districts,
    bu_store_id: store.buStoreId,
  };
}

export const firstAvailableTimeQueryOptions = (
  product: AvailabilityProduct,
  districts: string,
  store: StoreContext,
) =>
  queryOptions({
    queryKey: [
      'location',
      'first-available',
      product._id,
      districts,
      store.buStoreId,
      store.channel,
    ],
    queryFn: ({ signal }): Promise<AvailableTimeData> =>
      apiRequest({
        path: availabilityPaths.firstAvailableDate,
        query: firstAvailableTimeQuery(product, districts, store, businessToday(new Date())),
        schema: firstAvailableDateResponseSchema.shape.data,
        signal,
      }).then((data) => data.availableTime),
    // Bookings fill days as the day goes on: a minute-old answer is good enough for a badge.
    staleTime: 60_000,
  });

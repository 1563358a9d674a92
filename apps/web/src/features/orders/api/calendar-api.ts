import { queryOptions } from '@tanstack/react-query';
import {
  availabilityPaths,
  unavailableDatesResponseSchema,
  type UnavailableDatesData,
} from '@changdee/contract/availability';
import { AVAILABLE_TIME, type AvailabilityWindow } from '@changdee/domain/availability-window';
import type { ProductType } from '@changdee/domain/product-types';
import type { ApiQuery } from '@changdee/ui/lib/api-client';
import { apiRequest } from '../../../shared/lib/api-client';

// GET /b2b/v2/unavailable-date-by-cart (spec §7): the dates no technician can come for a cart (the
// /address step) or an order's services (its change of date). The server reads lock days and
// work types from its own products and clamps the window; the query is the spec's.

/** Spec §9: the calendar channel is {product}, our brand. */
export const CALENDAR_CHANNEL = 'changdee';

/** What the calendar query reads of a cart line or an order's item. */
export interface CalendarService {
  product_id: string;
  product_type: ProductType;
  type_of_work: string;
}

export interface CalendarScope {
  /** The district code (4 digits) of the customer's address. */
  districts: string;
  /**
   * Its sub-district (6 digits) when known: the server then counts only teams serving the whole
   * district or that sub-district (decision 054), as the order's booking will.
   */
  subDistrict?: string | null;
  /** The store's channel (channel_bu) and its business-unit id. */
  channel: string;
  buStoreId: string;
  /** Only this contractor (the one updateContractor named when re-dating an order). */
  contractorId?: string | null;
  /** The order's current contractor: named in availableTime whenever it is free. */
  contractorIdOrder?: string | null;
}

const distinct = (values: readonly string[]): string => [...new Set(values)].join(',');

/** The spec's query for the services in the window (dates YYYY-MM-DD, lists comma-separated). */
export function cartCalendarQuery(
  services: readonly CalendarService[],
  scope: CalendarScope,
  window: Pick<AvailabilityWindow, 'start_date' | 'end_date'>,
): ApiQuery {
  return {
    start_date: window.start_date,
    end_date: window.end_date,
    available_time: AVAILABLE_TIME,
    work_type_id: distinct(services.map((service) => service.type_of_work)),
    job_type: distinct(services.map((service) => service.product_type)),
    channel: CALENDAR_CHANNEL,
    channel_bu: scope.channel,
    product_id: distinct(services.map((service) => service.product_id)),
    districts: scope.districts,
    sub_district: scope.subDistrict ?? undefined,
    bu_store_id: scope.buStoreId,
    contractor_id: scope.contractorId ?? undefined,
    contractor_id_order: scope.contractorIdOrder ?? undefined,
  };
}

export function cartCalendarQueryOptions(
  services: readonly CalendarService[],
  scope: CalendarScope,
  window: Pick<AvailabilityWindow, 'start_date' | 'end_date'>,
) {
  const query = cartCalendarQuery(services, scope, window);
  return queryOptions({
    queryKey: ['orders', 'calendar', query],
    queryFn: ({ signal }): Promise<UnavailableDatesData> =>
      apiRequest({
        path: availabilityPaths.unavailableDates,
        query,
        schema: unavailableDatesResponseSchema.shape.data,
        signal,
      }),
    // Slots fill as other stores book: a calendar older than a minute is asked again.
    staleTime: 60_000,
    enabled: services.length > 0,
  });
}

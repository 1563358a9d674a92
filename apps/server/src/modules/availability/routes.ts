import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilityPaths,
  availableContractorRequestSchema,
  availableContractorResponseSchema,
  cartCalendarQuerySchema,
  firstAvailableDateResponseSchema,
  unavailableDatesResponseSchema,
} from '@changdee/contract/availability';
import { errorBodySchema } from '@changdee/contract/envelope';
import { SHOP_ROLES } from '@changdee/domain/roles';
import { cartCalendar, workTypeAvailability } from './service';

// Service area and calendar (spec §7): availableContractor, firstUnavailableDateByCart and
// unavailable-date-by-cart. Bookings themselves are taken by the order endpoints (issue 12)
// through this module's service.

const shop = { access: { roles: SHOP_ROLES } } as const;
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const success = <T>(data: T) => ({ message: 'success' as const, data });

const CALENDAR_NOTE =
  'The server reads lock_days and type_of_work of the products named by product_id (of the ' +
  'caller’s channels, or channel_bu) and serves only today (Asia/Bangkok) + the largest ' +
  'lock_days + 1 … today + 6 months, whatever start_date and end_date ask: a range beyond that ' +
  'is cut to it, and a range wholly outside it has no dates. A date is unavailable when no single ' +
  'contractor serving the district, holding every work type of the cart, has a free slot that ' +
  'day (days off, slot and daily capacity counted). An unknown product is 404 PRODUCT_NOT_FOUND; ' +
  'malformed dates or codes are 400 with the fields.';

export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    availabilityPaths.availableContractor,
    {
      config: shop,
      schema: {
        tags: ['availability'],
        summary: 'Which work types an active contractor serves in a district (service area)',
        description:
          'One entry per work_type_id, in the order asked: available when an active contractor ' +
          'with that work type serves the district. Dates and capacity are not considered (the ' +
          'calendar endpoints do that).',
        body: availableContractorRequestSchema,
        response: { 200: availableContractorResponseSchema, ...errors },
      },
    },
    async (request) => success(await workTypeAvailability(app.db, request.body)),
  );

  app.get(
    availabilityPaths.firstAvailableDate,
    {
      config: shop,
      schema: {
        tags: ['availability'],
        summary: 'The first date a technician can come for the cart (the product page badge)',
        description: `availableTime is { date, slots, contractor_id } for the first date with a free slot, or null when none (out of the service area included). ${CALENDAR_NOTE}`,
        querystring: cartCalendarQuerySchema,
        response: { 200: firstAvailableDateResponseSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { availableTime } = await cartCalendar(
        app.db,
        request.auth!,
        request.query,
        app.clock.now(),
      );
      return success({ availableTime });
    },
  );

  app.get(
    availabilityPaths.unavailableDates,
    {
      config: shop,
      schema: {
        tags: ['availability'],
        summary: 'The calendar of the cart: unavailable dates, full slots and the first free date',
        description: `data lists the dates of the window with no free slot; fullSlots maps each other date that has a full slot to those slots ({ "2026-03-12": ["1"] }); availableTime is as in firstUnavailableDateByCart. ${CALENDAR_NOTE}`,
        querystring: cartCalendarQuerySchema,
        response: { 200: unavailableDatesResponseSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => {
      const calendar = await cartCalendar(app.db, request.auth!, request.query, app.clock.now());
      return success({
        data: calendar.unavailableDates,
        availableTime: calendar.availableTime,
        fullSlots: calendar.fullSlots,
      });
    },
  );
};

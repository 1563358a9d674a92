import { z } from 'zod';
import { TIME_SLOTS } from '@changdee/domain/time-slots';
import { successEnvelope } from './envelope';
import { districtCodeSchema, subDistrictCodeSchema } from './locations';

// Service area and service dates (spec §4 Availability, §7 availableContractor,
// firstUnavailableDateByCart, unavailable-date-by-cart). The server decides: it reads the cart's
// lock_days and work types from its own products, clamps the window to today (Asia/Bangkok) +
// lock_days + 1 … today + 6 months, and answers from its contractors, days off and bookings.

export const availabilityPaths = {
  availableContractor: '/b2b/v2/availableContractor',
  firstAvailableDate: '/b2b/v2/firstUnavailableDateByCart',
  unavailableDates: '/b2b/v2/unavailable-date-by-cart',
} as const;

/** A sub-district code, when given, is one of the district's: the codes nest (decision 054). */
const subDistrictOf = (district: string, subDistrict: string | undefined): boolean =>
  subDistrict === undefined || subDistrict.startsWith(district);

/** Most lines or work types one request may name (a cart is a handful of services). */
export const MAX_CART_ITEMS = 50;

/** `YYYY-MM-DD`, a day that exists (zod's ISO date, whose messages come in both languages). */
export const businessDateSchema = z.iso.date();
export const timeSlotSchema = z.enum(TIME_SLOTS);
/** A product's type_of_work ('WT-AC', …). */
export const workTypeSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'issue.workType' });
const freeTextSchema = z.string().trim().max(64);

export const availableContractorRequestSchema = z
  .object({
    /** The district code of the chosen location (spec: districts '1047'). */
    districts: districtCodeSchema,
    work_type_id: z.array(workTypeSchema).min(1).max(MAX_CART_ITEMS),
    /** Accepted as the spec sends them; who can work in a district does not depend on the store. */
    bu_store_id: freeTextSchema.optional(),
    channel: freeTextSchema.optional(),
    /**
     * The sub-district of the location, when known (decision 054): only teams serving the whole
     * district or this sub-district count. One of the district's (its code starts with it).
     */
    sub_district: subDistrictCodeSchema.optional(),
  })
  .refine((body) => subDistrictOf(body.districts, body.sub_district), {
    path: ['sub_district'],
    error: 'issue.subDistrictOfDistrict',
  });
export type AvailableContractorRequest = z.infer<typeof availableContractorRequestSchema>;

/** Spec §3 filteredContractorLocation: one entry per work type asked, in the order asked. */
export const workTypeAvailabilitySchema = z.object({
  type_of_work: z.string(),
  /** An active contractor with this work type serves the district. */
  available: z.boolean(),
});
export type WorkTypeAvailability = z.infer<typeof workTypeAvailabilitySchema>;
export const availableContractorResponseSchema = successEnvelope(
  z.array(workTypeAvailabilitySchema),
);

/**
 * A query value that may be sent empty (`contractor_id=`): empty means absent. Otherwise `schema`
 * reads it, and its issues are kept as they are (field path and message).
 */
const optionalParam = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .optional()
    .transform((value, ctx): z.output<T> | undefined => {
      if (value === undefined || value === '') return undefined;
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      for (const issue of result.error.issues) ctx.issues.push(issue as z.core.$ZodRawIssue);
      return z.NEVER;
    });

/** A comma list in one query value ('WT-AC,WT-SOLAR'); blanks between commas are ignored. */
const commaList = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .pipe(z.array(item).min(1).max(MAX_CART_ITEMS));

/** The calendar query of spec §7 (both calendar endpoints take the same one). */
export const cartCalendarQuerySchema = z
  .object({
    start_date: optionalParam(businessDateSchema).describe(
      'YYYY-MM-DD asked for; the server never starts before today + the largest lock_days + 1.',
    ),
    end_date: optionalParam(businessDateSchema).describe(
      'YYYY-MM-DD asked for; the server never goes past today + 6 months.',
    ),
    available_time: optionalParam(z.enum(['0', '1'])).describe(
      'Spec §9 sends 1; the answer always carries availableTime.',
    ),
    product_id: commaList(z.uuid()).describe(
      'The cart’s product ids, comma-separated: their lock_days and work types are read from the server.',
    ),
    work_type_id: optionalParam(commaList(workTypeSchema)).describe(
      'The cart’s work types (type_of_work), comma-separated; the products’ own are always added.',
    ),
    job_type: optionalParam(commaList(z.enum(['S', 'I']))).describe(
      'The cart’s product types, comma-separated (S, I).',
    ),
    districts: districtCodeSchema.describe('The district code (4 digits) of the location.'),
    sub_district: optionalParam(subDistrictCodeSchema).describe(
      'The sub-district code (6 digits, of the district) when known: only teams serving the whole district or this sub-district count (decision 054).',
    ),
    contractor_id: optionalParam(z.uuid()).describe(
      'Only this contractor (the one updateContractor assigned when re-dating an order).',
    ),
    contractor_id_order: optionalParam(z.uuid()).describe(
      'The order’s current contractor: named in availableTime whenever it is free that day.',
    ),
    request_tax_invoice: optionalParam(z.enum(['true', 'false'])).describe(
      'Accepted as the spec sends it; no effect on dates.',
    ),
    channel: optionalParam(freeTextSchema).describe('The calendar channel (spec §9: changdee).'),
    channel_bu: optionalParam(freeTextSchema).describe(
      'The store’s channel; when given, the products must be of it (403 if it is not the caller’s).',
    ),
    bu_store_id: optionalParam(freeTextSchema).describe(
      'Accepted as the spec sends it; who can work where does not depend on the store.',
    ),
  })
  .superRefine((query, ctx) => {
    if (query.start_date && query.end_date && query.start_date > query.end_date)
      // zod's own message (no custom text), so it is answered in the request's language.
      ctx.addIssue({ code: 'custom', path: ['end_date'], input: query.end_date });
    if (!subDistrictOf(query.districts, query.sub_district))
      ctx.addIssue({
        code: 'custom',
        path: ['sub_district'],
        input: query.sub_district,
        message: 'issue.subDistrictOfDistrict',
      });
  });
export type CartCalendarQuery = z.infer<typeof cartCalendarQuerySchema>;

/** The first date a technician can come, its free slots and a contractor who can take the job. */
export const availableTimeSchema = z
  .object({
    date: businessDateSchema,
    slots: z.array(timeSlotSchema).min(1),
    contractor_id: z.uuid(),
  })
  .nullable();
export type AvailableTimeData = z.infer<typeof availableTimeSchema>;

export const firstAvailableDateResponseSchema = successEnvelope(
  z.object({
    /** null when nothing is free in the window (out of the service area included). */
    availableTime: availableTimeSchema,
  }),
);

export const unavailableDatesResponseSchema = successEnvelope(
  z.object({
    /** Dates of the window with no free slot, ascending. */
    data: z.array(businessDateSchema),
    availableTime: availableTimeSchema,
    /**
     * Available dates whose other slot is full: { 'YYYY-MM-DD': ['1'] }. Written as an object of
     * any keys rather than z.record: the same shape and checks, without adding zod's record type
     * to the code every page of the web app downloads (the sign-in page included).
     */
    fullSlots: z.object({}).catchall(z.array(timeSlotSchema)),
  }),
);
export type UnavailableDatesData = z.infer<typeof unavailableDatesResponseSchema>['data'];

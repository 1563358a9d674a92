import { addDays, type BusinessDate } from './dates';
import type { Scope } from './order-reach';
import { QUOTATION_REMINDER_DAYS_BEFORE } from './quotation-states';
import type { Role } from './roles';

// Quotations as the back office reads them (issue 31 item 8, docs/decisions/082): who reads them
// and how far, the conversion rate, and which quotations wait for someone (the follow-ups the
// list filters on and the dispatch board shows). Written once here; the server turns the cut-offs
// into SQL and the portal says the rule in words.

/**
 * Who reads the quotations list and how far: Operators every store, a Channel Manager the stores
 * of their channel (and their own), read-only — as the sales figures (decision 076). A store's
 * Sales clerk, the external brand and the technicians read none here (the technician reads their
 * own jobs' quotations on their day).
 */
export const QUOTATIONS_SCOPE: Readonly<Partial<Record<Role, Scope>>> = {
  Operator: 'all',
  'Channel Manager': 'channel',
};

export const QUOTATION_READERS = Object.keys(QUOTATIONS_SCOPE) as Role[];

/**
 * What waits for someone: a sent quotation whose validity ends within three days (the customer's
 * reminder's days), a change the customer asked for on the version still sent, and a decline of
 * the last seven days (a call may still win it).
 */
export const QUOTATION_FOLLOW_UPS = ['expiring', 'change_requested', 'declined'] as const;
export type QuotationFollowUp = (typeof QUOTATION_FOLLOW_UPS)[number];

export const QUOTATION_EXPIRING_DAYS = QUOTATION_REMINDER_DAYS_BEFORE;
export const QUOTATION_DECLINED_RECENT_DAYS = 7;

/** The follow-ups' cut-offs on a business day, for one rule in the list, the count and the board. */
export function followUpCutoffs(today: BusinessDate, now: Date) {
  return {
    /** Sent, last valid day between today and this one (both included). */
    expiringFrom: today,
    expiringTo: addDays(today, QUOTATION_EXPIRING_DAYS),
    /** Declined at or after this moment. */
    declinedSince: new Date(now.getTime() - QUOTATION_DECLINED_RECENT_DAYS * 86_400_000),
  };
}

/** The counts the conversion rate is made of. */
export interface QuotationOutcomes {
  /** Quotations sent to the customer at least once (whatever their state now). */
  sent: number;
  /** Of them, the approved ones. */
  approved: number;
}

/**
 * The conversion rate: of the quotations sent to customers, the share approved, in percent with
 * one decimal; null when none was sent. A quotation counts once however often it was sent, and a
 * sent one still waiting counts against the rate until it is answered.
 */
export function conversionPercent(outcomes: QuotationOutcomes): number | null {
  if (outcomes.sent === 0) return null;
  return Math.round((outcomes.approved * 1000) / outcomes.sent) / 10;
}

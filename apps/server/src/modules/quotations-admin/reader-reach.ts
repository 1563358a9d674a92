import { reachOf, type Reach } from '@changdee/domain/order-reach';
import { QUOTATIONS_SCOPE } from '@changdee/domain/quotation-follow-ups';
import type { AuthContext } from '../../plugins/access-types';
import type { QuotationPlaceRow } from './repository';

// What the quotation reads share (docs/decisions/082): how far the reader reaches, and a row's
// places and customer as the answers write them.

/** The domain's QUOTATIONS_SCOPE for the caller (a role without one reaches nothing). */
export const readerReach = (auth: AuthContext): Reach =>
  reachOf({ ...auth, teamId: null }, QUOTATIONS_SCOPE[auth.role]);

/** A business date's first instant in Bangkok (UTC+7 all year). */
export const bangkokMidnight = (date: string): Date => new Date(`${date}T00:00:00+07:00`);

/** The parts of a quotation's row every answer carries. */
export function placesOf(row: QuotationPlaceRow) {
  return {
    number: row.number,
    order_no: row.orderNo,
    state: row.state,
    version: row.version,
    customer_name: `${row.firstname} ${row.lastname}`.trim(),
    store: { id: row.storeId, name: { th: row.storeNameTh, en: row.storeNameEn } },
    team:
      row.teamId === null
        ? null
        : { id: row.teamId, name: { th: row.teamNameTh!, en: row.teamNameEn! } },
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    valid_until: row.validUntil,
    installation_order_no: row.installationOrderNo,
    change_requested: row.changeRequested,
  };
}

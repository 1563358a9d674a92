import { reachOf, type Reach } from '@changdee/domain/order-reach';
import { QUOTATIONS_SCOPE } from '@changdee/domain/quotation-follow-ups';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthContext } from '../../plugins/access-types';
import * as repository from './repository';

// What the quotation reads share (docs/decisions/082): how far the reader reaches, the quotation
// of a number in that reach, and a row's places and customer as the answers write them.

/** The domain's QUOTATIONS_SCOPE for the caller (a role without one reaches nothing). */
export const readerReach = (auth: AuthContext): Reach =>
  reachOf({ ...auth, teamId: null }, QUOTATIONS_SCOPE[auth.role]);

/** The quotation of this number in the reader's reach; outside it, not found as one that is not. */
export async function quotationInReach(db: DbExecutor, auth: AuthContext, number: string) {
  const row = await repository.quotationByNumber(db, readerReach(auth), number);
  if (!row) throw new AppError('QUOTATION_NUMBER_NOT_FOUND');
  return row;
}

/** A business date's first instant in Bangkok (UTC+7 all year). */
export const bangkokMidnight = (date: string): Date => new Date(`${date}T00:00:00+07:00`);

/** The parts of a quotation's row every answer carries. */
export function placesOf(row: repository.QuotationPlaceRow) {
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

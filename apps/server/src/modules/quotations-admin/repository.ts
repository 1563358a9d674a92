import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Reach } from '@changdee/domain/order-reach';
import type { QuotationFollowUp } from '@changdee/domain/quotation-follow-ups';
import type { QuotationState } from '@changdee/domain/quotation-states';
import type { DbExecutor } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { contractors } from '../../db/schema/contractors';
import { stores } from '../../db/schema/identity';
import { orders } from '../../db/schema/orders';
import {
  quotationDecisions,
  quotationLines,
  quotations,
  quotationVersions,
} from '../../db/schema/quotations';

// The back office's reads of quotations (docs/decisions/082): one FROM for the list, its count,
// its summary and the board's follow-ups — the quotation, its survey order (store, channel,
// customer), the survey's booked team and its latest version — so the reach and the filters are
// one WHERE and a count opens exactly the rows it counts.

export interface QuotationFilter {
  reach: Reach;
  state?: QuotationState;
  followUp?: QuotationFollowUp;
  storeId?: string;
  teamId?: string;
  /** Which date the range is of, and the range as instants [from, to). */
  dates: 'created' | 'sent';
  fromInstant?: Date;
  toInstant?: Date;
}

/** The follow-ups' cut-offs (domain followUpCutoffs). */
export interface FollowUpCutoffs {
  expiringFrom: string;
  expiringTo: string;
  declinedSince: Date;
}

/** The reach as a condition on the survey order: a store or channel the reader reaches. */
function reachCondition(reach: Reach): SQL | undefined {
  if (reach.all) return undefined;
  const parts: SQL[] = [];
  if (reach.storeIds.length > 0) parts.push(inArray(orders.storeId, [...reach.storeIds]));
  if (reach.channels.length > 0) parts.push(inArray(orders.channelCode, [...reach.channels]));
  return parts.length > 0 ? or(...parts) : sql`false`;
}

/** A decision of `kind` on the version sent (since `since`, when given). */
const answeredOnSent = (kind: 'declined' | 'change_requested', since?: Date): SQL =>
  sql`exists (select 1 from ${quotationDecisions} where ${quotationDecisions.quotationId} = ${quotations.id}
    and ${quotationDecisions.version} = ${quotations.sentVersion} and ${quotationDecisions.kind} = ${kind}
    ${since ? sql`and ${quotationDecisions.at} >= ${since.toISOString()}` : sql``})`;

/** The customer asked for a change of the version still sent: an open change request. */
export const changeRequestOpen = (): SQL =>
  and(eq(quotations.state, 'sent'), answeredOnSent('change_requested'))!;

export function followUpCondition(followUp: QuotationFollowUp, cutoffs: FollowUpCutoffs): SQL {
  switch (followUp) {
    case 'expiring':
      return and(
        eq(quotations.state, 'sent'),
        gte(quotations.validUntil, cutoffs.expiringFrom),
        lte(quotations.validUntil, cutoffs.expiringTo),
      )!;
    case 'change_requested':
      return changeRequestOpen();
    case 'declined':
      return and(
        eq(quotations.state, 'declined'),
        answeredOnSent('declined', cutoffs.declinedSince),
      )!;
  }
}

const dateColumn = (filter: QuotationFilter) =>
  filter.dates === 'sent' ? quotations.sentAt : quotations.createdAt;

/** The places and dates asked (what the summary counts over). */
function placesAndDates(filter: QuotationFilter): SQL | undefined {
  const column = dateColumn(filter);
  return and(
    reachCondition(filter.reach),
    filter.storeId ? eq(orders.storeId, filter.storeId) : undefined,
    filter.teamId ? eq(bookings.contractorId, filter.teamId) : undefined,
    // By the date sent, the list holds the quotations sent (the partial index's rows).
    filter.dates === 'sent' ? isNotNull(quotations.sentAt) : undefined,
    filter.fromInstant ? gte(column, filter.fromInstant) : undefined,
    filter.toInstant ? lt(column, filter.toInstant) : undefined,
  );
}

/** Everything the list filters on. */
function listCondition(filter: QuotationFilter, cutoffs: FollowUpCutoffs): SQL | undefined {
  return and(
    placesAndDates(filter),
    filter.state ? eq(quotations.state, filter.state) : undefined,
    filter.followUp ? followUpCondition(filter.followUp, cutoffs) : undefined,
  );
}

/** The quotation with its survey order, store and booked team (at most one booked row). */
function withPlaces<T extends PgSelect>(query: T) {
  return query
    .innerJoin(orders, eq(orders.orderNo, quotations.orderNo))
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(
      bookings,
      and(eq(bookings.orderNo, quotations.orderNo), eq(bookings.status, 'booked')),
    )
    .leftJoin(contractors, eq(contractors.id, bookings.contractorId));
}

const rowColumns = {
  id: quotations.id,
  number: quotations.number,
  orderNo: quotations.orderNo,
  state: quotations.state,
  version: quotations.version,
  sentVersion: quotations.sentVersion,
  createdAt: quotations.createdAt,
  sentAt: quotations.sentAt,
  validUntil: quotations.validUntil,
  installationOrderNo: quotations.installationOrderNo,
  firstname: orders.firstname,
  lastname: orders.lastname,
  storeId: stores.id,
  storeNameTh: stores.nameTh,
  storeNameEn: stores.nameEn,
  teamId: contractors.id,
  teamNameTh: contractors.nameTh,
  teamNameEn: contractors.nameEn,
  changeRequested: sql<boolean>`${changeRequestOpen()}`.as('change_requested'),
};

export interface QuotationPlaceRow {
  id: string;
  number: string;
  orderNo: string;
  state: QuotationState;
  version: number;
  sentVersion: number | null;
  createdAt: Date;
  sentAt: Date | null;
  validUntil: string | null;
  installationOrderNo: string | null;
  firstname: string;
  lastname: string;
  storeId: string;
  storeNameTh: string;
  storeNameEn: string;
  teamId: string | null;
  teamNameTh: string | null;
  teamNameEn: string | null;
  changeRequested: boolean;
}

export type ListRow = QuotationPlaceRow & { payableSatang: number };

/** One page of the list, the newest first by the date asked (its plan: decision 082). */
export function listPageQuery(
  db: DbExecutor,
  filter: QuotationFilter,
  cutoffs: FollowUpCutoffs,
  page: { limit: number; offset: number },
) {
  const column = dateColumn(filter);
  return withPlaces(
    db
      .select({ ...rowColumns, payableSatang: quotationVersions.payableSatang })
      .from(quotations)
      .$dynamic(),
  )
    .innerJoin(
      quotationVersions,
      and(
        eq(quotationVersions.quotationId, quotations.id),
        eq(quotationVersions.version, quotations.version),
      ),
    )
    .where(listCondition(filter, cutoffs))
    .orderBy(desc(column), desc(quotations.id))
    .limit(page.limit)
    .offset(page.offset);
}

export const listPage = (
  db: DbExecutor,
  filter: QuotationFilter,
  cutoffs: FollowUpCutoffs,
  page: { limit: number; offset: number },
): Promise<ListRow[]> => listPageQuery(db, filter, cutoffs, page) as Promise<ListRow[]>;

const int = (expression: SQL) => sql<number>`(${expression})::int`.mapWith(Number);

export async function countList(
  db: DbExecutor,
  filter: QuotationFilter,
  cutoffs: FollowUpCutoffs,
): Promise<number> {
  const [row] = await withPlaces(
    db
      .select({ count: int(sql`count(*)`) })
      .from(quotations)
      .$dynamic(),
  ).where(listCondition(filter, cutoffs));
  return row!.count;
}

/** Sent at least once and approved: over the places and dates asked. */
export async function outcomes(db: DbExecutor, filter: QuotationFilter) {
  const [row] = await withPlaces(
    db
      .select({
        sent: int(sql`count(*) filter (where ${quotations.sentVersion} is not null)`),
        approved: int(sql`count(*) filter (where ${quotations.state} = 'approved')`),
      })
      .from(quotations)
      .$dynamic(),
  ).where(placesAndDates(filter));
  return row!;
}

/**
 * The lines the customers took on the approved quotations asked — every line of the approved
 * version that is not optional, and the optional ones chosen — added up by whether VAT applies
 * (the totals are sums, so quotationTotals of these is that of all of them).
 */
export function approvedTakenLines(db: DbExecutor, filter: QuotationFilter) {
  const big = (column: SQL) => sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);
  return withPlaces(
    db
      .select({
        vatApplies: quotationLines.vatApplies,
        priceSatang: big(sql`${quotationLines.priceSatang}`),
        promotionDiscountSatang: big(sql`${quotationLines.promotionDiscountSatang}`),
        amountSatang: big(sql`${quotationLines.amountSatang}`),
      })
      .from(quotations)
      .$dynamic(),
  )
    .innerJoin(
      quotationDecisions,
      and(
        eq(quotationDecisions.quotationId, quotations.id),
        eq(quotationDecisions.kind, 'approved'),
      ),
    )
    .innerJoin(
      quotationLines,
      and(
        eq(quotationLines.quotationId, quotations.id),
        eq(quotationLines.version, quotationDecisions.version),
        sql`(not ${quotationLines.optional}
          or ${quotationLines.position} = any(${quotationDecisions.chosenPositions}))`,
      ),
    )
    .where(and(placesAndDates(filter), eq(quotations.state, 'approved')))
    .groupBy(quotationLines.vatApplies);
}

/** A follow-up's quotations: the latest answer or the nearest end first, at most `limit`. */
export function followUpRows(
  db: DbExecutor,
  reach: Reach,
  followUp: QuotationFollowUp,
  cutoffs: FollowUpCutoffs,
  limit: number,
) {
  const answeredAt =
    sql<Date | null>`(select max(${quotationDecisions.at}) from ${quotationDecisions}
    where ${quotationDecisions.quotationId} = ${quotations.id}
      and ${quotationDecisions.version} = ${quotations.sentVersion})`.mapWith((value) =>
      value === null ? null : new Date(value as string),
    );
  return withPlaces(
    db
      .select({ ...rowColumns, answeredAt: answeredAt.as('answered_at') })
      .from(quotations)
      .$dynamic(),
  )
    .where(and(reachCondition(reach), followUpCondition(followUp, cutoffs)))
    .orderBy(
      followUp === 'expiring' ? asc(quotations.validUntil) : sql`answered_at desc`,
      asc(quotations.number),
    )
    .limit(limit) as Promise<Array<QuotationPlaceRow & { answeredAt: Date | null }>>;
}

/** One quotation by its number, in the reader's reach. */
export async function quotationByNumber(
  db: DbExecutor,
  reach: Reach,
  number: string,
): Promise<QuotationPlaceRow | null> {
  const [row] = await withPlaces(db.select(rowColumns).from(quotations).$dynamic()).where(
    and(eq(quotations.number, number), reachCondition(reach)),
  );
  return (row as QuotationPlaceRow | undefined) ?? null;
}

export const decisionsOf = (db: DbExecutor, quotationId: string) =>
  db
    .select({
      id: quotationDecisions.id,
      version: quotationDecisions.version,
      kind: quotationDecisions.kind,
      channel: quotationDecisions.channel,
      chosenPositions: quotationDecisions.chosenPositions,
      signerName: quotationDecisions.signerName,
      signedAt: quotationDecisions.signedAt,
      device: quotationDecisions.device,
      text: quotationDecisions.text,
      actorName: quotationDecisions.actorName,
      at: quotationDecisions.at,
      signed: sql<boolean>`${quotationDecisions.signature} is not null`,
    })
    .from(quotationDecisions)
    .where(eq(quotationDecisions.quotationId, quotationId))
    .orderBy(asc(quotationDecisions.at), asc(quotationDecisions.id));

export async function signatureOf(
  db: DbExecutor,
  quotationId: string,
  decisionId: string,
): Promise<Buffer | null> {
  const [row] = await db
    .select({ signature: quotationDecisions.signature })
    .from(quotationDecisions)
    .where(
      and(eq(quotationDecisions.id, decisionId), eq(quotationDecisions.quotationId, quotationId)),
    );
  return row?.signature ?? null;
}

/** The stores the reader reaches and the active teams, by name: the list's filter choices. */
export async function filterChoices(db: DbExecutor, reach: Reach) {
  const storeReach = reach.all
    ? undefined
    : or(
        reach.storeIds.length ? inArray(stores.id, [...reach.storeIds]) : undefined,
        reach.channels.length ? inArray(stores.channelCode, [...reach.channels]) : undefined,
        sql`false`,
      );
  const [storeRows, teamRows] = await Promise.all([
    db
      .select({ id: stores.id, th: stores.nameTh, en: stores.nameEn })
      .from(stores)
      .where(storeReach)
      .orderBy(asc(stores.nameTh)),
    db
      .select({ id: contractors.id, th: contractors.nameTh, en: contractors.nameEn })
      .from(contractors)
      .where(eq(contractors.active, true))
      .orderBy(asc(contractors.code)),
  ]);
  return { stores: storeRows, teams: teamRows };
}

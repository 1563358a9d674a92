import type { RatingRequest, RatingsAnswer } from '@changdee/contract/sign-off';
import { RATINGS_LATEST_COMMENTS } from '@changdee/contract/sign-off';
import { eventOf } from '@changdee/domain/order-events';
import { canRate, summarizeRatings } from '@changdee/domain/ratings';
import type { OrderStatus } from '@changdee/domain/order-status';
import type { Database, DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import { recordAudit, type AuditActor } from '../audit/service';
import {
  bookedContractorId,
  followUpAnswer,
  ratingAnswer,
  recordOrderEvent,
  signOffOf,
} from '../orders/service';
import * as repository from './repository';

// The customers' ratings (issue 31 item 6, decision 078): given once per completed order from
// the tracking page, counted per team and per technician for the operators, and a rating of two
// stars or fewer opens a follow-up an operator marks handled with a note (audited).

export const ratingOf = repository.ratingOf;

/**
 * The customer's rating of their completed order: before completion 409 RATING_NOT_OPEN; a second
 * one (even sent at the same moment: the primary key decides) 409 RATING_ALREADY_GIVEN. Counted
 * under the technician who completed the job and their team.
 */
export async function rateOrder(
  db: DbExecutor,
  order: { orderNo: string; status: OrderStatus },
  request: RatingRequest,
) {
  if (!canRate(order.status)) throw new AppError('RATING_NOT_OPEN');
  const signOff = await signOffOf(db, order.orderNo);
  const contractorId = signOff?.contractorId ?? (await bookedContractorId(db, order.orderNo));
  const row = await db.transaction(async (tx) => {
    const inserted = await repository.insertRating(tx, {
      orderNo: order.orderNo,
      stars: request.stars,
      comment: request.comment,
      technicianId: signOff?.technicianId ?? null,
      technicianName: signOff?.technicianName ?? null,
      contractorId,
    });
    // Told once, with the rating: the customer is thanked, the dashboards count it on its day.
    if (inserted) await recordOrderEvent(tx, order.orderNo, eventOf('rated'));
    return inserted;
  });
  if (!row) throw new AppError('RATING_ALREADY_GIVEN');
  return ratingAnswer(row);
}

/** GET /ops/v1/ratings: each rated team's summary, its technicians' and its latest comments. */
export async function ratingsByTeam(db: DbExecutor): Promise<RatingsAnswer> {
  const counts = await repository.starCounts(db);
  const teams = await repository.ratedTeams(db);
  const summaryOf = (rows: typeof counts) =>
    summarizeRatings(
      rows.reduce(
        (map, row) => map.set(row.stars, (map.get(row.stars) ?? 0) + row.count),
        new Map<number, number>(),
      ),
    );
  const answer: RatingsAnswer['teams'] = [];
  for (const team of teams) {
    const own = counts.filter((row) => row.contractorId === team.id);
    const names = [...new Set(own.map((row) => row.technicianName ?? ''))].filter(Boolean).sort();
    const latest = await repository.latestComments(db, team.id, RATINGS_LATEST_COMMENTS);
    answer.push({
      contractor_id: team.id,
      name: { th: team.nameTh, en: team.nameEn },
      ...summaryOf(own),
      technicians: names.map((name) => ({
        name,
        ...summaryOf(own.filter((row) => row.technicianName === name)),
      })),
      latest: latest.map((row) => ({
        cartOrderNo: row.orderNo,
        stars: row.stars,
        comment: row.comment,
        technician: row.technicianName,
        at: row.createdAt.toISOString(),
      })),
    });
  }
  return { teams: answer };
}

/**
 * POST /ops/v1/orders/{no}/rating-follow-up: an operator marks a low rating's follow-up handled
 * with a note, audited in the same transaction; none open: 409 RATING_FOLLOW_UP_NOT_OPEN.
 */
export async function handleFollowUp(
  db: Database,
  who: { actor: AuditActor; name: string },
  orderNo: string,
  note: string,
) {
  return db.transaction(async (tx) => {
    const before = await repository.ratingOf(tx, orderNo.trim().toUpperCase());
    const row = before
      ? await repository.handleFollowUp(tx, before.orderNo, { by: who.name, note, at: new Date() })
      : null;
    if (!before || !row) throw new AppError('RATING_FOLLOW_UP_NOT_OPEN');
    await recordAudit(tx, {
      actor: who.actor,
      entity: 'rating_follow_up',
      entityId: row.orderNo,
      action: 'handle',
      before: followUpAnswer(before),
      after: followUpAnswer(row),
    });
    return followUpAnswer(row)!;
  });
}

import { and, desc, eq, isNull, lte, ne, sql } from 'drizzle-orm';
import { LOW_RATING_MAX } from '@changdee/domain/ratings';
import type { DbExecutor } from '../../db/client';
import { contractors, orderRatings } from '../../db/schema';

// The customers' ratings (decision 078): one row per order (its primary key: a second rating
// loses), counted per team and technician, and a low one's follow-up.

export type RatingRow = typeof orderRatings.$inferSelect;

/** Inserts the order's rating unless it has one; the row, or null when one was there first. */
export async function insertRating(
  db: DbExecutor,
  row: Pick<
    RatingRow,
    'orderNo' | 'stars' | 'comment' | 'technicianId' | 'technicianName' | 'contractorId'
  >,
): Promise<RatingRow | null> {
  const [inserted] = await db
    .insert(orderRatings)
    .values(row)
    .onConflictDoNothing({ target: orderRatings.orderNo })
    .returning();
  return inserted ?? null;
}

export async function ratingOf(db: DbExecutor, orderNo: string): Promise<RatingRow | null> {
  const [row] = await db.select().from(orderRatings).where(eq(orderRatings.orderNo, orderNo));
  return row ?? null;
}

/** Marks a low rating's open follow-up handled; the row, or null when none was open. */
export async function handleFollowUp(
  db: DbExecutor,
  orderNo: string,
  handled: { by: string; note: string; at: Date },
): Promise<RatingRow | null> {
  const [row] = await db
    .update(orderRatings)
    .set({
      followUpHandledAt: handled.at,
      followUpHandledBy: handled.by,
      followUpNote: handled.note,
    })
    .where(
      and(
        eq(orderRatings.orderNo, orderNo),
        lte(orderRatings.stars, LOW_RATING_MAX),
        isNull(orderRatings.followUpHandledAt),
      ),
    )
    .returning();
  return row ?? null;
}

/** How many ratings of each number of stars each team (and each of its technicians) has. */
export async function starCounts(db: DbExecutor) {
  return db
    .select({
      contractorId: orderRatings.contractorId,
      technicianName: orderRatings.technicianName,
      stars: orderRatings.stars,
      count: sql<number>`count(*)::int`,
    })
    .from(orderRatings)
    .where(sql`${orderRatings.contractorId} is not null`)
    .groupBy(orderRatings.contractorId, orderRatings.technicianName, orderRatings.stars);
}

/** The teams that have ratings, with their names. */
export async function ratedTeams(db: DbExecutor) {
  return db
    .selectDistinct({ id: contractors.id, nameTh: contractors.nameTh, nameEn: contractors.nameEn })
    .from(contractors)
    .innerJoin(orderRatings, eq(orderRatings.contractorId, contractors.id))
    .orderBy(contractors.nameTh);
}

/** A team's latest ratings that came with a comment, newest first. */
export async function latestComments(db: DbExecutor, contractorId: string, limit: number) {
  return db
    .select()
    .from(orderRatings)
    .where(and(eq(orderRatings.contractorId, contractorId), ne(orderRatings.comment, '')))
    .orderBy(desc(orderRatings.createdAt))
    .limit(limit);
}

import type { ProductType } from '@changdee/domain/product-types';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { BusinessDate } from '@changdee/domain/dates';
import type { ProblemKind } from '@changdee/domain/job-report';
import type { OrderStatus, PaymentState } from '@changdee/domain/order-status';
import type { TimeSlot } from '@changdee/domain/time-slots';
import type { DbExecutor } from '../../db/client';
import { ORDER_PROJECTIONS } from '../orders/service';
import { bookings } from '../../db/schema/bookings';
import { jobPhotos, jobPhotoUploads, openJobProblems } from '../../db/schema/dispatch';
import { districts, provinces, subdistricts } from '../../db/schema/geography';
import { orderLines, orders } from '../../db/schema/orders';

// Data access of the technician's day: a team's job cards, a job's problem and photos, and the
// job-status route's Idempotency-Key answers. Queries only, no rules.

export interface CardRow {
  orderNo: string;
  date: BusinessDate;
  slot: TimeSlot;
  status: OrderStatus;
  paymentState: PaymentState;
  firstname: string;
  lastname: string;
  mobile: string;
  mobile2: string;
  addressNo: string;
  landmark: string;
  postcode: string;
  requestLocation: boolean;
  locationLat: string;
  locationLng: string;
  remark: string;
  subDistrictTh: string;
  subDistrictEn: string;
  districtTh: string;
  districtEn: string;
  provinceTh: string;
  provinceEn: string;
  problemKind: ProblemKind | null;
  problemNote: string | null;
  problemAt: Date | null;
  photos: number;
}

const photoCount = sql<number>`(select count(*) from ${jobPhotos} ph
  where ph.order_no = ${orders.orderNo})`.mapWith(Number);

/** The job cards of a team's day (or of one order), by slot and order number. */
export async function cards(
  db: DbExecutor,
  where: { contractorId: string; date: BusinessDate } | { orderNo: string },
): Promise<CardRow[]> {
  const condition =
    'orderNo' in where
      ? eq(orders.orderNo, where.orderNo)
      : and(
          eq(bookings.contractorId, where.contractorId),
          eq(bookings.serviceDate, where.date),
          eq(bookings.status, 'booked'),
        );
  const query = db
    .select({
      ...ORDER_PROJECTIONS.jobCard,
      subDistrictTh: subdistricts.nameTh,
      subDistrictEn: subdistricts.nameEn,
      districtTh: districts.nameTh,
      districtEn: districts.nameEn,
      provinceTh: provinces.nameTh,
      provinceEn: provinces.nameEn,
      problemKind: openJobProblems.kind,
      problemNote: openJobProblems.note,
      problemAt: openJobProblems.reportedAt,
      photos: photoCount,
    })
    .from(orders)
    .innerJoin(subdistricts, eq(subdistricts.code, orders.subDistrictCode))
    .innerJoin(districts, eq(districts.code, orders.districtCode))
    .innerJoin(provinces, eq(provinces.code, orders.provinceCode))
    .leftJoin(openJobProblems, eq(openJobProblems.orderNo, orders.orderNo));
  const rows =
    'orderNo' in where
      ? await query.where(condition)
      : await query
          .innerJoin(bookings, eq(bookings.orderNo, orders.orderNo))
          .where(condition)
          .orderBy(asc(orders.timeSlot), asc(orders.orderNo));
  return rows;
}

export interface CardLine {
  orderNo: string;
  nameTh: string;
  nameEn: string;
  qty: number;
  remark: string;
  productType: ProductType;
}

/** The lines of the orders, in their order. */
export async function cardLines(db: DbExecutor, orderNos: readonly string[]): Promise<CardLine[]> {
  if (orderNos.length === 0) return [];
  return db
    .select({
      orderNo: orderLines.orderNo,
      nameTh: orderLines.nameTh,
      nameEn: orderLines.nameEn,
      qty: orderLines.qty,
      remark: orderLines.remark,
      productType: orderLines.productType,
    })
    .from(orderLines)
    .where(inArray(orderLines.orderNo, [...orderNos]))
    .orderBy(asc(orderLines.orderNo), asc(orderLines.position));
}

/** The job's standing problem, replaced by the latest report. */
export async function saveProblem(
  db: DbExecutor,
  problem: { orderNo: string; kind: ProblemKind; note: string; reportedBy: string },
): Promise<void> {
  await db
    .insert(openJobProblems)
    .values(problem)
    .onConflictDoUpdate({
      target: openJobProblems.orderNo,
      set: {
        kind: problem.kind,
        note: problem.note,
        reportedBy: problem.reportedBy,
        reportedAt: sql`now()`,
      },
    });
}

/** Clears the job's standing problem (someone acted on the job). */
export async function clearProblem(db: DbExecutor, orderNo: string): Promise<void> {
  await db.delete(openJobProblems).where(eq(openJobProblems.orderNo, orderNo));
}

export async function photoCountOf(db: DbExecutor, orderNo: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobPhotos)
    .where(eq(jobPhotos.orderNo, orderNo));
  return row?.n ?? 0;
}

/**
 * An upload's slot counts this long (decision 056): longer than reading 10 MB on a slow line and
 * the image work's time limit, so only a slot whose server died mid-upload stops counting.
 */
const UPLOAD_SLOT_LIFETIME = sql`interval '10 minutes'`;

/** Photos being uploaded to the job now (their slots still counting). */
export async function uploadsUnderWay(db: DbExecutor, orderNo: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobPhotoUploads)
    .where(
      and(
        eq(jobPhotoUploads.orderNo, orderNo),
        sql`${jobPhotoUploads.startedAt} > now() - ${UPLOAD_SLOT_LIFETIME}`,
      ),
    );
  return row?.n ?? 0;
}

export async function insertUploadSlot(db: DbExecutor, orderNo: string): Promise<string> {
  const [row] = await db
    .insert(jobPhotoUploads)
    .values({ orderNo })
    .returning({ id: jobPhotoUploads.id });
  return row!.id;
}

export async function deleteUploadSlot(db: DbExecutor, slotId: string): Promise<void> {
  await db.delete(jobPhotoUploads).where(eq(jobPhotoUploads.id, slotId));
}

/** Forgets the job's slots that no longer count (their server died mid-upload). */
export async function deleteDeadUploadSlots(db: DbExecutor, orderNo: string): Promise<void> {
  await db
    .delete(jobPhotoUploads)
    .where(
      and(
        eq(jobPhotoUploads.orderNo, orderNo),
        sql`${jobPhotoUploads.startedAt} <= now() - ${UPLOAD_SLOT_LIFETIME}`,
      ),
    );
}

export async function insertPhoto(db: DbExecutor, photo: typeof jobPhotos.$inferInsert) {
  const [row] = await db
    .insert(jobPhotos)
    .values(photo)
    .returning({ id: jobPhotos.id, createdAt: jobPhotos.createdAt });
  return row!;
}

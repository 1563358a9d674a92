import type { JobCard, JobStatusRequest } from '@changdee/contract/dispatch';
import type { BusinessDate } from '@changdee/domain/dates';
import {
  completionMissing,
  firstName,
  JOB_PHOTOS_MAX,
  JOB_STEP_ACTION,
} from '@changdee/domain/job-report';
import { isExternalBrand } from '@changdee/domain/roles';
import { orderTimeLabel } from '@changdee/domain/time-slots';
import type { Database, DbExecutor } from '../../db/client';
import { AppError } from '../../errors';
import { withTransactionRetry } from '../../lib/transaction-retry';
import { claimKey, requestHash, saveAnswer, type SavedAnswer } from '../idempotency/service';
import * as orders from '../orders/service';
import type { EncodedImage } from '../../lib/images/image-pool';
import * as repository from './repository';

// The technician's day (issue 20, docs/decisions/044): a team's job cards, the steps a technician
// reports (on the way, started, completed, or a problem) with an Idempotency-Key so a phone on a
// poor connection may send a step again, and the job's photos. Who may do what to which job is
// the order policy's (packages/domain/src/order-policy.ts), asked through orderFor: another team's
// job is not found.

/** A job's standing problem is over: someone acted on the job (an assignment, a next step). */
export const clearProblem = repository.clearProblem;

/** The team whose day is read: a technician's own; an operator names one. */
async function teamOfCaller(
  db: DbExecutor,
  caller: orders.Caller,
  asked?: string,
): Promise<string> {
  if (caller.role === 'Technician') {
    const team = await orders.teamOf(db, caller.userId);
    if (!team) throw new AppError('CONTRACTOR_NOT_FOUND');
    return team;
  }
  if (!asked) throw new AppError('VALIDATION_FAILED', { field: 'contractor_id' });
  return asked;
}

function toCard(row: repository.CardRow, lines: readonly repository.CardLine[]): JobCard {
  return {
    cartOrderNo: row.orderNo,
    date: row.date,
    time: row.slot,
    time_label: orderTimeLabel(row.slot),
    status: row.status,
    payment_state: row.paymentState,
    customer: {
      firstname: row.firstname,
      lastname: row.lastname,
      mobile: row.mobile,
      mobile2: row.mobile2,
    },
    address: {
      no: row.addressNo,
      landmark: row.landmark,
      sub_district: { th: row.subDistrictTh, en: row.subDistrictEn },
      district: { th: row.districtTh, en: row.districtEn },
      province: { th: row.provinceTh, en: row.provinceEn },
      postcode: row.postcode,
      location:
        row.requestLocation && row.locationLat && row.locationLng
          ? { lat: row.locationLat, lng: row.locationLng }
          : null,
    },
    services: lines.map((line) => ({
      name: { th: line.nameTh, en: line.nameEn },
      qty: line.qty,
      remark: line.remark,
      product_type: line.productType,
    })),
    note: row.remark,
    problem:
      row.problemKind && row.problemAt
        ? {
            kind: row.problemKind,
            note: row.problemNote ?? '',
            at: new Date(row.problemAt).toISOString(),
          }
        : null,
    photos: row.photos,
  };
}

async function cardsOf(
  db: DbExecutor,
  where: Parameters<typeof repository.cards>[1],
): Promise<JobCard[]> {
  const rows = await repository.cards(db, where);
  const lines = await repository.cardLines(
    db,
    rows.map((row) => row.orderNo),
  );
  return rows.map((row) =>
    toCard(
      row,
      lines.filter((line) => line.orderNo === row.orderNo),
    ),
  );
}

/** GET /ops/v1/jobs: a team's jobs of a day, morning first. */
export async function listJobs(
  db: DbExecutor,
  caller: orders.Caller,
  query: { date: BusinessDate; contractor_id?: string },
) {
  const team = await teamOfCaller(db, caller, query.contractor_id);
  return {
    date: query.date,
    contractor_id: team,
    jobs: await cardsOf(db, { contractorId: team, date: query.date }),
  };
}

/**
 * POST /ops/v1/jobs/{no}/status: a technician's step on a job (or an operator's for them). A
 * status step moves the order (completing needs a note and a photo: JOB_PHOTO_REQUIRED) and
 * clears a standing problem; a problem flags the job for the board. Both are kept in the
 * history under the person, with the technician's first name for the customer's tracking.
 */
export async function reportStep(
  db: Database,
  caller: orders.Caller,
  orderNo: string,
  request: JobStatusRequest,
  idempotencyKey?: string,
): Promise<SavedAnswer> {
  const hash = idempotencyKey
    ? requestHash({ orderNo: orderNo.trim().toUpperCase(), ...request })
    : '';
  return withTransactionRetry(() =>
    db.transaction(async (tx) => {
      if (idempotencyKey) {
        const saved = await claimKey(tx, 'job_status', caller.userId, idempotencyKey, hash);
        if (saved) return saved;
      }
      const action = JOB_STEP_ACTION[request.status];
      const { order, facts } = await orders.orderFor(tx, caller, orderNo, action, { lock: true });
      const actor = await orders.actingPerson(tx, caller, order, undefined);
      const technician = caller.role === 'Technician' ? firstName(actor.name) : null;
      if (request.status === 'problem') {
        await repository.saveProblem(tx, {
          orderNo: order.orderNo,
          kind: request.problem!,
          note: request.note,
          reportedBy: actor.name,
        });
        await orders.recordJobProblem(tx, {
          order,
          actor,
          technician,
          problem: request.problem!,
          note: request.note || null,
        });
      } else {
        if (request.status === 'completed') {
          const missing = completionMissing(
            request.note,
            await repository.photoCountOf(tx, order.orderNo),
          );
          if (missing === 'photo') throw new AppError('JOB_PHOTO_REQUIRED');
        }
        await repository.clearProblem(tx, order.orderNo);
        await orders.takeJobStep(tx, {
          order,
          facts,
          actor,
          action,
          note: request.note || null,
          technician,
        });
      }
      const [card] = await cardsOf(tx, { orderNo: order.orderNo });
      const answer: SavedAnswer = { status: 200, body: { message: 'success', data: card } };
      if (idempotencyKey) await saveAnswer(tx, 'job_status', caller.userId, idempotencyKey, answer);
      return answer;
    }),
  );
}

/**
 * Takes one of the job's photo slots for an upload (decision 056), under the order's lock and
 * before a byte of it is read or decoded: the caller must be allowed to add a photo now, and the
 * job's photos plus the uploads under way must leave room (409 JOB_PHOTOS_FULL). So fifty uploads
 * at once to a job with three free slots decode three images.
 */
export async function reservePhotoSlot(db: Database, caller: orders.Caller, orderNo: string) {
  return withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const { order } = await orders.orderFor(tx, caller, orderNo, 'complete', { lock: true });
      await repository.deleteDeadUploadSlots(tx, order.orderNo);
      const taken =
        (await repository.photoCountOf(tx, order.orderNo)) +
        (await repository.uploadsUnderWay(tx, order.orderNo));
      if (taken >= JOB_PHOTOS_MAX)
        throw new AppError('JOB_PHOTOS_FULL', { params: { max: JOB_PHOTOS_MAX } });
      return repository.insertUploadSlot(tx, order.orderNo);
    }),
  );
}

/** Gives back an upload's slot when the upload failed (a photo's insert gives it back itself). */
export async function releasePhotoSlot(db: DbExecutor, slotId: string): Promise<void> {
  await repository.deleteUploadSlot(db, slotId);
}

/**
 * POST /ops/v1/jobs/{no}/photos: a photo of the work on a job in progress, by its team's
 * technician or an operator, stored as the server re-encoded it, in the slot reservePhotoSlot
 * took (given back in the same transaction; at most JOB_PHOTOS_MAX a job).
 */
export async function addPhoto(
  db: Database,
  caller: orders.Caller,
  target: { orderNo: string; slotId: string },
  photo: EncodedImage,
) {
  return withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const { order } = await orders.orderFor(tx, caller, target.orderNo, 'complete', {
        lock: true,
      });
      await repository.deleteUploadSlot(tx, target.slotId);
      if ((await repository.photoCountOf(tx, order.orderNo)) >= JOB_PHOTOS_MAX)
        throw new AppError('JOB_PHOTOS_FULL', { params: { max: JOB_PHOTOS_MAX } });
      const row = await repository.insertPhoto(tx, {
        orderNo: order.orderNo,
        contentType: photo.contentType,
        bytes: photo.bytes,
        width: photo.width,
        height: photo.height,
        takenBy: caller.userId,
      });
      return { orderNo: order.orderNo, id: row.id };
    }),
  );
}

/**
 * A job's photo for whoever may read the order; none for a masked reader (the external brand:
 * a photo may show the customer's home), answered as not found.
 */
export async function readPhoto(
  db: DbExecutor,
  caller: orders.Caller,
  orderNo: string,
  photoId: string,
) {
  const { order } = await orders.orderFor(db, caller, orderNo, 'read');
  const photo = isExternalBrand(caller.role)
    ? null
    : await orders.jobPhoto(db, order.orderNo, photoId);
  if (!photo) throw new AppError('NOT_FOUND');
  return photo;
}

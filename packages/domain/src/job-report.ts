import { isOneOf } from './one-of';
import type { OrderAction } from './order-policy';
import type { OrderStatus, PaymentState } from './order-status';
import { hasReceivedPayment } from './payment-ledger';

// The technician's day and the dispatch board (issue 20, docs/decisions/044): the steps a
// technician reports on a job, the problems they may report, what completing a job needs, and
// which jobs the board asks an operator to decide about.

/** What a technician reports: a status step of the job, or a problem that flags it. */
export const JOB_STEPS = [
  'scheduled',
  'on_the_way',
  'in_progress',
  'completed',
  'problem',
] as const;
export type JobStep = (typeof JOB_STEPS)[number];

export const isJobStep = (value: unknown): value is JobStep => isOneOf(JOB_STEPS, value);

/** The order policy's action behind each step (who may report it, and when). */
export const JOB_STEP_ACTION: Readonly<Record<JobStep, OrderAction>> = {
  scheduled: 'schedule',
  on_the_way: 'depart',
  in_progress: 'start',
  completed: 'complete',
  problem: 'report_problem',
};

/** Why a job cannot go on as booked. */
export const PROBLEM_KINDS = [
  'customer_absent',
  'needs_another_visit',
  'wrong_job',
  'other',
] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];

/** The longest note a technician may write (a completion's or a problem's). */
export const JOB_NOTE_MAX = 1000;

/** Photos a completed job may carry, and the largest upload accepted (before resizing). */
export const JOB_PHOTOS_MAX = 10;
export const JOB_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** A step's note is required when completing (what was done) and for a problem of kind "other". */
export const jobNoteRequired = (step: JobStep, problem?: ProblemKind | null): boolean =>
  step === 'completed' || (step === 'problem' && problem === 'other');

/** What completing a job still lacks: a note, a photo, or nothing (null). */
export function completionMissing(note: string, photos: number): 'note' | 'photo' | null {
  if (note.trim() === '') return 'note';
  return photos > 0 ? null : 'photo';
}

/** The first name of a person's display name: what the customer's tracking shows of a technician. */
export const firstName = (displayName: string): string => displayName.trim().split(/\s+/, 1)[0]!;

/** Why the board lists a job among those needing an operator's decision. */
export const ATTENTION_REASONS = [
  'no_team',
  'unpaid_past_hold',
  'team_unavailable',
  'problem',
  'customer_asked_another_date',
] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

/** The facts of an open job the board reads. */
export interface AttentionFacts {
  status: OrderStatus;
  paymentState: PaymentState;
  /** The order must be paid before the job (it chose a way paid ahead: PromptPay, PAYNOW150). */
  requiresOnlinePayment: boolean;
  createdAt: Date;
  /** A booked team, or none (its booking was released). */
  hasTeam: boolean;
  /** The booked team is off that day, or no longer active. */
  teamUnavailable: boolean;
  /** A problem the technician reported and nobody has acted on since. */
  openProblem: boolean;
  /**
   * The customer asked for another date through their tracking link (decision 046) and no
   * operator has decided it yet (re-dated, re-assigned or dismissed it).
   */
  rescheduleAsked: boolean;
}

/**
 * The reasons an operator must look at a job (none: it runs by itself). A customer's request for
 * another date stands until an operator decides it; a finished job needs no decision. Unpaid past its hold: an
 * order that must be paid online and is still not paid `holdMinutes` after it was placed.
 */
export function attentionReasons(
  job: AttentionFacts,
  now: Date,
  holdMinutes: number,
): AttentionReason[] {
  if (job.status === 'completed' || job.status === 'cancelled') return [];
  const reasons: AttentionReason[] = [];
  if (!job.hasTeam) reasons.push('no_team');
  if (
    job.requiresOnlinePayment &&
    !hasReceivedPayment(job.paymentState) &&
    now.getTime() - job.createdAt.getTime() > holdMinutes * 60_000
  )
    reasons.push('unpaid_past_hold');
  if (job.hasTeam && job.teamUnavailable) reasons.push('team_unavailable');
  if (job.openProblem) reasons.push('problem');
  if (job.rescheduleAsked) reasons.push('customer_asked_another_date');
  return reasons;
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attentionReasons,
  completionMissing,
  firstName,
  isJobStep,
  JOB_STEP_ACTION,
  JOB_STEPS,
  jobNoteRequired,
  PROBLEM_KINDS,
  type AttentionFacts,
} from './job-report';
import { ACTION_STATUS } from './order-policy';
import { ORDER_STATUSES } from './order-status';

const NOW = new Date('2031-06-10T03:00:00Z');

const job = (facts: Partial<AttentionFacts> = {}): AttentionFacts => ({
  status: 'scheduled',
  paymentState: 'unpaid',
  requiresOnlinePayment: false,
  createdAt: new Date('2031-06-10T02:00:00Z'),
  hasTeam: true,
  teamUnavailable: false,
  openProblem: false,
  rescheduleAsked: false,
  ...facts,
});

describe('the technician’s steps', () => {
  it('map each status step to the policy action that takes it, and the problem to its report', () => {
    for (const step of JOB_STEPS) {
      const action = JOB_STEP_ACTION[step];
      if (step === 'problem') expect(action).toBe('report_problem');
      else expect(ACTION_STATUS[action]).toBe(step);
    }
    expect(isJobStep('on_the_way')).toBe(true);
    expect(isJobStep('cancelled')).toBe(false);
  });

  it('ask a note to complete and to report an "other" problem', () => {
    expect(jobNoteRequired('completed')).toBe(true);
    expect(jobNoteRequired('problem', 'other')).toBe(true);
    for (const kind of PROBLEM_KINDS.filter((k) => k !== 'other'))
      expect(jobNoteRequired('problem', kind)).toBe(false);
    expect(jobNoteRequired('on_the_way')).toBe(false);
    expect(jobNoteRequired('problem')).toBe(false);
  });

  it('complete a job only with a note and at least one photo', () => {
    expect(completionMissing('  ', 3)).toBe('note');
    expect(completionMissing('Cleaned both units', 0)).toBe('photo');
    expect(completionMissing('Cleaned both units', 1)).toBeNull();
  });

  it('show the customer a technician’s first name only', () => {
    expect(firstName('  Somchai  Jaidee ')).toBe('Somchai');
    expect(firstName('สมชาย ใจดี')).toBe('สมชาย');
    expect(firstName('')).toBe('');
  });
});

describe('the jobs that need a decision', () => {
  it('lists a job without a team, one whose team is off, and a reported problem', () => {
    expect(attentionReasons(job(), NOW, 30)).toEqual([]);
    expect(attentionReasons(job({ hasTeam: false, teamUnavailable: true }), NOW, 30)).toEqual([
      'no_team',
    ]);
    expect(attentionReasons(job({ teamUnavailable: true }), NOW, 30)).toEqual(['team_unavailable']);
    expect(attentionReasons(job({ openProblem: true }), NOW, 30)).toEqual(['problem']);
  });

  it('lists a job whose customer asked for another date until an operator decides it', () => {
    expect(attentionReasons(job({ rescheduleAsked: true }), NOW, 30)).toEqual([
      'customer_asked_another_date',
    ]);
    expect(attentionReasons(job({ rescheduleAsked: true, status: 'completed' }), NOW, 30)).toEqual(
      [],
    );
  });

  it('lists an order that must be paid online once its hold has passed unpaid', () => {
    const online = job({ requiresOnlinePayment: true, paymentState: 'pending' });
    expect(attentionReasons(online, NOW, 30)).toEqual(['unpaid_past_hold']);
    expect(attentionReasons(online, NOW, 90)).toEqual([]);
    expect(attentionReasons({ ...online, paymentState: 'paid' }, NOW, 30)).toEqual([]);
    expect(attentionReasons({ ...online, requiresOnlinePayment: false }, NOW, 30)).toEqual([]);
  });

  it('never lists a finished job', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_STATUSES),
        fc.boolean(),
        fc.boolean(),
        (status, hasTeam, openProblem) => {
          const reasons = attentionReasons(job({ status, hasTeam, openProblem }), NOW, 0);
          if (status === 'completed' || status === 'cancelled') expect(reasons).toEqual([]);
          else expect(reasons.includes('problem')).toBe(openProblem);
        },
      ),
    );
  });
});

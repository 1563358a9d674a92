import type { JobStatusRequest } from '@changdee/contract/dispatch';
import { isApiError } from '@changdee/ui/lib/api-error';

// A technician's steps wait here until the server answers (issue 20, docs/decisions/044): each
// with the Idempotency-Key it was first sent with, kept in the browser's storage, so a step sent
// on a poor connection is sent again with the same key — never lost, never applied twice. Kept in
// localStorage, they outlive a reload or a reopened phone with no network (decision 066).

export interface QueuedStep {
  key: string;
  orderNo: string;
  body: JobStatusRequest;
  /** When the technician took the step (ISO); absent in steps queued before it was kept. */
  queuedAt?: string;
}

const STORAGE_KEY = 'changdee.portal.jobSteps';

export function loadSteps(storage: Storage): QueuedStep[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? (value as QueuedStep[]) : [];
  } catch {
    return [];
  }
}

function saveSteps(storage: Storage, steps: readonly QueuedStep[]): void {
  if (steps.length === 0) storage.removeItem(STORAGE_KEY);
  else storage.setItem(STORAGE_KEY, JSON.stringify(steps));
}

/** Adds a step with a new key (it is sent with it until answered). */
export function queueStep(
  storage: Storage,
  step: Omit<QueuedStep, 'key' | 'queuedAt'>,
  newKey: () => string = () => crypto.randomUUID(),
  now: Date = new Date(),
): QueuedStep {
  const queued = { ...step, key: newKey(), queuedAt: now.toISOString() };
  saveSteps(storage, [...loadSteps(storage), queued]);
  return queued;
}

/** When the oldest waiting step was taken, or null (nothing waits, or its time is unknown). */
export function waitingSince(steps: readonly QueuedStep[]): Date | null {
  const first = steps.find((step) => step.queuedAt);
  return first?.queuedAt ? new Date(first.queuedAt) : null;
}

export interface Answered {
  step: QueuedStep;
  /** The server's refusal, or null when it took the step. */
  error: unknown;
}

/** The flush under way: the next one starts after it, so no step is ever sent by two at once. */
let flushing: Promise<unknown> = Promise.resolve();

/**
 * Sends the waiting steps in order. A step the server answered (taken or refused) leaves the
 * queue; when no answer comes (no network, a timeout) it stays, with the rest behind it, for the
 * next try. Calls made while one runs (a retry timer, the network coming back, a new step) wait
 * for it and then send what is still waiting.
 */
export function flushSteps(
  storage: Storage,
  send: (step: QueuedStep) => Promise<unknown>,
): Promise<Answered[]> {
  const run = flushing.then(() => sendWaiting(storage, send));
  flushing = run.catch(() => undefined);
  return run;
}

async function sendWaiting(
  storage: Storage,
  send: (step: QueuedStep) => Promise<unknown>,
): Promise<Answered[]> {
  const answered: Answered[] = [];
  for (const step of loadSteps(storage)) {
    try {
      await send(step);
      answered.push({ step, error: null });
    } catch (error) {
      if (isApiError(error) && error.status === 0) break;
      answered.push({ step, error });
    }
    saveSteps(
      storage,
      loadSteps(storage).filter((waiting) => waiting.key !== step.key),
    );
  }
  return answered;
}

import { describe, expect, it } from 'vitest';
import { ApiError } from '@changdee/ui/lib/api-error';
import { flushSteps, loadSteps, queueStep, waitingSince, type QueuedStep } from './step-queue';

const offline = () => new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'No connection' });

describe('the technician’s waiting steps', () => {
  it('keeps a step and its key until the server answers, then sends the next', async () => {
    const storage = window.localStorage;
    storage.clear();
    let n = 0;
    queueStep(
      storage,
      { orderNo: 'CO1', body: { status: 'on_the_way', note: '' } },
      () => `k${++n}`,
    );
    queueStep(
      storage,
      { orderNo: 'CO1', body: { status: 'in_progress', note: '' } },
      () => `k${++n}`,
    );

    const sent: QueuedStep[] = [];
    const first = await flushSteps(storage, async (step) => {
      sent.push(step);
      throw offline();
    });
    expect(first).toEqual([]);
    expect(loadSteps(storage).map((step) => step.key)).toEqual(['k1', 'k2']);

    const refusal = new ApiError({ status: 409, code: 'ORDER_STATUS_NOT_ALLOWED', message: 'no' });
    const second = await flushSteps(storage, async (step) => {
      sent.push(step);
      if (step.key === 'k2') throw refusal;
    });
    expect(second.map((a) => [a.step.key, a.error])).toEqual([
      ['k1', null],
      ['k2', refusal],
    ]);
    // The same key every time the step was sent; nothing left waiting.
    expect(sent.map((step) => step.key)).toEqual(['k1', 'k1', 'k2']);
    expect(loadSteps(storage)).toEqual([]);
  });

  it('sends each step once when flushes overlap (a timer, the network back, a new step)', async () => {
    const storage = window.localStorage;
    storage.clear();
    queueStep(storage, { orderNo: 'CO2', body: { status: 'on_the_way', note: '' } }, () => 'a');
    queueStep(storage, { orderNo: 'CO2', body: { status: 'in_progress', note: '' } }, () => 'b');
    const sent: string[] = [];
    const send = async (step: QueuedStep) => {
      sent.push(step.key);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    await Promise.all([flushSteps(storage, send), flushSteps(storage, send)]);
    expect(sent).toEqual(['a', 'b']);
    expect(loadSteps(storage)).toEqual([]);
  });

  it('keeps a completion signed offline, signature and all, and sends it once (decision 078)', async () => {
    const storage = window.localStorage;
    storage.clear();
    const signature =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==';
    queueStep(
      storage,
      {
        orderNo: 'CO3',
        body: {
          status: 'completed',
          note: 'ล้างแอร์',
          sign_off: { kind: 'signed', name: 'สมหญิง', signature },
        },
      },
      () => 'signed-1',
    );
    // No network: it stays, as taken (a reload keeps it: it is in the storage).
    await flushSteps(storage, async () => {
      throw offline();
    });
    expect(loadSteps(storage).map((step) => [step.key, step.body.sign_off])).toEqual([
      ['signed-1', { kind: 'signed', name: 'สมหญิง', signature }],
    ]);
    const sent: QueuedStep[] = [];
    const send = async (step: QueuedStep) => {
      sent.push(step);
    };
    // Back online: the timer and the "online" event both flush; it goes once, with its key.
    await Promise.all([flushSteps(storage, send), flushSteps(storage, send)]);
    expect(sent.map((step) => [step.key, step.body.sign_off?.kind])).toEqual([
      ['signed-1', 'signed'],
    ]);
    expect(loadSteps(storage)).toEqual([]);
  });

  it('says since when steps wait: the oldest one’s time', () => {
    const storage = window.localStorage;
    storage.clear();
    const body = { status: 'on_the_way' as const, note: '' };
    queueStep(storage, { orderNo: 'CO3', body }, () => 'x', new Date('2026-11-28T07:05:00Z'));
    queueStep(storage, { orderNo: 'CO3', body }, () => 'y', new Date('2026-11-28T07:40:00Z'));
    expect(waitingSince(loadSteps(storage))?.toISOString()).toBe('2026-11-28T07:05:00.000Z');
    expect(waitingSince([])).toBeNull();
  });

  it('reads a damaged store as empty', () => {
    window.localStorage.setItem('changdee.portal.jobSteps', '{oops');
    expect(loadSteps(window.localStorage)).toEqual([]);
  });
});

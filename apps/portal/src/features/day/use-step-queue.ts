import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dispatchPaths, jobCardSchema, type JobStatusRequest } from '@changdee/contract/dispatch';
import { IDEMPOTENCY_KEY_HEADER } from '@changdee/contract/orders';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { apiRequest } from '../../lib/api';
import { flushSteps, loadSteps, queueStep, type QueuedStep } from './step-queue';

// The technician's steps as the day page sends them (docs/decisions/044): each waits in the
// browser (step-queue.ts) until the server answers, sent again with the same key every RETRY_MS
// and when the connection comes back; the first refusal is kept to show.

const RETRY_MS = 15_000;

const sendStep = (step: QueuedStep) =>
  apiRequest({
    method: 'POST',
    path: dispatchPaths.jobStatus.replace(':cartOrderNo', step.orderNo),
    body: step.body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: step.key },
    schema: jobCardSchema,
  });

export function useStepQueue() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState(() => loadSteps(window.localStorage));
  const [refusal, setRefusal] = useState<string | null>(null);

  const flush = useCallback(async () => {
    const answered = await flushSteps(window.localStorage, sendStep);
    setWaiting(loadSteps(window.localStorage));
    const refused = answered.find((a) => a.error !== null);
    if (refused) setRefusal(localizedErrorMessage(refused.error, locale, t));
    if (answered.length > 0) await queryClient.invalidateQueries({ queryKey: ['portal', 'jobs'] });
  }, [locale, t, queryClient]);

  // Steps left waiting by an earlier visit go first; then every RETRY_MS and when back online.
  useEffect(() => {
    const first = window.setTimeout(() => void flush(), 0);
    const timer = window.setInterval(() => void flush(), RETRY_MS);
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
      window.removeEventListener('online', online);
    };
  }, [flush]);

  const step = (orderNo: string, body: JobStatusRequest) => {
    setRefusal(null);
    queueStep(window.localStorage, { orderNo, body });
    setWaiting(loadSteps(window.localStorage));
    void flush();
  };

  return { waiting, refusal, step };
}

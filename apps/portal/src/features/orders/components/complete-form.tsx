import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsOrderDetail } from '@changdee/contract/ops-orders';
import type { SignOffAbsenceReason } from '@changdee/domain/sign-off';
import { setStatus } from '../api/orders-api';
import { AbsenceFields } from '../../day/job-sign-off';
import { ActionForm } from './action-form';

// Completing a job from the office (decision 078): the customer did not sign on a technician's
// phone, so the operator says why; the customer confirms the completion on their own page.

interface Props {
  order: OpsOrderDetail;
  pending: boolean;
  error: unknown;
  run(request: () => Promise<unknown>): void;
  onClose(): void;
}

export function CompleteForm({ order, pending, error, run, onClose }: Props) {
  const { t } = useTranslation('portal', { keyPrefix: 'orders' });
  const [absence, setAbsence] = useState<{ reason: SignOffAbsenceReason; note: string }>({
    reason: 'customer_not_home',
    note: '',
  });
  const complete = () =>
    setStatus(order.cartOrderNo, 'completed', undefined, {
      kind: 'absent',
      reason: absence.reason,
      note: absence.note.trim(),
    });
  return (
    <ActionForm
      testId="complete-form"
      label={t('complete.confirm')}
      pending={pending}
      error={error}
      onClose={onClose}
      onSubmit={() => run(complete)}
    >
      <p className="small text-body-secondary">{t('complete.hint')}</p>
      <AbsenceFields
        draft={absence}
        id={(name) => `complete-${name}`}
        onChange={(change) => setAbsence((now) => ({ ...now, ...change }))}
      />
    </ActionForm>
  );
}

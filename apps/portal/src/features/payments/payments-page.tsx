import { useTranslation } from 'react-i18next';
import { PaymentConflicts } from './payment-conflicts';
import { RefundsDue } from './refunds-due';
import { SlipVerification } from './slip-verification';
import { Takings } from './takings';
import { useDocumentTitle } from '../../lib/use-document-title';

// /portal/payments (issue 19, docs/decisions/039): the orders whose money is due back, recording a
// refund of one (amount, reason, reference; at most what is due — the server checks), the
// payment events kept for a check (decision 061), and the money of a day by method. Operators
// only (app/nav.ts; the server refuses anyone else).

export function PaymentsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('payments.title'));
  return (
    <section aria-labelledby="payments-title">
      <h1 id="payments-title" className="h3 mb-3">
        {t('payments.title')}
      </h1>
      <h2 className="h5 mt-4">{t('payments.slips.title')}</h2>
      <SlipVerification />
      <h2 className="h5 mt-4">{t('payments.conflicts.title')}</h2>
      <PaymentConflicts />
      <h2 className="h5 mt-4">{t('payments.refundsTitle')}</h2>
      <RefundsDue />
      <h2 className="h5 mt-4">{t('payments.takingsTitle')}</h2>
      <Takings />
    </section>
  );
}

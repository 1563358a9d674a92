import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CartOrder } from '@changdee/contract/orders';
import { runtimeConfigQueryOptions } from '../../../shared/lib/runtime-config';
import { OrderQr } from './order-qr';

// The printout as the technician's job sheet (decision 032): the shop's letterhead with the support
// phone (the server's runtime config, the same number the terms page gives), the order number as
// a QR the technician scans, and lines for the customer's and the technician's signatures with
// the date. Paper only: the screen shows the order's own heading and pages.

export function JobSheetHeader({ order }: { order: CartOrder }) {
  const { t } = useTranslation('orders');
  const supportPhone = useQuery(runtimeConfigQueryOptions()).data?.supportPhone;
  return (
    <header className="job-sheet__head d-none d-print-flex" data-testid="job-sheet-letterhead">
      <img className="job-sheet__logo" src="/favicon.svg" alt="" width={64} height={64} />
      <div className="job-sheet__shop">
        <p className="job-sheet__name">{t('common:app.name')}</p>
        {supportPhone ? (
          <p className="mb-0" data-testid="job-sheet-phone">
            {t('jobSheet.supportPhone', { phone: supportPhone })}
          </p>
        ) : null}
      </div>
      <div className="job-sheet__title">
        <p className="job-sheet__kind">{t('jobSheet.title')}</p>
        <p className="mb-0">
          {t('order.number')} <span className="fw-bold">{order.cartOrderNo}</span>
        </p>
      </div>
      <OrderQr
        className="job-sheet__qr"
        text={order.cartOrderNo}
        label={t('jobSheet.qrLabel', { number: order.cartOrderNo })}
        size={132}
        testId="job-sheet-qr"
      />
    </header>
  );
}

function SignatureBox({ who, testId }: { who: string; testId: string }) {
  const { t } = useTranslation('orders');
  return (
    <div className="job-sheet__signature" data-testid={testId}>
      {[t('jobSheet.signature', { who }), t('jobSheet.printedName'), t('jobSheet.date')].map(
        (caption) => (
          <div className="job-sheet__field" key={caption}>
            <span className="job-sheet__write" />
            <span className="job-sheet__caption">{caption}</span>
          </div>
        ),
      )}
    </div>
  );
}

export function JobSheetSignatures() {
  const { t } = useTranslation('orders');
  return (
    <section
      className="job-sheet__signatures d-none d-print-grid"
      aria-label={t('jobSheet.signaturesTitle')}
      data-testid="job-sheet-signatures"
    >
      <SignatureBox who={t('jobSheet.customer')} testId="signature-customer" />
      <SignatureBox who={t('jobSheet.technician')} testId="signature-technician" />
    </section>
  );
}

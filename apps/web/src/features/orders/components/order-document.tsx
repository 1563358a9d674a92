import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartOrder } from '@changdee/contract/orders';
import type { Locale } from '@changdee/domain/locale';
import { orderSummary } from '../lib/summary-lines';
import { JobSheetHeader, JobSheetSignatures } from './job-sheet';
import { CustomerFacts, SaleFacts, ScheduleFacts } from './order-facts';
import { OrderHeading } from './order-heading';
import { OrderLines, OrderTotals } from './order-lines';
import { OrderHistory, OrderTimeline } from './order-status';

// One order as tracking, /more_detail and the printout show it. `detail` shows the customer, the
// seller and the tax invoice on screen; they are always on paper (spec §9: print on A3 at the
// desktop width), between the job sheet's letterhead and its signature lines (decision 032).
// Controls inside are marked d-print-none by their owners. `paymentFirst` puts the payment beside
// the heading (under it on a phone): on the success page the PromptPay QR is in the first screen.

export function OrderDocument({
  order,
  locale,
  detail,
  payment,
  headingLevel,
  paymentFirst = false,
  children,
}: {
  order: CartOrder;
  locale: Locale;
  detail: boolean;
  /** The payment panel (its actions depend on who reads the order). */
  payment: ReactNode;
  /** 1 when the order is the page's subject, 2 under the page's own title. */
  headingLevel: 1 | 2;
  /** The payment at the top, before the schedule and status (the success page). */
  paymentFirst?: boolean;
  /** Page controls placed under the heading (print, change of date …). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('orders');
  const summary = orderSummary(order, locale);
  const onPaperOnly = detail ? undefined : 'd-none d-print-block';
  return (
    <article className="order-document" data-testid="order-document">
      <JobSheetHeader order={order} />
      {paymentFirst ? (
        <div className="order-document__top">
          <OrderHeading order={order} locale={locale} level={headingLevel} />
          <div className="order-document__payment">{payment}</div>
          <div className="order-document__controls">{children}</div>
        </div>
      ) : (
        <>
          <OrderHeading order={order} locale={locale} level={headingLevel} />
          {children}
        </>
      )}
      <div className="order-document__grid">
        <section className="order-card" aria-labelledby="schedule-title">
          <h2 className="h5" id="schedule-title">
            {t('sections.schedule')}
          </h2>
          <ScheduleFacts order={order} locale={locale} />
        </section>
        <section className="order-card" aria-labelledby="status-title">
          <h2 className="h5" id="status-title">
            {t('sections.status')}
          </h2>
          <OrderTimeline order={order} locale={locale} />
        </section>
        {paymentFirst ? null : payment}
        <section className={`order-card ${onPaperOnly ?? ''}`} aria-labelledby="customer-title">
          <h2 className="h5" id="customer-title">
            {t('sections.customer')}
          </h2>
          <CustomerFacts order={order} />
        </section>
        <section className={`order-card ${onPaperOnly ?? ''}`} aria-labelledby="sale-title">
          <h2 className="h5" id="sale-title">
            {t('sections.sale')}
          </h2>
          <SaleFacts order={order} locale={locale} />
        </section>
        <section className="order-card order-document__wide" aria-labelledby="items-title">
          <h2 className="h5" id="items-title">
            {t('sections.items')}
          </h2>
          <OrderLines lines={summary.lines} locale={locale} />
          <OrderTotals totals={summary.totals} locale={locale} />
        </section>
        {order.history.length > 0 ? (
          <section className="order-card order-document__wide" aria-labelledby="history-title">
            <h2 className="h5" id="history-title">
              {t('sections.history')}
            </h2>
            <OrderHistory order={order} locale={locale} />
          </section>
        ) : null}
      </div>
      <JobSheetSignatures />
    </article>
  );
}

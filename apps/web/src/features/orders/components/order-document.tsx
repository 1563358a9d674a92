import type { ReactNode } from 'react';
import { OrderExtras } from './order-extras';
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
        <DocumentCard id="schedule-title" title={t('sections.schedule')}>
          <ScheduleFacts order={order} locale={locale} />
        </DocumentCard>
        <DocumentCard id="status-title" title={t('sections.status')}>
          <OrderTimeline order={order} locale={locale} />
        </DocumentCard>
        {paymentFirst ? null : payment}
        <DocumentCard id="customer-title" title={t('sections.customer')} className={onPaperOnly}>
          <CustomerFacts order={order} />
        </DocumentCard>
        <DocumentCard id="sale-title" title={t('sections.sale')} className={onPaperOnly}>
          <SaleFacts order={order} locale={locale} />
        </DocumentCard>
        <DocumentCard id="items-title" title={t('sections.items')} className="order-document__wide">
          <OrderLines lines={summary.lines} locale={locale} />
          <OrderTotals totals={summary.totals} locale={locale} />
        </DocumentCard>
        {order.extras ? (
          <DocumentCard
            id="extras-title"
            title={t('extras.sectionTitle')}
            className="order-document__wide"
          >
            <OrderExtras extras={order.extras} locale={locale} />
          </DocumentCard>
        ) : null}
        {order.history.length > 0 ? (
          <DocumentCard
            id="history-title"
            title={t('sections.history')}
            className="order-document__wide"
          >
            <OrderHistory order={order} locale={locale} />
          </DocumentCard>
        ) : null}
      </div>
      <JobSheetSignatures />
    </article>
  );
}

/** A titled card of the order document; `className` adds to order-card (its width, paper only). */
function DocumentCard({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `order-card ${className}` : 'order-card'} aria-labelledby={id}>
      <h2 className="h5" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

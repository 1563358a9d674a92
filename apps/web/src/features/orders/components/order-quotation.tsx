import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CartOrder } from '@changdee/contract/orders';
import type { CustomerQuotation } from '@changdee/contract/quotation-decisions';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { useChosenEmployee } from '../../../shared/session/employee-store';
import { AppLink } from '../../../shared/ui/app-link';
import {
  approveAtCounter,
  orderKeys,
  quotationOrderKeys,
  storeQuotationPriceQueryOptions,
  storeQuotationQueryOptions,
} from '../api/orders-api';
import { useOrderActions } from '../lib/order-actions';
import { trackingPath } from '../lib/order-links';
import {
  bookedText,
  QuotationLines,
  QuotationTerms,
  QuotationTotals,
  SignedApprovalForm,
} from './quotation-parts';

// A survey's quotation on the store's order page (issue 31 items 3 and 8, decision 079): its
// number, state, lines and totals, the installation it booked (a link), and — while it waits —
// the customer's approval recorded at the counter with their signature on this screen. An
// installation's page links back to the survey it was quoted from.

export function OrderQuotation({ order }: { order: CartOrder }) {
  const query = useQuery(storeQuotationQueryOptions(order.cartOrderNo));
  const quotation = query.data;
  if (!quotation) return null;
  return quotation.order_no === order.cartOrderNo ? (
    <SurveyQuotation order={order} quotation={quotation} />
  ) : (
    <BookedFrom surveyNo={quotation.order_no} />
  );
}

function BookedFrom({ surveyNo }: { surveyNo: string }) {
  const { t } = useTranslation('orders');
  return (
    <section className="order-section" data-testid="order-quotation">
      <h3 className="h6">{t('quotation.title')}</h3>
      <p className="mb-0">
        {t('quotation.bookedFrom')}{' '}
        <AppLink to={trackingPath(surveyNo)} data-testid="quotation-survey-link">
          {t('quotation.surveyLink', { no: surveyNo })}
        </AppLink>
      </p>
    </section>
  );
}

function SurveyQuotation({ order, quotation }: { order: CartOrder; quotation: CustomerQuotation }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const actions = useOrderActions(order);
  const approved = quotation.decisions.find((answer) => answer.kind === 'approved');
  return (
    <section className="order-section" data-testid="order-quotation">
      <h3 className="h6">
        {t('quotation.number', { number: quotation.number })}{' '}
        <span className="badge text-bg-light border" data-testid="order-quotation-state">
          {t(`quotation.storeState.${quotation.state}`)}
        </span>
      </h3>
      <QuotationLines lines={quotation.lines} chosen={approved?.chosen ?? []} />
      <QuotationTotals totals={quotation.totals} counting={false} />
      <QuotationTerms validUntil={quotation.valid_until} />
      {quotation.installation ? (
        <p className="mb-0">
          {bookedText(quotation.installation, locale, t)}{' '}
          <AppLink
            to={trackingPath(quotation.installation.order_no)}
            data-testid="quotation-installation-link"
          >
            {t('quotation.installationLink', { no: quotation.installation.order_no })}
          </AppLink>
        </p>
      ) : null}
      {quotation.state === 'sent' && actions.has('approve_quotation') ? (
        <CounterApproval order={order} quotation={quotation} />
      ) : null}
    </section>
  );
}

function CounterApproval({ order, quotation }: { order: CartOrder; quotation: CustomerQuotation }) {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const employeeCode = useChosenEmployee()?.code;
  const [chosen, setChosen] = useState<number[]>([]);
  const approve = useMutation({
    mutationFn: (signed: { name: string; signature: string }) =>
      approveAtCounter(order.cartOrderNo, {
        version: quotation.version,
        chosen,
        ...signed,
        employee_code: employeeCode,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(quotationOrderKeys.one(order.cartOrderNo), answer);
      void queryClient.invalidateQueries({ queryKey: orderKeys.order(order.cartOrderNo) });
    },
  });
  const optional = quotation.lines.filter((line) => line.optional);
  const toggle = (position: number) =>
    setChosen((now) =>
      now.includes(position)
        ? now.filter((taken) => taken !== position)
        : [...now, position].sort((a, b) => a - b),
    );
  // The ticks' totals are the server's, as on the customer's page.
  const price = useQuery({
    ...storeQuotationPriceQueryOptions(order.cartOrderNo, quotation.version, chosen),
    enabled: chosen.length > 0,
    placeholderData: keepPreviousData,
  });
  return (
    <div className="mt-3 d-print-none" data-testid="counter-approval">
      <h4 className="h6">{t('quotation.counterTitle')}</h4>
      <p className="small">{t('quotation.counterHint')}</p>
      {optional.length > 0 ? (
        <>
          <QuotationLines lines={optional} chosen={chosen} onToggle={toggle} />
          <QuotationTotals
            totals={(chosen.length > 0 ? price.data?.totals : null) ?? quotation.totals}
            counting={price.isFetching || (chosen.length > 0 && !price.data)}
          />
        </>
      ) : null}
      <SignedApprovalForm
        labels={{ name: t('quotation.counterName'), submit: t('quotation.counterApprove') }}
        pending={approve.isPending}
        error={approve.isError ? approve.error.message : null}
        onSign={(signed) => approve.mutate(signed)}
      />
    </div>
  );
}

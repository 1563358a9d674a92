import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TrackingAnswer } from '@changdee/contract/tracking';
import { formatDate } from '@changdee/domain/date-format';
import type { Locale } from '@changdee/domain/locale';
import { formatBaht, formatSatangBaht } from '@changdee/domain/money';
import { formatQuantity } from '@changdee/domain/add-ons';
import { formatPhone } from '@changdee/domain/phone-format';
import { DOCUMENTS_ANCHOR } from '@changdee/domain/tracking-link';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { isApiError } from '@changdee/ui/lib/api-error';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { LanguageSwitch } from '@changdee/ui/language-switch';
import {
  requestLineCode,
  trackingKeys,
  trackingQueryOptions,
  unlinkLine,
} from '../api/tracking-api';
import { OrderTimeline } from '../components/order-status';
import { useCustomerLanguage, useScrollToAnchor } from '../lib/tracking-language';
import { JobPhotos } from '../components/job-photos';
import { CustomerSlip } from '../components/customer-slip';
import { RescheduleRequest } from '../components/reschedule-request';
import { CustomerRating, CustomerSignOff } from '../components/customer-sign-off';
import { CustomerExtras } from '../components/customer-extras';
import { CustomerQuotation } from '../components/customer-quotation';
import '../orders.scss';
import './customer-tracking-page.scss';
import { Spinner } from '@changdee/ui/spinner';

// /t/{token} and /en/t/{token} (issue 22 item 2, docs/decisions/046): the customer's own page, no
// sign-in and no shop header. The steps with their times, the date and slot, the technician from
// their setting off (and who did the work, with its photos, once completed), a survey's quotation
// to answer (decision 079), the services, the payment with its PromptPay QR while unpaid, the tax
// documents and a request for another date, and updates on LINE (decision 052). /t/<token> opens in the
// customer's language (decision 053).

function Section({
  title,
  children,
  testId,
  id,
}: {
  title: string;
  children: React.ReactNode;
  testId?: string;
  id?: string;
}) {
  return (
    <section className="customer-tracking__section" data-testid={testId} id={id}>
      <h2 className="h6 mb-2">{title}</h2>
      {children}
    </section>
  );
}

function Payment({
  token,
  tracking,
  locale,
}: {
  token: string;
  tracking: TrackingAnswer;
  locale: Locale;
}) {
  const { t } = useTranslation('orders');
  const { payment } = tracking;
  return (
    <Section title={t('customer.payment')} testId="customer-payment">
      <p className="mb-2">
        <span data-testid="customer-payment-state">{t(`paymentState.${payment.state}`)}</span>
        {' · '}
        <span className="text-nowrap">{formatBaht(payment.amount, locale)}</span>
      </p>
      {payment.promptpay ? (
        <figure className="customer-tracking__qr mb-0">
          <img
            src={payment.promptpay.image}
            alt={t('customer.qrAlt', { amount: formatBaht(payment.amount, locale) })}
            width={240}
            height={240}
            data-testid="customer-promptpay"
          />
          <figcaption className="small text-body-secondary">{t('customer.qrHint')}</figcaption>
        </figure>
      ) : null}
      {payment.bank_transfer ? (
        <CustomerSlip token={token} state={payment.state} transfer={payment.bank_transfer} />
      ) : null}
    </Section>
  );
}

/**
 * Updates on LINE (decision 052), while the job is not finished and LINE is set up: a one-time
 * code, sent to our Official Account through LINE's pre-filled message (a phone) or typed (a
 * computer); once linked, a way to stop.
 */
function LinePanel({ token, line }: { token: string; line: NonNullable<TrackingAnswer['line']> }) {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trackingKeys.page(token) });
  const code = useMutation({ mutationFn: () => requestLineCode(token) });
  const unlink = useMutation({
    mutationFn: () => unlinkLine(token),
    onSuccess: () => {
      code.reset();
      return refresh();
    },
  });
  const failed = code.isError || unlink.isError;
  return (
    <Section title={t('customer.line')} testId="customer-line">
      {line.linked ? (
        <>
          <p className="mb-2" data-testid="line-linked">
            {t('customer.lineLinked')}
          </p>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => unlink.mutate()}
            disabled={unlink.isPending}
          >
            {t('customer.lineUnlink')}
          </button>
        </>
      ) : code.data ? (
        <div className="customer-tracking__line" data-testid="line-code">
          <a
            className="btn btn-success mb-2"
            href={code.data.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('customer.lineOpen')}
          </a>
          <p className="small text-body-secondary mb-2">
            {t('customer.lineOpenHint', { account: code.data.oa_id })}
          </p>
          <p className="mb-1">{t('customer.lineTypeCode', { account: code.data.oa_id })}</p>
          <p className="customer-tracking__code mb-1">
            <span className="visually-hidden">{t('customer.lineCodeLabel')}: </span>
            <span data-testid="line-code-value">{code.data.code}</span>
          </p>
          <p className="small text-body-secondary mb-0">{t('customer.lineExpires')}</p>
        </div>
      ) : (
        <>
          {unlink.isSuccess ? (
            <p className="mb-2" role="status">
              {t('customer.lineUnlinked')}
            </p>
          ) : null}
          <p className="mb-2">{t('customer.lineOffer')}</p>
          <button
            type="button"
            className="btn btn-success"
            onClick={() => code.mutate()}
            disabled={code.isPending}
            data-testid="line-get-code"
          >
            {t('customer.lineGetCode')}
          </button>
        </>
      )}
      {failed ? (
        <div className="alert alert-danger mt-2 mb-0" role="alert">
          {t('customer.lineFailed')}
        </div>
      ) : null}
    </Section>
  );
}

/** Once completed: how the job was signed off (a confirmation asked if absent), and the rating. */
function SignOffAndRating({ token, tracking }: { token: string; tracking: TrackingAnswer }) {
  const { t } = useTranslation('orders');
  return (
    <>
      {tracking.sign_off ? (
        <Section title={t('signOff.title')} testId="customer-sign-off-section">
          <CustomerSignOff token={token} signOff={tracking.sign_off} />
        </Section>
      ) : null}
      {tracking.rating.open || tracking.rating.given ? (
        <Section title={t('rating.title')} testId="customer-rating">
          <CustomerRating token={token} rating={tracking.rating} />
        </Section>
      ) : null}
    </>
  );
}

/** The services (and an installation's add-ons as quoted, decision 079) and the total. */
function ServicesSection({ tracking }: { tracking: TrackingAnswer }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  return (
    <Section title={t('customer.services')}>
      <ul className="list-unstyled mb-2">
        {tracking.items.map((item, index) => (
          <li key={index} className="customer-tracking__item">
            <span>
              {item.name[locale]} × {item.qty}
            </span>
            <span className="text-nowrap">{formatBaht(item.total_price, locale)}</span>
          </li>
        ))}
        {tracking.add_ons.map((line, index) => (
          <li key={`add-on-${index}`} className="customer-tracking__item" data-testid="add-on-item">
            <span>
              {line.name[locale]} × {formatQuantity(line.qty)} {t(`quotation.units.${line.unit}`)}
            </span>
            <span className="text-nowrap">{formatSatangBaht(line.amount_satang, locale)}</span>
          </li>
        ))}
      </ul>
      <p className="customer-tracking__item fw-semibold mb-0">
        <span>{t('customer.total')}</span>
        <span className="text-nowrap">{formatBaht(tracking.totals.total_payable, locale)}</span>
      </p>
    </Section>
  );
}

/** A survey's quotation sent to the customer, to answer here (decision 079). */
function QuotationSection({ token, tracking }: { token: string; tracking: TrackingAnswer }) {
  const { t } = useTranslation('orders');
  if (!tracking.quotation) return null;
  return (
    <Section title={t('quotation.title')} testId="customer-quotation-section" id="quotation">
      <CustomerQuotation token={token} />
    </Section>
  );
}

function TrackingView({ token, tracking }: { token: string; tracking: TrackingAnswer }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const { expected_date: expected } = tracking;
  return (
    <div className="customer-tracking__body">
      <Section title={t('customer.steps')} testId="customer-steps">
        <OrderTimeline order={tracking} locale={locale} />
      </Section>
      <Section title={t('customer.appointment')}>
        <p className="mb-1" data-testid="customer-date">
          {formatDate(expected.date, 'long', locale)} · {expected.time_label}
        </p>
        <p className="mb-0 text-body-secondary">{tracking.sub_district[locale]}</p>
      </Section>
      {tracking.technician ? (
        <Section
          title={t(
            tracking.status === 'completed' ? 'customer.yourTechnician' : 'customer.onTheWay',
          )}
          testId="customer-technician"
        >
          <p className="mb-0">
            {t(tracking.status === 'completed' ? 'customer.doneBy' : 'customer.technician', {
              name: tracking.technician.first_name,
              team: tracking.technician.team[locale],
            })}{' '}
            <a href={`tel:${tracking.technician.phone}`} className="text-nowrap">
              {formatPhone(tracking.technician.phone)}
            </a>
          </p>
        </Section>
      ) : null}
      <CustomerExtras token={token} />
      <SignOffAndRating token={token} tracking={tracking} />
      <QuotationSection token={token} tracking={tracking} />
      {tracking.photos.length > 0 ? (
        <Section title={t('customer.photos')} testId="customer-photos">
          <JobPhotos photos={tracking.photos} locale={locale} />
        </Section>
      ) : null}
      <ServicesSection tracking={tracking} />
      <Payment token={token} tracking={tracking} locale={locale} />
      {tracking.documents.length > 0 ? (
        <Section title={t('customer.documents')} id={DOCUMENTS_ANCHOR} testId="customer-documents">
          <ul className="list-unstyled mb-0">
            {tracking.documents.map((document) => (
              <li key={document.id}>
                <a href={document.pdf_url} download>
                  {t(`documents.kind.${document.kind}`)} {document.serial}
                </a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {tracking.line ? <LinePanel token={token} line={tracking.line} /> : null}
      <Section title={t('customer.otherDate')} testId="customer-reschedule">
        <RescheduleRequest token={token} tracking={tracking} />
      </Section>
    </div>
  );
}

export function Component() {
  const { t } = useTranslation('orders');
  useDocumentTitle(t('customer.title'));
  const { token = '' } = useParams();
  const query = useQuery(trackingQueryOptions(token));
  useCustomerLanguage(token, query.data?.language); // decision 053
  useScrollToAnchor(query.isSuccess);
  return (
    <div className="container py-3 customer-tracking">
      <header className="customer-tracking__header">
        <h1 className="h4 mb-0">{t('customer.title')}</h1>
        <LanguageSwitch />
      </header>
      {query.isPending ? (
        <Spinner label={t('order.loading')} />
      ) : query.isError ? (
        <div className="alert alert-warning" role="alert" data-testid="customer-tracking-error">
          {isApiError(query.error) ? query.error.message : t('customer.loadFailed')}
        </div>
      ) : (
        <TrackingView token={token} tracking={query.data} />
      )}
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type {
  CustomerQuotation as Quotation,
  QuotationDecisionRequest,
} from '@changdee/contract/quotation-decisions';
import { trackingQuotationPdfPath } from '@changdee/contract/quotations';
import { QUOTATION_DECISION_TEXT_MAX } from '@changdee/domain/quotation-decisions';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { Spinner } from '@changdee/ui/spinner';
import {
  decideQuotation,
  quotationKeys,
  quotationPriceQueryOptions,
  trackingKeys,
  trackingQuotationQueryOptions,
} from '../api/tracking-api';
import {
  answerTime,
  bookedText,
  QuotationLines,
  QuotationTerms,
  QuotationTotals,
  SignedApprovalForm,
} from './quotation-parts';

// The survey's quotation on the customer's tracking page (issue 31 item 3, decision 079): the
// items sent, the optional ones to tick (the totals are the server's, asked again at each tick),
// VAT, validity and terms; then approve with a name and a signature — which books the
// installation, shown with its date and a way to its own page to pay — decline, or ask for a change.

export function CustomerQuotation({ token }: { token: string }) {
  const { t } = useTranslation('orders');
  const query = useQuery(trackingQuotationQueryOptions(token));
  if (query.isPending) return <Spinner label={t('quotation.title')} />;
  if (query.isError)
    return (
      <div className="alert alert-danger mb-0" role="alert">
        {query.error.message}
      </div>
    );
  const quotation = query.data;
  return quotation.state === 'sent' ? (
    <OpenQuotation token={token} quotation={quotation} />
  ) : (
    <AnsweredQuotation token={token} quotation={quotation} />
  );
}

/** The number, the state, and the quotation as a PDF in the page's language (decision 081). */
function Heading({ token, quotation }: { token: string; quotation: Quotation }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
      <p className="mb-0">
        <span className="fw-semibold">{t('quotation.number', { number: quotation.number })}</span>{' '}
        <span className="badge text-bg-light border" data-testid="quotation-state">
          {t(`quotation.state.${quotation.state}`)}
        </span>
      </p>
      <a
        className="btn btn-outline-secondary quotation-pdf-link"
        href={`${trackingQuotationPdfPath(token)}?lang=${locale}`}
        download={`${quotation.number}.pdf`}
        data-testid="quotation-pdf"
      >
        {t('quotation.pdf')}
      </a>
    </div>
  );
}

function OpenQuotation({ token, quotation }: { token: string; quotation: Quotation }) {
  const { t } = useTranslation('orders');
  const [chosen, setChosen] = useState<number[]>([]);
  const toggle = (position: number) =>
    setChosen((now) =>
      now.includes(position)
        ? now.filter((taken) => taken !== position)
        : [...now, position].sort((a, b) => a - b),
    );
  // With no tick the page's own totals stand; each tick asks the server for its figure.
  const price = useQuery({
    ...quotationPriceQueryOptions(token, quotation.version, chosen),
    enabled: chosen.length > 0,
    placeholderData: keepPreviousData,
  });
  const totals = chosen.length > 0 ? price.data?.totals : quotation.totals;
  const lastChange = quotation.decisions.find((answer) => answer.kind === 'change_requested');
  return (
    <div data-testid="customer-quotation">
      <Heading token={token} quotation={quotation} />
      <QuotationLines lines={quotation.lines} chosen={chosen} onToggle={toggle} />
      {quotation.lines.some((line) => line.optional) ? (
        <p className="small text-body-secondary mb-2">{t('quotation.optional')}</p>
      ) : null}
      <QuotationTotals
        totals={totals ?? quotation.totals}
        counting={price.isFetching || (chosen.length > 0 && !price.data)}
      />
      {price.isError ? (
        <div className="text-danger small" role="alert">
          {price.error.message}
        </div>
      ) : null}
      <QuotationTerms validUntil={quotation.valid_until} />
      {lastChange ? <ChangeAsked text={lastChange.text ?? ''} at={lastChange.at} /> : null}
      <Answers token={token} version={quotation.version} chosen={chosen} />
    </div>
  );
}

function ChangeAsked({ text, at }: { text: string; at: string }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  return (
    <p className="alert alert-info py-2" role="status">
      {t('quotation.changeAsked', { time: answerTime(at, locale), text })}
    </p>
  );
}

/** The three answers: approve (signed), decline with a reason, ask for a change. */
function Answers({ token, version, chosen }: { token: string; version: number; chosen: number[] }) {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (request: QuotationDecisionRequest) => decideQuotation(token, request),
    onSuccess: (quotation) => {
      queryClient.setQueryData(quotationKeys.page(token), quotation);
      void queryClient.invalidateQueries({ queryKey: trackingKeys.page(token) });
    },
  });
  const error = decide.isError ? decide.error.message : null;
  return (
    <>
      <h3 className="h6 mt-3">{t('quotation.approveTitle')}</h3>
      <p className="small">{t('quotation.approveHint')}</p>
      <SignedApprovalForm
        labels={{ name: t('quotation.name'), submit: t('quotation.approve') }}
        pending={decide.isPending}
        error={decide.variables?.kind === 'approved' ? error : null}
        onSign={(signed) => decide.mutate({ kind: 'approved', version, chosen, ...signed })}
      />
      {(['change_requested', 'declined'] as const).map((kind) => (
        <TextAnswer
          key={kind}
          kind={kind}
          pending={decide.isPending}
          error={decide.variables?.kind === kind ? error : null}
          onSend={(text) => decide.mutate({ kind, version, text })}
        />
      ))}
    </>
  );
}

const TEXT_WORDS = {
  declined: { title: 'declineTitle', label: 'declineReason', submit: 'decline' },
  change_requested: { title: 'changeTitle', label: 'changeText', submit: 'askChange' },
} as const;

function TextAnswer({
  kind,
  pending,
  error,
  onSend,
}: {
  kind: keyof typeof TEXT_WORDS;
  pending: boolean;
  error: string | null;
  onSend: (text: string) => void;
}) {
  const { t } = useTranslation('orders');
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const words = TEXT_WORDS[kind];
  const id = `quotation-${kind}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEmpty(!text.trim());
    if (text.trim()) onSend(text.trim());
  };
  return (
    <details className="mt-3" data-testid={`${id}-details`}>
      <summary>{t(`quotation.${words.title}`)}</summary>
      <form onSubmit={submit} noValidate className="mt-2">
        <label className="form-label" htmlFor={id}>
          {t(`quotation.${words.label}`)}
        </label>
        <textarea
          id={id}
          className="form-control mb-2"
          rows={2}
          maxLength={QUOTATION_DECISION_TEXT_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {empty ? (
          <div className="text-danger small" role="alert">
            {t('quotation.textRequired')}
          </div>
        ) : null}
        {error ? (
          <div className="text-danger small" role="alert">
            {error}
          </div>
        ) : null}
        <button type="submit" className="btn btn-outline-secondary" disabled={pending}>
          {t(`quotation.${words.submit}`)}
        </button>
      </form>
    </details>
  );
}

/** Approved (with the installation booked), declined or expired. */
function AnsweredQuotation({ token, quotation }: { token: string; quotation: Quotation }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const answer = quotation.decisions.find((decision) => decision.kind !== 'change_requested');
  const installation = quotation.installation;
  const chosen = answer?.kind === 'approved' ? answer.chosen : [];
  return (
    <div data-testid="customer-quotation">
      <Heading token={token} quotation={quotation} />
      <QuotationLines
        lines={quotation.lines.filter((line) => !line.optional || chosen.includes(line.position))}
        chosen={chosen}
      />
      {answer?.kind === 'approved' ? (
        <p className="mb-2">
          {t('quotation.approvedBy', {
            name: answer.signer_name ?? '',
            time: answerTime(answer.at, locale),
          })}
        </p>
      ) : null}
      {answer?.kind === 'declined' ? (
        <p className="mb-2">{t('quotation.declinedNote', { text: answer.text ?? '' })}</p>
      ) : null}
      {quotation.state === 'expired' ? <p className="mb-2">{t('quotation.expiredNote')}</p> : null}
      {installation ? (
        <div
          className="alert alert-success mb-0"
          role="status"
          data-testid="quotation-installation"
        >
          <p className="fw-semibold mb-1">{t('quotation.installation')}</p>
          <p className="mb-2">{bookedText(installation, locale, t)}</p>
          {installation.tracking_token ? (
            <Link
              className="btn btn-success"
              to={`${locale === 'en' ? '/en' : ''}/t/${installation.tracking_token}`}
            >
              {t('quotation.installationPage')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

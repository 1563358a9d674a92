import { useTranslation } from 'react-i18next';
import type { QuotationDecision, QuotationDetail } from '@changdee/contract/quotations-admin';
import { formatSatangBaht } from '@changdee/domain/money';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { Section, when } from '../orders/components/order-detail-parts';
import { SignatureImage } from '../orders/components/order-sign-off';

// A quotation's decisions and state history on its page (decision 082): who answered, when, where
// (their own page or the store's counter), the reason or the change asked, and for an approval
// the signer, the device, what they pay with the items ticked and the signature drawn.

function DecisionFacts({ decision }: { decision: QuotationDecision }) {
  const { t } = useTranslation('portal', { keyPrefix: 'quotations' });
  const locale = useLocale();
  const name = decision.signer_name ?? '';
  return (
    <li className="mb-3" data-testid="quotation-decision" data-kind={decision.kind}>
      <p className="fw-semibold mb-1">
        {t('detail.decisionOf', {
          kind: t(`decision.${decision.kind}`),
          version: decision.version,
        })}
      </p>
      <p className="mb-1">
        {t('detail.answeredAt', {
          time: when(decision.at, locale),
          channel: t(`channel.${decision.channel}`),
        })}
      </p>
      {decision.recorded_by ? (
        <p className="mb-1">{t('detail.recordedBy', { name: decision.recorded_by })}</p>
      ) : null}
      {decision.text ? (
        <p className="mb-1" data-testid="quotation-decision-text">
          {t(decision.kind === 'declined' ? 'detail.reason' : 'detail.change', {
            text: decision.text,
          })}
        </p>
      ) : null}
      {decision.signed_at ? (
        <p className="mb-1">
          {t('detail.signedBy', { name, time: when(decision.signed_at, locale) })}
        </p>
      ) : null}
      {decision.device ? (
        <p className="small text-body-secondary mb-1">
          {t('detail.device', { device: decision.device })}
        </p>
      ) : null}
      {decision.payable_satang !== null ? (
        <p className="mb-1" data-testid="quotation-decision-payable">
          {t('detail.payableTaken', {
            amount: formatSatangBaht(decision.payable_satang, locale),
          })}
        </p>
      ) : null}
      {decision.signature_url ? (
        <SignatureImage url={decision.signature_url} alt={t('detail.signatureAlt', { name })} />
      ) : null}
    </li>
  );
}

export function QuotationDecisions({ decisions }: { decisions: QuotationDecision[] }) {
  const { t } = useTranslation('portal', { keyPrefix: 'quotations.detail' });
  return (
    <Section id="decisions" title={t('decisions')}>
      {decisions.length === 0 ? (
        <p className="mb-0">{t('noDecisions')}</p>
      ) : (
        <ul className="list-unstyled mb-0">
          {decisions.map((decision) => (
            <DecisionFacts key={decision.id} decision={decision} />
          ))}
        </ul>
      )}
    </Section>
  );
}

export function QuotationHistory({ history }: { history: QuotationDetail['history'] }) {
  const { t } = useTranslation('portal', { keyPrefix: 'quotations' });
  const locale = useLocale();
  return (
    <Section id="history" title={t('detail.history')}>
      <ol className="mb-0 ps-3" data-testid="quotation-history">
        {history.map((entry) => {
          const to = t(`state.${entry.to}`);
          const change = entry.from
            ? t('detail.historyEntry', {
                from: t(`state.${entry.from}`),
                to,
                version: entry.version,
              })
            : t('detail.madeAs', { to, version: entry.version });
          const by = entry.by ? t('detail.by', { name: entry.by }) : t('detail.bySystem');
          return (
            <li key={`${entry.at}-${entry.version}-${entry.to}`}>
              {when(entry.at, locale)} · {change} · {by}
            </li>
          );
        })}
      </ol>
    </Section>
  );
}

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@changdee/domain/locale';
import { trackingLinkQueryOptions } from '../api/tracking-api';

// The customer's tracking link on the clerk's order page (decision 046): the link in the
// customer's language to copy or open, and its QR for the customer's phone camera.

export function CustomerLink({ cartOrderNo, locale }: { cartOrderNo: string; locale: Locale }) {
  const { t } = useTranslation('orders');
  const query = useQuery(trackingLinkQueryOptions(cartOrderNo));
  const [copied, setCopied] = useState(false);
  if (!query.data) return null;
  const url = query.data.url[locale];
  const copy = () =>
    void navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <section className="customer-link d-print-none" data-testid="customer-link">
      <h2 className="h6">{t('customerLink.title')}</h2>
      <p className="small text-body-secondary mb-2">{t('customerLink.hint')}</p>
      <div className="customer-link__body">
        <img src={query.data.qr} alt={t('customerLink.qrAlt')} width={160} height={160} />
        <div className="customer-link__url">
          <a
            href={url}
            title={url}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="customer-link-url"
          >
            {url}
          </a>
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={copy}>
            {copied ? t('customerLink.copied') : t('customerLink.copy')}
          </button>
        </div>
      </div>
    </section>
  );
}

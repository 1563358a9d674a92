import '../terms-page.scss';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { formatLongDate } from '@changdee/domain/date-format';
import { formatPhone, phoneHref } from '@changdee/domain/phone-format';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { ORDER_SEARCH_ANCHOR } from '../../../shared/lib/order-search-anchor';
import { runtimeConfigQueryOptions } from '../../../shared/lib/runtime-config';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';

// The date this text was last revised (a fact of the document, shown to the reader).
const termsUpdatedOn = '2026-11-01';

const sections = [
  'about',
  'accounts',
  'services',
  'pricing',
  'discounts',
  'scheduling',
  'serviceArea',
  'customerData',
  'workmanship',
  'liability',
  'conduct',
  'changes',
  'law',
] as const;

function SupportContact() {
  const { t } = useTranslation('terms');
  const config = useQuery(runtimeConfigQueryOptions());
  if (config.isPending) return <p className="text-body-secondary">{t('contact.phoneLoading')}</p>;
  if (config.isError) return <p className="text-body-secondary">{t('contact.phoneUnavailable')}</p>;
  const { supportPhone, helpCenterUrl } = config.data;
  return (
    <ul className="list-unstyled mb-0">
      <li>
        <a href={phoneHref(supportPhone)}>
          {t('contact.phone', { phone: formatPhone(supportPhone) })}
        </a>
      </li>
      <li>
        <a href={helpCenterUrl} target="_blank" rel="noopener noreferrer">
          {t('contact.helpCenter')}
        </a>
      </li>
    </ul>
  );
}

/**
 * The external brand's way to an order (spec §6: only tracking/CO… and this page are theirs): the
 * block holding the order search, first on the page. Opened at its id (the header's link), it takes
 * the focus to the search box.
 */
function OrderSearchBlock({ children }: { children: ReactNode }) {
  const { t } = useTranslation('terms');
  const { hash, key } = useLocation();
  const block = useRef<HTMLElement>(null);
  // `key` too: following the link again while already at the block focuses the box again.
  useEffect(() => {
    if (hash !== `#${ORDER_SEARCH_ANCHOR}`) return;
    block.current?.scrollIntoView({ block: 'start' });
    block.current?.querySelector('input')?.focus();
  }, [hash, key]);
  return (
    <section
      ref={block}
      id={ORDER_SEARCH_ANCHOR}
      className="bg-white rounded-4 shadow-sm p-3 p-md-4 mb-4 terms-page__order-search"
      aria-labelledby={`${ORDER_SEARCH_ANCHOR}-title`}
      data-testid="terms-order-search"
    >
      <h2 id={`${ORDER_SEARCH_ANCHOR}-title`} className="h5">
        {t('orderSearch.title')}
      </h2>
      <p className="text-body-secondary">{t('orderSearch.body')}</p>
      {children}
    </section>
  );
}

/**
 * /terms_and_condition (spec §2). `orderSearch`: the order search the app puts first for the
 * external brand, whose landing page this is (app/routes/terms-page.tsx).
 */
export function TermsPage({ orderSearch }: { orderSearch?: ReactNode }) {
  const { t } = useTranslation('terms');
  const locale = useLocale();
  useDocumentTitle(t('pageTitle'));

  return (
    <div className="container py-4 py-lg-5 terms-page">
      <div className="row justify-content-center">
        <div className="col-lg-9 col-xl-8">
          {orderSearch ? <OrderSearchBlock>{orderSearch}</OrderSearchBlock> : null}
          <article className="bg-white rounded-4 shadow-sm p-3 p-md-5">
            <header className="mb-4">
              <h1 className="h2">{t('title')}</h1>
              <p className="text-body-secondary mb-3">
                {t('updated', { date: formatLongDate(termsUpdatedOn, locale) })}
              </p>
              <p className="lead mb-0">{t('intro')}</p>
            </header>

            <nav aria-labelledby="terms-contents" className="mb-4 p-3 bg-light rounded-3">
              <h2 id="terms-contents" className="h6 mb-2">
                {t('contents')}
              </h2>
              <ol className="list-unstyled mb-0 terms-page__toc">
                {sections.map((key) => (
                  <li key={key}>
                    <a href={`#terms-${key}`}>{t(`sections.${key}.title`)}</a>
                  </li>
                ))}
                <li>
                  <a href="#terms-contact">{t('contact.title')}</a>
                </li>
              </ol>
            </nav>

            {sections.map((key) => (
              <section
                key={key}
                id={`terms-${key}`}
                className="mb-4"
                aria-labelledby={`terms-${key}-title`}
              >
                <h2 id={`terms-${key}-title`} className="h5">
                  {t(`sections.${key}.title`)}
                </h2>
                {(t(`sections.${key}.paragraphs`, { returnObjects: true }) as string[]).map(
                  (paragraph, index) => (
                    <p key={index}>{paragraph}</p>
                  ),
                )}
              </section>
            ))}

            <section id="terms-contact" aria-labelledby="terms-contact-title">
              <h2 id="terms-contact-title" className="h5">
                {t('contact.title')}
              </h2>
              <p>{t('contact.body')}</p>
              <SupportContact />
            </section>
          </article>
        </div>
      </div>
    </div>
  );
}

import '../terms-page.scss';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@changdee/domain/date-format';
import { useLocale } from '../../../shared/i18n/use-locale';
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
        <a href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`}>
          {t('contact.phone', { phone: supportPhone })}
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

export function Component() {
  const { t } = useTranslation('terms');
  const locale = useLocale();
  useDocumentTitle(t('pageTitle'));

  return (
    <div className="container py-4 py-lg-5 terms-page">
      <div className="row justify-content-center">
        <div className="col-lg-9 col-xl-8">
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

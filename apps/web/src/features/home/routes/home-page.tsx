import '../home-page.scss';
import { useTranslation } from 'react-i18next';
import { businessHour } from '@changdee/domain/dates';
import { formatDate, formatLongDate } from '@changdee/domain/date-format';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { AppLink } from '../../../shared/ui/app-link';
import { ThaiText } from '../../../shared/ui/thai-text';
import { HomeIcon, type HomeIconName } from '../components/home-icons';
import { greetingKey } from '../greeting';

const quickLinks = [
  { key: 'catalogue', to: '/productList', icon: 'catalogue' },
  { key: 'favourites', to: '/productFavorite', icon: 'favourites' },
  { key: 'tracking', to: '/tracking', icon: 'tracking' },
] as const satisfies ReadonlyArray<{ key: string; to: string; icon: HomeIconName }>;

// The shop's service categories (the work types of the catalogue); each opens the catalogue searched
// by a word that its services' names carry in the current language.
const categories = [
  'airConditioner',
  'waterHeater',
  'waterPump',
  'waterFilter',
  'solarRoof',
  'cctv',
  'electrical',
  'roofGutter',
  'flooring',
  'homeSurvey',
] as const satisfies ReadonlyArray<HomeIconName>;

const steps = ['employee', 'service', 'area', 'checkout'] as const;

/** Copy in which a Thai loanword must not be cut at a line end (shared/ui/thai-words.ts). */
function Copy({ of }: { of: string }) {
  const { t } = useTranslation('home');
  return <ThaiText text={t(of)} />;
}

/** Today's date, a greeting for the hour and the way into the catalogue. */
function Hero() {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const now = new Date();
  return (
    <section className="home-hero text-bg-primary" aria-labelledby="home-greeting">
      <div className="container py-4 py-lg-5">
        <p className="mb-1 opacity-75">
          {t('today', {
            weekday: formatDate(now, 'weekday', locale),
            date: formatLongDate(now, locale),
          })}
        </p>
        <h1 id="home-greeting" className="display-6 mb-2">
          {t(`greeting.${greetingKey(businessHour(now))}`)}
        </h1>
        <p className="lead mb-1">{t('welcome')}</p>
        <p className="home-hero__intro mb-4">{t('intro')}</p>
        <AppLink to="/productList" className="btn btn-secondary btn-lg">
          {t('browseAll')}
        </AppLink>
      </div>
    </section>
  );
}

function QuickLinks() {
  const { t } = useTranslation('home');
  return (
    <section className="container py-4" aria-labelledby="home-quick-links">
      <h2 id="home-quick-links" className="h4 mb-3">
        {t('quickLinks.title')}
      </h2>
      <div className="row g-3">
        {quickLinks.map((link) => (
          <div key={link.key} className="col-12 col-md-4">
            <AppLink to={link.to} className="card h-100 home-card text-reset">
              <div className="card-body d-flex gap-3 align-items-start">
                <span className="home-card__icon text-primary">
                  <HomeIcon name={link.icon} />
                </span>
                <span>
                  <span className="d-block h5 mb-1 text-primary">
                    {t(`quickLinks.${link.key}.title`)}
                  </span>
                  <span className="d-block text-body-secondary">
                    <Copy of={`quickLinks.${link.key}.description`} />
                  </span>
                </span>
              </div>
            </AppLink>
          </div>
        ))}
      </div>
    </section>
  );
}

/** Each category opens the catalogue searched by its keyword in the current language. */
function Categories() {
  const { t } = useTranslation('home');
  return (
    <section className="container py-4" aria-labelledby="home-categories">
      <h2 id="home-categories" className="h4 mb-1">
        {t('categories.title')}
      </h2>
      <p className="text-body-secondary mb-3">{t('categories.subtitle')}</p>
      <ul className="row row-cols-2 row-cols-md-3 row-cols-lg-5 g-3 list-unstyled mb-0">
        {categories.map((category) => (
          <li key={category} className="col home-category">
            <AppLink
              to={`/productList?${new URLSearchParams({ search: t(`categories.items.${category}.keyword`) })}`}
              className="card h-100 text-center text-reset home-card"
            >
              <span className="card-body">
                <span className="home-category__icon d-inline-flex mb-2">
                  <HomeIcon name={category} size={32} />
                </span>
                <span className="d-block fw-bold text-primary">
                  <Copy of={`categories.items.${category}.name`} />
                </span>
                <span className="d-block small text-body-secondary">
                  <Copy of={`categories.items.${category}.description`} />
                </span>
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function HowItWorks() {
  const { t } = useTranslation('home');
  return (
    <section className="container py-4 mb-4" aria-labelledby="home-how">
      <h2 id="home-how" className="h4 mb-3">
        {t('howItWorks.title')}
      </h2>
      <ol className="row g-3 list-unstyled home-steps mb-3">
        {steps.map((step, index) => (
          <li key={step} className="col-12 col-md-6 col-xl-3">
            <div className="card h-100 border-0 shadow-sm">
              <div className="card-body d-flex gap-3">
                <span className="home-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3 className="h6 mb-1">{t(`howItWorks.steps.${step}.title`)}</h3>
                  <p className="mb-0 small text-body-secondary">
                    <Copy of={`howItWorks.steps.${step}.body`} />
                  </p>
                </div>
              </div>
            </div>
          </li>
        ))}
      </ol>
      <ul className="small text-body-secondary mb-0">
        <li>
          <Copy of="howItWorks.types.survey" />
        </li>
        <li>
          <Copy of="howItWorks.types.installation" />
        </li>
      </ul>
    </section>
  );
}

export function Component() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('pageTitle'));
  return (
    <div className="home-page">
      <Hero />
      <QuickLinks />
      <Categories />
      <HowItWorks />
    </div>
  );
}

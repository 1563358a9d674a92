import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@changdee/ui/lib/use-locale';
import { useDocumentTitle } from '../lib/use-document-title';

/** Any /portal/ path that is no page of the portal (the server answered it 404). */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  const localize = useLocalizedPath();
  return (
    <main className="container py-5 text-center">
      <p className="display-4 fw-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="h3 mb-3">{t('notFound.title')}</h1>
      <Link to={localize('/')} className="btn btn-primary">
        {t('notFound.home')}
      </Link>
    </main>
  );
}

import { useTranslation } from 'react-i18next';
import { ErrorView } from './error-view';

/** Spec §2: a link home, 'This page could not be found', status 404. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return <ErrorView status={404} message={t('errors.notFound')} />;
}

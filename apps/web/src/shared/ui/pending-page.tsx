import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isExternalBrand } from '@changdee/domain/roles';
import { useRole } from '../session/auth-store';
import { useDocumentTitle } from '../lib/use-document-title';
import { AppLink } from './app-link';

export interface PendingPageProps {
  /** The step's name, e.g. 'Address and service date'. */
  title: string;
  /** What this step is for, in one or two sentences. */
  description: ReactNode;
  /** A line under the description, e.g. the order number asked for. */
  detail?: ReactNode;
}

/**
 * An honest page for a step of the ordering flow that this release does not offer yet: it names the
 * step, says so, and leads back to the catalogue. It shows no data and no form.
 */
export function PendingPage({ title, description, detail }: PendingPageProps) {
  const { t } = useTranslation('common');
  // The external brand may only see tracking and terms: the catalogue and home would sign it out.
  const brand = isExternalBrand(useRole());
  useDocumentTitle(title);
  return (
    <div className="container py-5 pending-page">
      <div className="row justify-content-center">
        <div className="col-lg-8">
          <p className="text-uppercase small fw-semibold text-body-secondary mb-2">
            {t('pendingStep.kicker')}
          </p>
          <h1 className="h2 mb-3">{title}</h1>
          <p className="lead">{description}</p>
          {detail ? <p>{detail}</p> : null}
          <div className="alert alert-light border" role="status">
            {brand ? t('pendingStep.notAvailableYet') : t('pendingStep.notAvailable')}
          </div>
          {brand ? null : (
            <div className="d-flex flex-wrap gap-2">
              <AppLink to="/productList" className="btn btn-primary">
                {t('actions.toCatalogue')}
              </AppLink>
              <AppLink to="/" className="btn btn-outline-primary">
                {t('actions.toHome')}
              </AppLink>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

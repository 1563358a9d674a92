import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../shared/ui/app-link';

/** No order to show: where to go instead (the tracking search or the home page). */
export function NoOrderLinks() {
  const { t } = useTranslation('orders');
  return (
    <div className="order-actions" data-testid="no-order-links">
      <AppLink to="/tracking" className="btn btn-primary">
        {t('actions.toTrackingSearch')}
      </AppLink>
      <AppLink to="/" className="btn btn-outline-primary">
        {t('actions.toHome')}
      </AppLink>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatPhone, phoneHref } from '@changdee/domain/phone-format';
import { runtimeConfigQueryOptions } from '../../../shared/lib/runtime-config';
import { useSelectedLocation } from '../lib/location-store';
import { useServiceAreaSubject } from '../lib/panel-store';
import { useWorkTypeServed } from '../lib/use-work-type-served';
import { AlertCircleIcon, CheckCircleIcon } from './icons';

// Spec §2: the green 'in the service area' box, or the message that no technician serves the area
// yet with the support phone (runtime configuration). The verdict is about the service whose page
// is open; elsewhere the panel says how to see it.

export function OutOfAreaMessage() {
  const { t } = useTranslation('location');
  const phone = useQuery(runtimeConfigQueryOptions()).data?.supportPhone;
  return (
    <div className="alert alert-danger area-verdict" role="status" data-testid="service-area-out">
      <AlertCircleIcon className="flex-shrink-0" />
      <span>
        {t('panel.outOfArea')}
        {/* The call line only with a number to call (the runtime configuration may still load). */}
        {phone ? (
          <>
            {' '}
            {t('panel.callUs')}{' '}
            <a href={phoneHref(phone)} className="alert-link text-nowrap">
              {formatPhone(phone)}
            </a>
          </>
        ) : null}
      </span>
    </div>
  );
}

export function AreaVerdict() {
  const { t } = useTranslation('location');
  const location = useSelectedLocation();
  const subject = useServiceAreaSubject();
  const verdict = useWorkTypeServed(subject?.workType ?? null);

  if (!location) return null;
  if (!location.district) {
    return <p className="text-body-secondary small mb-0">{t('panel.chooseDistrict')}</p>;
  }
  if (!subject) return <p className="text-body-secondary small mb-0">{t('panel.openService')}</p>;
  if (verdict === 'checking' || verdict === 'idle') {
    return (
      <p className="text-body-secondary small mb-0" role="status">
        {t('panel.checking')}
      </p>
    );
  }
  if (verdict === 'served') {
    return (
      <div className="alert alert-success area-verdict" role="status" data-testid="service-area-in">
        <CheckCircleIcon className="flex-shrink-0" />
        <span>{t('panel.inArea')}</span>
      </div>
    );
  }
  return <OutOfAreaMessage />;
}

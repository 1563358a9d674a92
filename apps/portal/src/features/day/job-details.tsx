import { useTranslation } from 'react-i18next';
import type { JobCard as Job } from '@changdee/contract/dispatch';
import { useLocale } from '@changdee/ui/lib/use-locale';

// What the technician needs to know of a job: the customer (tap to call), the address (open the
// map), the landmark, the services and quantities, the customer's note and any standing problem.

const mapsUrl = (job: Job, locale: 'th' | 'en') =>
  job.address.location
    ? `https://www.google.com/maps/search/?api=1&query=${job.address.location.lat},${job.address.location.lng}`
    : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
        [
          job.address.no,
          job.address.sub_district[locale],
          job.address.district[locale],
          job.address.province[locale],
          job.address.postcode,
        ].join(' '),
      )}`;

export function JobDetails({ job }: { job: Job }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <p className="mb-1">
        {job.customer.firstname} {job.customer.lastname} ·{' '}
        <a href={`tel:${job.customer.mobile}`} className="job-card__link" data-testid="job-call">
          {t('day.call', { mobile: job.customer.mobile })}
        </a>
      </p>
      <p className="mb-1">
        {job.address.no} {job.address.sub_district[locale]} {job.address.district[locale]}{' '}
        {job.address.province[locale]} {job.address.postcode} ·{' '}
        <a
          href={mapsUrl(job, locale)}
          target="_blank"
          rel="noreferrer"
          className="job-card__link"
          data-testid="job-map"
        >
          {t('day.map')}
        </a>
      </p>
      {job.address.landmark ? (
        <p className="mb-1 small">{t('day.landmark', { landmark: job.address.landmark })}</p>
      ) : null}
      <ul className="mb-1 ps-3 small">
        {job.services.map((service, index) => (
          <li key={index}>
            {service.name[locale]} × {service.qty}
            {service.remark ? ` — ${service.remark}` : ''}
          </li>
        ))}
      </ul>
      {job.note ? <p className="small mb-1">{t('day.customerNote', { note: job.note })}</p> : null}
      {job.problem ? (
        <div className="alert alert-warning py-1 px-2 small mb-2" role="status">
          {t('day.problemStanding', { kind: t(`day.problem.${job.problem.kind}`) })}
          {job.problem.note ? ` — ${job.problem.note}` : ''}
        </div>
      ) : null}
    </>
  );
}

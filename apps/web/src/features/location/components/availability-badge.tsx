import { useTranslation } from 'react-i18next';
import { formatDate } from '@changdee/domain/date-format';
import { useLocale } from '@changdee/ui/lib/use-locale';
import type { AvailabilityProduct } from '../api/first-available-time';
import { useFirstAvailableTime } from '../lib/use-first-available-time';

// Spec §2 product detail: with a chosen location, a green 'available' badge with the first date a
// technician can come (Buddhist year in Thai, through the domain's formatter) or a red
// 'unavailable' badge, shown only once the check is ready. A failed check is 'unavailable' (§8).

export function AvailabilityBadge({ product }: { product: AvailabilityProduct }) {
  const { t } = useTranslation('location');
  const locale = useLocale();
  const verdict = useFirstAvailableTime(product);

  if (verdict.state === 'idle') return null;
  if (verdict.state === 'checking') {
    // The badge's room, so nothing moves when the answer comes.
    return (
      <p className="availability-badge mb-0" role="status" data-state="checking">
        <span className="badge text-bg-light">{t('badge.checking')}</span>
      </p>
    );
  }
  if (verdict.state === 'available') {
    return (
      <p
        className="availability-badge availability-badge--available mb-0"
        role="status"
        data-testid="availability-badge"
        data-state="available"
        data-date={verdict.date}
      >
        <span className="badge text-bg-success">{t('badge.available')}</span>
        <span className="availability-badge__date">
          {t('badge.firstDate', { date: formatDate(verdict.date, 'short', locale) })}
        </span>
      </p>
    );
  }
  return (
    <p
      className="availability-badge availability-badge--unavailable mb-0"
      role="status"
      data-testid="availability-badge"
      data-state="unavailable"
    >
      <span className="badge text-bg-danger">{t('badge.unavailable')}</span>
    </p>
  );
}

import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import type { PortalMe } from '@changdee/contract/portal';
import { formatDate } from '@changdee/domain/date-format';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { useDocumentTitle } from './use-document-title';

// /portal/day: a Technician's landing page. Issue 20 builds their day (today's and tomorrow's
// jobs); until then it says which team they work in and what day it is in Bangkok.

export function DayPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('day.title'));
  const me = useOutletContext<PortalMe>();
  const locale = useLocale();
  const today = new Date();
  return (
    <section aria-labelledby="day-title">
      <h1 id="day-title" className="h3">
        {t('day.title')}
      </h1>
      <p className="lead mb-2" data-testid="day-date">
        {t('day.today', {
          weekday: formatDate(today, 'weekday', locale),
          date: formatDate(today, 'long', locale),
        })}
      </p>
      {me.team ? (
        <p data-testid="day-team">
          {t('day.team', { team: me.team.name[locale], code: me.team.code })}
        </p>
      ) : (
        <div className="alert alert-warning" role="status" data-testid="day-no-team">
          {t('day.noTeam')}
        </div>
      )}
    </section>
  );
}

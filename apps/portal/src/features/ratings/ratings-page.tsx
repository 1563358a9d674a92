import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RatingsAnswer } from '@changdee/contract/sign-off';
import { portalPagePath } from '@changdee/contract/portal-pages';
import { DataTable } from '@changdee/ui/data-table';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale, useLocalizedPath } from '@changdee/ui/lib/use-locale';
import { LoadFailed, Loading } from '../../lib/load-states';
import { useDocumentTitle } from '../../lib/use-document-title';
import { when } from '../orders/components/order-detail-parts';
import { ordersListPath } from '../today/today-api';
import { fetchRatings, ratingKeys } from './ratings-api';

// /portal/ratings (issue 31 item 6, decision 078, Operators): the customers' ratings per team —
// count, average, how many gave each number of stars — the same per technician who completed the
// jobs, and the team's latest comments, each linking its order.

type Team = RatingsAnswer['teams'][number];
type Summary = Pick<Team, 'count' | 'average' | 'distribution'>;

export default function RatingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('ratings.title'));
  const locale = useLocale();
  const localize = useLocalizedPath();
  const ratings = useQuery({
    queryKey: ratingKeys.all,
    queryFn: ({ signal }) => fetchRatings(signal),
  });
  if (ratings.isError && !ratings.data)
    return (
      <LoadFailed
        message={localizedErrorMessage(ratings.error, locale, t)}
        onRetry={() => void ratings.refetch()}
      />
    );
  if (!ratings.data) return <Loading />;
  return (
    <div data-testid="ratings-page">
      <h1 className="h3 mb-3">{t('ratings.title')}</h1>
      <p>
        <Link
          to={localize(ordersListPath({ attention: 'rating' }))}
          data-testid="ratings-follow-ups"
        >
          {t('ratings.followUps')}
        </Link>
      </p>
      {ratings.data.teams.length === 0 ? (
        <p role="status">{t('ratings.empty')}</p>
      ) : (
        ratings.data.teams.map((team) => <TeamRatings key={team.contractor_id} team={team} />)
      )}
    </div>
  );
}

/** A summary's average and distribution in words ("4.5 of 5", "5 stars: 3"). */
function useSummaryWords() {
  const { t } = useTranslation();
  return {
    average: (summary: Summary) =>
      summary.average === null
        ? t('ratings.noAverage')
        : t('ratings.averageOf', { average: summary.average.toFixed(1) }),
    distribution: (summary: Summary) =>
      summary.distribution
        .map((count, index) => t('ratings.distributionOf', { stars: index + 1, count }))
        .join(' · '),
  };
}

function TeamRatings({ team }: { team: Team }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const words = useSummaryWords();
  const name = team.name[locale];
  return (
    <section
      className="card mb-3"
      aria-labelledby={`team-${team.contractor_id}`}
      data-testid="team-ratings"
    >
      <div className="card-body">
        <h2 className="h5" id={`team-${team.contractor_id}`}>
          {name}
        </h2>
        <p className="mb-2" data-testid="team-summary">
          {t('ratings.count')}: {team.count} · {t('ratings.average')}: {words.average(team)}
          <br />
          <span className="small text-body-secondary">{words.distribution(team)}</span>
        </p>
        <DataTable
          caption={t('ratings.technicians')}
          rows={team.technicians}
          rowKey={(row) => row.name}
          empty={t('ratings.empty')}
          columns={[
            { key: 'name', header: t('ratings.technician'), cell: (row) => row.name },
            { key: 'count', header: t('ratings.count'), cell: (row) => row.count, numeric: true },
            { key: 'average', header: t('ratings.average'), cell: (row) => words.average(row) },
            {
              key: 'distribution',
              header: t('ratings.distribution'),
              cell: (row) => words.distribution(row),
            },
          ]}
        />
        <LatestComments team={team} />
      </div>
    </section>
  );
}

const orderPath = (no: string) => portalPagePath('order').replace(':no', encodeURIComponent(no));

function LatestComments({ team }: { team: Team }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  return (
    <>
      <h3 className="h6 mt-3">{t('ratings.latest')}</h3>
      {team.latest.length === 0 ? (
        <p className="text-body-secondary">{t('ratings.noComments')}</p>
      ) : (
        <ul className="list-unstyled mb-0" data-testid="team-comments">
          {team.latest.map((rating) => (
            <li key={rating.cartOrderNo} className="mb-2">
              <span className="fw-semibold">{t('ratings.stars', { count: rating.stars })}</span> “
              {rating.comment}”
              <div className="small text-body-secondary">
                {rating.technician ? `${rating.technician} · ` : ''}
                {when(rating.at, locale)} ·{' '}
                <Link to={localize(orderPath(rating.cartOrderNo))}>{rating.cartOrderNo}</Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

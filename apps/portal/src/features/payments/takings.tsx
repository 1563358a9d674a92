import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { paymentPaths, takingsResponseSchema } from '@changdee/contract/payments';
import { formatDate } from '@changdee/domain/date-format';
import { businessToday } from '@changdee/domain/dates';
import type { Locale } from '@changdee/domain/locale';
import { formatBaht } from '@changdee/domain/money';
import { DataTable } from '@changdee/ui/data-table';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { LoadFailed, Loading } from '../../lib/load-states';
import { apiRequest } from '../../lib/api';
import { paymentKeys } from './refunds-api';

// The Payments page's money of a day (docs/decisions/039): received by method, refunded, net.

type TakingsData = z.infer<typeof takingsResponseSchema.shape.data>;

export function Takings() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [date, setDate] = useState(() => businessToday(new Date()));
  const takings = useTakings(date);
  const rows = takings.data ? takingsRows(takings.data, t, locale) : [];
  return (
    <>
      <div className="mb-3 col-12 col-sm-6 col-lg-3">
        <label htmlFor="takings-date" className="form-label">
          {t('payments.takingsDate')}
        </label>
        <input
          id="takings-date"
          type="date"
          className="form-control form-control-lg"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          data-testid="takings-date"
        />
      </div>
      {takings.isPending ? (
        <Loading />
      ) : takings.isError ? (
        <LoadFailed
          message={localizedErrorMessage(takings.error, locale, t)}
          onRetry={() => void takings.refetch()}
        />
      ) : (
        <DataTable
          caption={t('payments.takingsCaption', {
            date: formatDate(new Date(`${takings.data.date}T00:00:00+07:00`), 'long', locale),
          })}
          testId="takings"
          rows={rows}
          rowKey={(row) => row.key}
          empty={null}
          columns={[
            { key: 'method', header: t('payments.method'), cell: (row) => row.label },
            {
              key: 'count',
              header: t('payments.count'),
              numeric: true,
              cell: (row) => row.count ?? '',
            },
            {
              key: 'amount',
              header: t('payments.sum'),
              numeric: true,
              cell: (row) => <span data-testid={`takings-${row.key}`}>{row.amount}</span>,
            },
          ]}
        />
      )}
    </>
  );
}

function useTakings(date: string) {
  return useQuery({
    queryKey: paymentKeys.takings(date),
    queryFn: ({ signal }) =>
      apiRequest({
        path: paymentPaths.takings,
        query: { date },
        schema: takingsResponseSchema.shape.data,
        signal,
      }),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
}

/** A row a method received by, then the refunds (as a minus) and the net. */
function takingsRows(data: TakingsData, t: TFunction, locale: Locale) {
  return [
    ...data.received.map((r) => ({
      key: r.method,
      label: t(`payments.methods.${r.method}`),
      count: r.count,
      amount: formatBaht(r.amount, locale),
    })),
    {
      key: 'refunded',
      label: t('payments.refundedRow'),
      count: data.refunded.count,
      amount: formatBaht(-data.refunded.amount, locale),
    },
    {
      key: 'net',
      label: t('payments.net'),
      count: null,
      amount: formatBaht(data.net, locale),
    },
  ];
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../lib/load-states';
import { AuditEntries } from './audit-entries';
import { auditKeys, fetchAudit, type AuditFilters } from './audit-api';

// A record's own history (issue 21 item 6): the audit entries of one record (entity + entity_id,
// as the server records them), newest first, with "more" for older ones. Closed at first: the log
// is read when the reader opens it, so the form itself loads as fast as before.

export function useAuditPages(filters: AuditFilters, enabled = true, revision?: number) {
  return useInfiniteQuery({
    queryKey: [...auditKeys.list(filters), revision ?? null],
    queryFn: ({ pageParam, signal }) => fetchAudit(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    enabled,
  });
}

export function AuditPages({
  filters,
  enabled = true,
  showRecord = false,
  revision,
}: {
  filters: AuditFilters;
  enabled?: boolean;
  showRecord?: boolean;
  /** The record's version: a save reads the history again. */
  revision?: number;
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'audit' });
  const pages = useAuditPages(filters, enabled, revision);
  if (pages.isPending) return <Loading />;
  // A failed "more" keeps the pages read so far (the query is in error with its data).
  if (!pages.data) return <LoadFailed onRetry={() => void pages.refetch()} />;
  const entries = pages.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) return <p className="text-body-secondary mb-0">{t('none')}</p>;
  return (
    <>
      <AuditEntries entries={entries} showRecord={showRecord} />
      {pages.isFetchNextPageError ? (
        <LoadFailed onRetry={() => void pages.fetchNextPage()} />
      ) : pages.hasNextPage ? (
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm mt-2"
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
          data-testid="audit-more"
        >
          {pages.isFetchingNextPage ? t('loadingMore') : t('more')}
        </button>
      ) : null}
    </>
  );
}

export function RecordHistory({
  entity,
  entityId,
  revision,
}: {
  /** As the server records it: 'service', 'coupon', 'promotion', 'team', 'store', … */
  entity: string;
  entityId: string;
  /** The record's version as shown: when it moves (a save), the history is read again. */
  revision?: number;
}) {
  const { t } = useTranslation('portal', { keyPrefix: 'audit' });
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <section className="record-history mt-4" data-testid="record-history">
      <h2 className="h6 mb-2">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          aria-expanded={open}
          aria-controls={panel}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('hideHistory') : t('showHistory')}
        </button>
      </h2>
      {open ? (
        <div id={panel}>
          <AuditPages filters={{ entity, entity_id: entityId }} revision={revision} />
        </div>
      ) : null}
    </section>
  );
}

import { useState, type ComponentType, type ReactNode } from 'react';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CouponScopeOptions } from '@changdee/contract/coupons-admin';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { LoadFailed, Loading } from '../../lib/load-states';
import { useDocumentTitle } from '../../lib/use-document-title';
import { couponKeys, fetchScopeOptions } from '../coupons/coupons-api';

// An admin list page of records edited with the scope options of docs/decisions/050 (coupons,
// promotions): the list and the scope options loaded together (one loading and one failure
// state), a title with its "new" button, and the chosen (or new) record's form above the list.
// The page says only how to fetch its list, which form edits a record and how the list reads.

/** What an admin form of a record is given (CouponForm, PromotionForm). */
export interface AdminFormProps<Item> {
  /** The record as read (null: a new one). */
  saved: Item | null;
  options: CouponScopeOptions;
  onSaved(): Promise<void> | void;
  onClose(): void;
}

export function AdminListPage<List, Item extends { id: string }>({
  documentTitle,
  title,
  newLabel,
  newTestId,
  listKey,
  fetchList,
  Form,
  children,
}: {
  documentTitle: string;
  title: string;
  newLabel: string;
  newTestId: string;
  /** The list's query key: invalidated after every save. */
  listKey: QueryKey;
  fetchList(signal: AbortSignal): Promise<List>;
  Form: ComponentType<AdminFormProps<Item>>;
  /** The list as read; `open` shows a record's form. */
  children(list: List, open: (item: Item) => void): ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(documentTitle);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Item | 'new' | null>(null);
  const list = useQuery({ queryKey: listKey, queryFn: ({ signal }) => fetchList(signal) });
  const options = useQuery({
    queryKey: couponKeys.options,
    queryFn: ({ signal }) => fetchScopeOptions(signal),
  });
  if (list.isPending || options.isPending) return <Loading />;
  // Only a first load that failed replaces the page: a failed background refresh keeps the form.
  if (list.data === undefined || options.data === undefined)
    return (
      <LoadFailed
        message={localizedErrorMessage(list.error ?? options.error, locale, t)}
        onRetry={() => {
          void list.refetch();
          void options.refetch();
        }}
      />
    );
  const refresh = () => queryClient.invalidateQueries({ queryKey: listKey });
  return (
    <section className="admin-page">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">{title}</h1>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setOpen('new')}
          data-testid={newTestId}
        >
          {newLabel}
        </button>
      </div>
      {open ? (
        <Form
          key={open === 'new' ? 'new' : open.id}
          saved={open === 'new' ? null : open}
          options={options.data}
          onSaved={refresh}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {children(list.data, setOpen)}
    </section>
  );
}

import { useTranslation } from 'react-i18next';

// A read that failed: the server's words (in the page's language), or "not found", and a retry.

export function LoadError({
  error,
  title,
  notFound,
  retry,
}: {
  error: unknown;
  title: string;
  notFound?: string;
  retry(): void;
}) {
  const { t } = useTranslation('common');
  const status = (error as { status?: number } | null)?.status;
  if (notFound && status === 404)
    return (
      <p className="alert alert-warning" role="alert" data-testid="order-not-found">
        {notFound}
      </p>
    );
  return (
    <div className="alert alert-danger" role="alert">
      <p className="mb-2">
        <strong>{title}</strong> {error instanceof Error ? error.message : ''}
      </p>
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={retry}>
        {t('retry')}
      </button>
    </div>
  );
}

/**
 * A failed load: the server's message (in the request's language) or the app's own words, and a
 * retry. The words come from the app (the shop's bundle carries only the words it shows).
 */
export function LoadError({
  message,
  fallback,
  retryLabel,
  onRetry,
  testId = 'load-error',
  className = 'my-3',
}: {
  message?: string;
  fallback: string;
  retryLabel: string;
  onRetry: () => void;
  testId?: string;
  /** Spacing around the notice (a panel's is tighter than a page's). */
  className?: string;
}) {
  return (
    <div
      className={`alert alert-danger d-flex flex-wrap align-items-center gap-2 ${className}`}
      role="alert"
      data-testid={testId}
    >
      <span className="me-auto">{message || fallback}</span>
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}

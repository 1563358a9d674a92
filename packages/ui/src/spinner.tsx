/**
 * Something is loading: Bootstrap's spinner, with words for screen readers in the page's language.
 * `inline`: a small spinner with its words shown beside it (a panel's list, a QR on its way).
 */
export function Spinner({
  label,
  className,
  inline = false,
}: {
  label: string;
  className?: string;
  inline?: boolean;
}) {
  if (inline)
    return (
      <p
        className={className ?? 'd-flex align-items-center gap-2 small text-body-secondary my-2'}
        role="status"
      >
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        <span>{label}</span>
      </p>
    );
  return (
    <div className={className ?? 'd-flex justify-content-center py-4'} role="status">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

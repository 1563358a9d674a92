/** Something is loading: Bootstrap's spinner, with words for screen readers in the page's language. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div className={className ?? 'd-flex justify-content-center py-4'} role="status">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

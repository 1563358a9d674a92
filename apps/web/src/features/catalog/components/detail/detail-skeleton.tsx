/**
 * The detail page while loading: the same boxes as the desktop page (breadcrumb; title, 400 px
 * gallery and information on the left; the booking panel on the right), so nothing jumps.
 */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <div
      className="container py-3 product-detail"
      aria-busy="true"
      aria-label={label}
      data-testid="product-detail-skeleton"
    >
      <p className="placeholder-glow product-detail__breadcrumb-skeleton mb-2">
        <span className="placeholder col-3" />
      </p>
      <div className="row g-4">
        <div className="col-lg-8">
          <div className="placeholder-glow product-detail__title-skeleton mb-3">
            <span className="placeholder col-8" />
          </div>
          <div className="product-gallery-skeleton placeholder-glow mb-3">
            <span className="placeholder w-100 h-100 d-block" />
          </div>
          <div className="placeholder-glow">
            <span className="placeholder col-2 mb-3 d-block" />
            <span className="placeholder col-12 mb-2 d-block" />
            <span className="placeholder col-10 mb-2 d-block" />
            <span className="placeholder col-11 d-block" />
          </div>
        </div>
        <div className="col-lg-4 d-none d-lg-block placeholder-glow">
          <span className="placeholder w-100 booking-panel-skeleton d-block" />
        </div>
      </div>
    </div>
  );
}

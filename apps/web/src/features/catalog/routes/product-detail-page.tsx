import { useEffect, useId, useState, type ComponentType, type CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { ProductDetail } from '@changdee/contract/catalog';
import { localized } from '@changdee/domain/locale';
import { productPath, productSlug } from '@changdee/domain/product-url';
import { useLocale, useLocalizedNavigate } from '@changdee/ui/lib/use-locale';
import { isApiError } from '@changdee/ui/lib/api-error';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useIsMobile } from '../../../shared/store/global-store';
import { AppLink } from '../../../shared/ui/app-link';
import { ThaiText } from '../../../shared/ui/thai-text';
import { productQueryOptions } from '../api/catalog-api';
import { DetailSkeleton } from '../components/detail/detail-skeleton';
import { InformationSections } from '../components/detail/information-sections';
import { InformationSheet } from '../components/detail/information-sheet';
import { ProductTabs } from '../components/detail/product-tabs';
import { SellingPoints } from '../components/detail/selling-points';
import { FavouriteButton } from '../components/favourite-button';
import { ProductGallery } from '../components/gallery/product-gallery';
import { EmptyState, ErrorState } from '../components/list-states';
import { TypeBadge } from '../components/type-badge';
import { useCatalogSlots } from '../lib/catalog-slots';
import { summaryOf } from '../lib/product-summary';
import { useScrollSpy } from '../lib/use-scroll-spy';
import { useStoreScope } from '../lib/use-store-scope';
import '../catalog.scss';
import { firstLoadFailed } from '@changdee/ui/lib/query-states';

// /product/{name_with_underscores}?id={_id} (spec §2 Product detail). The id identifies the service;
// the name segment follows the current language (the URL is corrected in place when it differs).
// The booking part (quantity, note, coupons, totals, add to cart and book) is the cart's: the app
// hands it in (app/routes/product-page.tsx), so this feature does not reach into another.

export interface ProductBookingProps {
  product: ProductDetail;
  /** desktop: the sticky panel of the right column; mobile: the bottom bar and its sheets. */
  layout: 'desktop' | 'mobile';
  /** This opening of the page: the booking keeps its form when the layout switches. */
  visit: string;
}

export type ProductBookingComponent = ComponentType<ProductBookingProps>;

function NotFound() {
  const { t } = useTranslation('catalog');
  useDocumentTitle(t('detail.notFoundTitle'));
  return (
    <div className="container py-5">
      <EmptyState
        testId="product-not-found"
        title={t('detail.notFoundTitle')}
        body={t('detail.notFoundBody')}
        action={
          <AppLink to="/productList" className="btn btn-primary">
            {t('detail.backToCatalogue')}
          </AppLink>
        }
      />
    </div>
  );
}

/** Which information sections are collapsed; a tab selects its section, opening it (spec §2). */
function useSections(spy: ReturnType<typeof useScrollSpy>) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const select = (index: number) => {
    setCollapsed((current) => {
      if (!current.has(index)) return current;
      const next = new Set(current);
      next.delete(index);
      return next;
    });
    spy.jumpTo(index);
  };
  const toggle = (index: number) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return { collapsed, select, toggle };
}

function ProductBreadcrumb({ name }: { name: string }) {
  const { t } = useTranslation('catalog');
  return (
    <nav aria-label={t('detail.breadcrumb')}>
      <ol className="breadcrumb mb-2">
        <li className="breadcrumb-item">
          <AppLink to="/">{t('detail.home')}</AppLink>
        </li>
        <li className="breadcrumb-item active text-truncate" aria-current="page">
          {name}
        </li>
      </ol>
    </nav>
  );
}

function ProductTitle({ name, product }: { name: string; product: ProductDetail }) {
  return (
    <div className="product-detail__header">
      <h1 className="product-detail__name" data-testid="product-name">
        <ThaiText text={name} />
      </h1>
      <FavouriteButton product={summaryOf(product)} variant="save" />
    </div>
  );
}

/** The type, the tabs (desktop), the selling points and the information sections. */
function ProductInformation({
  product,
  spy,
  sections,
}: {
  product: ProductDetail;
  spy: ReturnType<typeof useScrollSpy>;
  sections: ReturnType<typeof useSections>;
}) {
  const isMobile = useIsMobile();
  return (
    <>
      <div className="d-flex align-items-center gap-2 my-3">
        <TypeBadge type={product.product_type} />
      </div>
      {!isMobile ? (
        <ProductTabs
          informations={product.informations}
          active={spy.active}
          onSelect={sections.select}
        />
      ) : null}
      <SellingPoints points={product.selling_points} />
      <InformationSections
        informations={product.informations}
        collapsed={sections.collapsed}
        onToggle={sections.toggle}
        register={spy.register}
      />
    </>
  );
}

function ProductView({
  product,
  booking: Booking,
}: {
  product: ProductDetail;
  booking: ProductBookingComponent;
}) {
  const locale = useLocale();
  const isMobile = useIsMobile();
  const name = localized(product.name, locale);
  useDocumentTitle(name);
  const [infoOpen, setInfoOpen] = useState(false);
  const visit = useId();
  const spy = useScrollSpy(product.informations.length);
  const sections = useSections(spy);
  const { ProductServiceArea } = useCatalogSlots();

  const breadcrumb = <ProductBreadcrumb name={name} />;
  const title = <ProductTitle name={name} product={product} />;
  // Spec §2: the service-area block between the header and the gallery (a slot the app fills).
  const serviceArea = ProductServiceArea ? <ProductServiceArea product={product} /> : null;
  const information = <ProductInformation product={product} spy={spy} sections={sections} />;
  const stickyTop = { '--catalog-sticky-top': `${spy.stickyTop}px` } as CSSProperties;

  if (!isMobile) {
    // Spec §2 desktop: the gallery and the information on the left, the booking panel sticking on
    // the right, so the total and the book button are in view from the start.
    return (
      <div className="product-detail container py-3" style={stickyTop} data-testid="product-detail">
        {breadcrumb}
        <div className="row g-4">
          <div className="col-lg-8">
            {title}
            {serviceArea}
            <ProductGallery images={product.images} name={name} />
            {information}
          </div>
          <div className="col-lg-4">
            <div className="booking-panel-sticky">
              <Booking product={product} layout="desktop" visit={visit} />
            </div>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div
      className="product-detail product-detail--mobile"
      style={stickyTop}
      data-testid="product-detail"
    >
      <div className="container pt-3">
        {breadcrumb}
        {title}
        {serviceArea}
      </div>
      <ProductGallery images={product.images} name={name} />
      <div className="container pb-5">{information}</div>
      <InformationSheet
        informations={product.informations}
        active={spy.active}
        show={infoOpen}
        onShow={() => setInfoOpen(true)}
        onHide={() => setInfoOpen(false)}
        onSelect={sections.select}
      />
      <Booking product={product} layout="mobile" visit={visit} />
    </div>
  );
}

function ProductLoader({
  storeId,
  productId,
  booking,
}: {
  storeId: string;
  productId: string;
  booking: ProductBookingComponent;
}) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const navigate = useLocalizedNavigate();
  const { index } = useParams();
  const query = useQuery(productQueryOptions(storeId, productId));
  const product = query.data;

  // Keep the name segment in the page's language (e.g. after switching language).
  useEffect(() => {
    if (product && index !== productSlug(localized(product.name, locale))) {
      navigate(productPath(product, locale), { replace: true, preventScrollReset: true });
    }
  }, [product, index, locale, navigate]);

  if (query.isPending) return <DetailSkeleton label={t('detail.loading')} />;
  if (firstLoadFailed(query)) {
    const error = query.error!;
    // An unknown, other-channel or malformed id is "not found", not a crash.
    if (isApiError(error) && (error.status === 404 || error.code === 'VALIDATION_FAILED'))
      return <NotFound />;
    return (
      <div className="container py-4">
        <ErrorState message={error.message} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  // A new product (another id) starts with a fresh form.
  return <ProductView key={product!._id} product={product!} booking={booking} />;
}

/** The page, given the booking part to show (the app's route module composes it). */
export function ProductDetailPage({ booking }: { booking: ProductBookingComponent }) {
  const { t } = useTranslation('catalog');
  const scope = useStoreScope();
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id) return <NotFound />;
  if (!scope) return <EmptyState title={t('states.noStore')} />;
  return <ProductLoader storeId={scope.storeId} productId={id} booking={booking} />;
}

import { useTranslation } from 'react-i18next';
import type { Promotion } from '@changdee/contract/cart';
import type { ProductSummary } from '@changdee/contract/catalog';
import { localized } from '@changdee/domain/locale';
import { productPath } from '@changdee/domain/product-url';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { AppLink } from '../../../shared/ui/app-link';
import { ProductImage } from '../../../shared/ui/product-image';
import { ProductPrice } from '../../../shared/ui/product-price';
import { ThaiText } from '../../../shared/ui/thai-text';
import { useCatalogSlots } from '../lib/catalog-slots';
import { FavouriteButton } from './favourite-button';
import { TypeBadge } from './type-badge';

/**
 * Spec §2 card: image with the favourite star, survey/installation badge, name in the current
 * language, price in baht (with the promotion when one runs) and 'choose' to the product page.
 * Every part has a fixed box (4:3 image, a name of two lines, three in English, a price line), so
 * the skeleton and the card take the same room.
 */
export function ProductCard({
  product,
  promotion,
  headingLevel = 2,
  firstScreen,
}: {
  product: ProductSummary;
  /** The product's running promotion: the card shows its price (spec §2). */
  promotion?: Promotion | null;
  headingLevel?: 2 | 3;
  /**
   * A card of the first screen: its image loads at once, not lazily ('lcp': a card of the first
   * row, whose image is likely the largest paint, fetched at high priority).
   */
  firstScreen?: 'lcp' | 'eager';
}) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const name = localized(product.name, locale);
  const href = productPath(product, locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { CardRibbon } = useCatalogSlots();
  return (
    <article
      className="card product-card h-100"
      data-testid="product-card"
      data-sku={product.sku_code}
    >
      <div className="product-card__media">
        <AppLink to={href} tabIndex={-1} aria-hidden="true" className="product-card__image-link">
          <ProductImage
            src={product.image?.thumbnail ?? product.image?.url}
            alt=""
            width={240}
            height={180}
            loading={firstScreen ? 'eager' : 'lazy'}
            decoding="async"
            {...(firstScreen === 'lcp' ? { fetchPriority: 'high' as const } : {})}
          />
        </AppLink>
        <FavouriteButton product={product} variant="star" className="product-card__favourite" />
        {CardRibbon ? <CardRibbon product={product} /> : null}
      </div>
      <div className="card-body d-flex flex-column gap-2">
        <div>
          <TypeBadge type={product.product_type} />
        </div>
        <Heading className="product-card__name" title={name}>
          <ThaiText text={name} />
        </Heading>
        <ProductPrice product={product} promotion={promotion} className="product-card__price" />
        <AppLink
          to={href}
          className="btn btn-primary mt-auto"
          aria-label={t('card.chooseLabel', { name })}
        >
          {t('card.choose')}
        </AppLink>
      </div>
    </article>
  );
}

/** The card's placeholder while loading: same boxes, no content. */
export function ProductCardSkeleton() {
  return (
    <div
      className="card product-card product-card--skeleton h-100"
      aria-hidden="true"
      data-testid="product-card-skeleton"
    >
      <div className="product-card__media placeholder-glow">
        <span className="placeholder w-100 h-100 d-block" />
      </div>
      <div className="card-body d-flex flex-column gap-2 placeholder-glow">
        <div>
          <span className="placeholder col-4 type-badge-skeleton" />
        </div>
        <div className="product-card__name">
          <span className="placeholder col-11" />
          <span className="placeholder col-7" />
        </div>
        <p className="product-card__price mb-0">
          <span className="placeholder col-5" />
        </p>
        <span className="btn btn-primary disabled placeholder mt-auto" />
      </div>
    </div>
  );
}

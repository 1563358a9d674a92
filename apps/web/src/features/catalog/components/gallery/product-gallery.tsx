import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Pagination } from 'swiper/modules';
import type { ProductImage as ProductImageData } from '@changdee/contract/catalog';
import { localized } from '@changdee/domain/locale';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { cx } from '@changdee/ui/lib/cx';
import { useIsMobile } from '../../../../shared/store/global-store';
import { mosaicLayout } from '../../lib/gallery-layout';
import { SLIDE_SPEED_MS, SWIPER_SLIDE_LABEL } from '../../lib/constants';
import { ImagesIcon } from '../icons';
import { ProductImage } from '../../../../shared/ui/product-image';
import { GalleryModal } from './gallery-modal';
import 'swiper/css';
import 'swiper/css/pagination';

/**
 * Spec §2 image gallery. Desktop: a 400 px mosaic whose layout changes at 1, 2, 3, 4 and 5+ images,
 * with '+N images' on the last tile beyond five; any tile opens the modal there. Mobile: an
 * edge-to-edge swipe slider with a fraction pager; a tap opens it full screen.
 */
export function ProductGallery({
  images,
  name,
}: {
  images: readonly ProductImageData[];
  name: string;
}) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const isMobile = useIsMobile();
  const [openAt, setOpenAt] = useState<number | null>(null);
  const [mobileIndex, setMobileIndex] = useState(0);
  const count = images.length;
  const layout = mosaicLayout(count);
  const altOf = (image: ProductImageData, index: number) =>
    localized(image.alt, locale) || t('gallery.imageOf', { name, index: index + 1, count });

  const modal = (
    <GalleryModal
      images={images}
      name={name}
      openAt={openAt}
      onClose={() => setOpenAt(null)}
      fullscreen={isMobile}
    />
  );

  if (count === 0) {
    return (
      <div className="product-gallery product-gallery--empty" data-testid="product-gallery">
        <ProductImage
          src={null}
          alt={t('gallery.noImages')}
          className="product-gallery__placeholder"
        />
      </div>
    );
  }

  if (isMobile) {
    return (
      <div className="product-gallery-mobile" data-testid="product-gallery-mobile">
        <Swiper
          modules={[Pagination, A11y]}
          speed={SLIDE_SPEED_MS}
          pagination={{ type: 'fraction' }}
          onSlideChange={(instance) => setMobileIndex(instance.activeIndex)}
          a11y={{ slideLabelMessage: t('gallery.slideLabel', SWIPER_SLIDE_LABEL) }}
        >
          {images.map((image, index) => (
            <SwiperSlide key={image.url}>
              <button
                type="button"
                className="product-gallery-mobile__slide"
                onClick={() => setOpenAt(index)}
                aria-label={t('gallery.openImage', { index: index + 1, count })}
              >
                <ProductImage
                  src={image.url}
                  alt={altOf(image, index)}
                  width={800}
                  height={600}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  {...(index === 0 ? { fetchPriority: 'high' as const } : {})}
                />
              </button>
            </SwiperSlide>
          ))}
        </Swiper>
        <span className="visually-hidden" aria-live="polite">
          {t('gallery.counter', { index: mobileIndex + 1, count })}
        </span>
        {modal}
      </div>
    );
  }

  return (
    <div
      className={cx('product-gallery', `product-gallery--${layout.variant}`)}
      data-testid="product-gallery"
      data-layout={layout.variant}
    >
      {images.slice(0, layout.tiles).map((image, index) => {
        const last = index === layout.tiles - 1;
        return (
          <button
            key={image.url}
            type="button"
            className={cx('product-gallery__tile', index === 0 && 'product-gallery__tile--main')}
            onClick={() => setOpenAt(index)}
            aria-label={
              last && layout.more > 0
                ? t('gallery.openMore', { count: layout.more })
                : t('gallery.openImage', { index: index + 1, count })
            }
            data-testid="gallery-tile"
          >
            <ProductImage
              src={image.url}
              alt={altOf(image, index)}
              loading={index === 0 ? 'eager' : 'lazy'}
              {...(index === 0 ? { fetchPriority: 'high' as const } : {})}
            />
            {last && layout.more > 0 ? (
              <span className="product-gallery__more" data-testid="gallery-more">
                <ImagesIcon size={22} />
                <span>{t('gallery.more', { count: layout.more })}</span>
              </span>
            ) : null}
          </button>
        );
      })}
      {modal}
    </div>
  );
}

import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Pagination } from 'swiper/modules';
import type { ProductImage as ProductImageData } from '@changdee/contract/catalog';
import { cx } from '@changdee/ui/lib/cx';
import { useIsMobile } from '../../../../shared/store/global-store';
import { mosaicLayout } from '../../lib/gallery-layout';
import { SLIDE_SPEED_MS, SWIPER_SLIDE_LABEL } from '../../lib/constants';
import { ImagesIcon } from '../icons';
import { ProductImage } from '../../../../shared/ui/product-image';
import { GalleryModal } from './gallery-modal';
import { useImageAlt } from './use-image-alt';
import 'swiper/css';
import 'swiper/css/pagination';

type Images = readonly ProductImageData[];

/** The first image is the page's largest paint: fetched at once and first. */
const priorityOf = (index: number) =>
  index === 0
    ? { loading: 'eager' as const, fetchPriority: 'high' as const }
    : { loading: 'lazy' as const };

/**
 * Spec §2 image gallery. Desktop: a 400 px mosaic whose layout changes at 1, 2, 3, 4 and 5+ images,
 * with '+N images' on the last tile beyond five; any tile opens the modal there. Mobile: an
 * edge-to-edge swipe slider with a fraction pager; a tap opens it full screen.
 */
export function ProductGallery({ images, name }: { images: Images; name: string }) {
  const { t } = useTranslation('catalog');
  const isMobile = useIsMobile();
  const [openAt, setOpenAt] = useState<number | null>(null);

  const modal = (
    <GalleryModal
      images={images}
      name={name}
      openAt={openAt}
      onClose={() => setOpenAt(null)}
      fullscreen={isMobile}
    />
  );

  if (images.length === 0) {
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
  const Gallery = isMobile ? SwipeGallery : MosaicGallery;
  return (
    <Gallery images={images} name={name} onOpen={setOpenAt}>
      {modal}
    </Gallery>
  );
}

interface GalleryProps {
  images: Images;
  name: string;
  onOpen: (index: number) => void;
  /** The modal the images open in. */
  children: ReactNode;
}

/** Mobile: an edge-to-edge swipe slider with a fraction pager; a tap opens it full screen. */
function SwipeGallery({ images, name, onOpen, children }: GalleryProps) {
  const { t } = useTranslation('catalog');
  const [index, setIndex] = useState(0);
  const count = images.length;
  const altOf = useImageAlt(name, count);
  return (
    <div className="product-gallery-mobile" data-testid="product-gallery-mobile">
      <Swiper
        modules={[Pagination, A11y]}
        speed={SLIDE_SPEED_MS}
        pagination={{ type: 'fraction' }}
        onSlideChange={(instance) => setIndex(instance.activeIndex)}
        a11y={{ slideLabelMessage: t('gallery.slideLabel', SWIPER_SLIDE_LABEL) }}
      >
        {images.map((image, at) => (
          <SwiperSlide key={image.url}>
            <button
              type="button"
              className="product-gallery-mobile__slide"
              onClick={() => onOpen(at)}
              aria-label={t('gallery.openImage', { index: at + 1, count })}
            >
              <ProductImage
                src={image.url}
                alt={altOf(image, at)}
                width={800}
                height={600}
                {...priorityOf(at)}
              />
            </button>
          </SwiperSlide>
        ))}
      </Swiper>
      <span className="visually-hidden" aria-live="polite">
        {t('gallery.counter', { index: index + 1, count })}
      </span>
      {children}
    </div>
  );
}

/**
 * Desktop: a 400 px mosaic whose layout changes at 1, 2, 3, 4 and 5+ images, with '+N images' on
 * the last tile beyond five.
 */
function MosaicGallery({ images, name, onOpen, children }: GalleryProps) {
  const { t } = useTranslation('catalog');
  const count = images.length;
  const layout = mosaicLayout(count);
  const altOf = useImageAlt(name, count);
  return (
    <div
      className={cx('product-gallery', `product-gallery--${layout.variant}`)}
      data-testid="product-gallery"
      data-layout={layout.variant}
    >
      {images.slice(0, layout.tiles).map((image, index) => {
        const more = index === layout.tiles - 1 ? layout.more : 0;
        return (
          <button
            key={image.url}
            type="button"
            className={cx('product-gallery__tile', index === 0 && 'product-gallery__tile--main')}
            onClick={() => onOpen(index)}
            aria-label={
              more > 0
                ? t('gallery.openMore', { count: more })
                : t('gallery.openImage', { index: index + 1, count })
            }
            data-testid="gallery-tile"
          >
            <ProductImage src={image.url} alt={altOf(image, index)} {...priorityOf(index)} />
            {more > 0 ? (
              <span className="product-gallery__more" data-testid="gallery-more">
                <ImagesIcon size={22} />
                <span>{t('gallery.more', { count: more })}</span>
              </span>
            ) : null}
          </button>
        );
      })}
      {children}
    </div>
  );
}

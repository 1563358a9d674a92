import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import type { ProductImage as ProductImageData } from '@changdee/contract/catalog';
import { SLIDE_SPEED_MS, SWIPER_SLIDE_LABEL } from '../../lib/constants';
import { useImageDownload } from '../../lib/use-image-download';
import { ChevronLeftIcon, ChevronRightIcon, DownloadIcon } from '../icons';
import { ProductImage } from '../../../../shared/ui/product-image';
import { useImageAlt } from './use-image-alt';

export interface GalleryModalProps {
  images: readonly ProductImageData[];
  name: string;
  /** The image to open at; null when closed. */
  openAt: number | null;
  onClose: () => void;
  /** Mobile: full screen (swipe or arrows); desktop: the 1140 px dialog. */
  fullscreen: boolean;
}

/**
 * Spec §2: the gallery's modal with left and right arrows (on phones too, beside the swipe) and a
 * download button; 300 ms slides.
 */
export function GalleryModal({ images, name, openAt, onClose, fullscreen }: GalleryModalProps) {
  const { t } = useTranslation('catalog');
  const download = useImageDownload();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [index, setIndex] = useState(openAt ?? 0);
  const [openedAt, setOpenedAt] = useState(openAt);
  if (openedAt !== openAt) {
    setOpenedAt(openAt);
    if (openAt !== null) setIndex(openAt);
  }
  const current = images[index];
  const count = images.length;
  const altOf = useImageAlt(name, count);

  return (
    <Modal
      show={openAt !== null}
      onHide={onClose}
      size="xl"
      centered={!fullscreen}
      fullscreen={fullscreen ? true : undefined}
      className="gallery-modal"
      aria-labelledby="gallery-modal-title"
    >
      <Modal.Header closeButton closeLabel={t('gallery.close')}>
        <Modal.Title id="gallery-modal-title" className="h6 mb-0 text-truncate">
          {name}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="gallery-modal__body">
        {openAt !== null ? (
          <Swiper
            modules={[Keyboard, A11y]}
            initialSlide={openAt}
            speed={SLIDE_SPEED_MS}
            keyboard={{ enabled: true }}
            a11y={{
              prevSlideMessage: t('gallery.previous'),
              nextSlideMessage: t('gallery.next'),
              slideLabelMessage: t('gallery.slideLabel', SWIPER_SLIDE_LABEL),
            }}
            onSwiper={setSwiper}
            onSlideChange={(instance) => setIndex(instance.activeIndex)}
            className="gallery-modal__swiper"
          >
            {images.map((image, i) => (
              <SwiperSlide key={image.url}>
                <ProductImage
                  src={image.url}
                  alt={altOf(image, i)}
                  className="gallery-modal__image"
                  data-testid="gallery-modal-image"
                />
              </SwiperSlide>
            ))}
          </Swiper>
        ) : null}
        {count > 1 ? <GalleryArrows swiper={swiper} index={index} count={count} /> : null}
      </Modal.Body>
      <Modal.Footer className="justify-content-between">
        <span className="text-body-secondary" aria-live="polite" data-testid="gallery-counter">
          {t('gallery.counter', { index: index + 1, count })}
        </span>
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => current && void download(current.url)}
          disabled={!current}
          data-testid="gallery-download"
        >
          <DownloadIcon size={18} /> <span className="ms-1">{t('gallery.download')}</span>
        </button>
      </Modal.Footer>
    </Modal>
  );
}

/** Left and right arrows (on phones too, beside the swipe). */
function GalleryArrows({
  swiper,
  index,
  count,
}: {
  swiper: SwiperInstance | null;
  index: number;
  count: number;
}) {
  const { t } = useTranslation('catalog');
  return (
    <>
      <button
        type="button"
        className="btn gallery-modal__arrow gallery-modal__arrow--prev"
        onClick={() => swiper?.slidePrev()}
        disabled={index === 0}
        aria-label={t('gallery.previous')}
        data-testid="gallery-prev"
      >
        <ChevronLeftIcon size={28} />
      </button>
      <button
        type="button"
        className="btn gallery-modal__arrow gallery-modal__arrow--next"
        onClick={() => swiper?.slideNext()}
        disabled={index === count - 1}
        aria-label={t('gallery.next')}
        data-testid="gallery-next"
      >
        <ChevronRightIcon size={28} />
      </button>
    </>
  );
}

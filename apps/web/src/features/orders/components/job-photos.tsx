import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { TrackingAnswer } from '@changdee/contract/tracking';
import { formatDate } from '@changdee/domain/date-format';
import type { Locale } from '@changdee/domain/locale';

// The photos the technician took of the completed job (issue 28 item 6): thumbnails, each opens
// the photo whole in a dialog. Served through the customer's own link.

type Photo = TrackingAnswer['photos'][number];

export function JobPhotos({ photos, locale }: { photos: readonly Photo[]; locale: Locale }) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState<number | null>(null);
  const alt = (index: number) =>
    t('customer.photoAlt', {
      n: index + 1,
      total: photos.length,
      date: formatDate(new Date(photos[index]!.at), 'short', locale),
    });
  return (
    <>
      <ul className="customer-tracking__photos list-unstyled mb-0">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              className="customer-tracking__photo"
              onClick={() => setOpen(index)}
              data-testid="job-photo"
            >
              <img src={photo.url} alt={alt(index)} width={96} height={96} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <Modal
        show={open !== null}
        onHide={() => setOpen(null)}
        centered
        size="lg"
        aria-labelledby="job-photo-title"
        data-testid="job-photo-dialog"
      >
        <Modal.Header closeButton closeLabel={t('customer.closePhoto')}>
          <Modal.Title id="job-photo-title" className="h6">
            {open === null ? '' : alt(open)}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {open === null ? null : (
            <img src={photos[open]!.url} alt={alt(open)} className="img-fluid d-block mx-auto" />
          )}
        </Modal.Body>
      </Modal>
    </>
  );
}

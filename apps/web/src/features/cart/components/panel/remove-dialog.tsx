import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

/** Spec §2: removing a line asks first (its coupon goes with it). */
export function RemoveDialog({
  name,
  show,
  onConfirm,
  onCancel,
}: {
  /** The product's name in the page's language; null when nothing is being removed. */
  name: string | null;
  show: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('cart');
  return (
    <Modal
      show={show}
      onHide={onCancel}
      centered
      size="sm"
      className="stacked-sheet"
      backdropClassName="stacked-sheet-backdrop"
      aria-labelledby="cart-remove-title"
      data-testid="remove-dialog"
    >
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title id="cart-remove-title" className="h5">
          {t('panel.removeTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{t('panel.removeBody', { name: name ?? '' })}</Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('panel.removeCancel')}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          onClick={onConfirm}
          data-testid="remove-confirm"
        >
          {t('panel.removeConfirm')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}

import { useRef, useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import type { ProductInformation } from '@changdee/contract/catalog';
import { localized } from '@changdee/domain/locale';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { cx } from '@changdee/ui/lib/cx';
import { useKeepToastsAbove } from '../../../../shared/notifications/toast-clearance';
import { SHEET_MAX_HEIGHT_PX } from '../../lib/constants';
import { InfoIcon } from '../icons';

/**
 * Spec §2 mobile: the floating button that opens a bottom sheet of the information tabs (at most
 * 465 px high); picking one jumps to its section once the sheet has gone.
 */
export function InformationSheet({
  informations,
  active,
  show,
  onShow,
  onHide,
  onSelect,
}: {
  informations: readonly ProductInformation[];
  active: number;
  show: boolean;
  onShow: () => void;
  onHide: () => void;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  // The jump waits until the sheet has gone: while it is open the page cannot scroll.
  const [picked, setPicked] = useState<number | null>(null);
  const fab = useRef<HTMLButtonElement>(null);
  useKeepToastsAbove(fab);
  if (informations.length === 0) return null;
  return (
    <>
      <button
        ref={fab}
        type="button"
        className="btn btn-primary information-fab"
        onClick={onShow}
        aria-label={t('information.open')}
        data-testid="information-fab"
      >
        <InfoIcon size={22} />
      </button>
      <Offcanvas
        show={show}
        onHide={onHide}
        onExited={() => {
          if (picked !== null) onSelect(picked);
          setPicked(null);
        }}
        placement="bottom"
        className="bottom-sheet"
        style={{ maxHeight: SHEET_MAX_HEIGHT_PX.information }}
        aria-labelledby="information-sheet-title"
        data-testid="information-sheet"
      >
        <Offcanvas.Header closeButton closeLabel={t('sheet.close')}>
          <Offcanvas.Title id="information-sheet-title" className="h6">
            {t('information.sheetTitle')}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body className="p-0">
          <ul className="list-group list-group-flush">
            {informations.map((info, index) => (
              <li key={index} className="list-group-item p-0">
                <button
                  type="button"
                  className={cx(
                    'information-sheet__item',
                    active === index && 'information-sheet__item--active',
                  )}
                  aria-current={active === index ? 'location' : undefined}
                  onClick={() => {
                    setPicked(index);
                    onHide();
                  }}
                  data-testid="information-sheet-item"
                >
                  {localized(info.title, locale)}
                </button>
              </li>
            ))}
          </ul>
        </Offcanvas.Body>
      </Offcanvas>
    </>
  );
}

import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { LocationType } from '@changdee/domain/locations';
import { useIsMobile } from '../../../shared/store/global-store';
import { ChevronDownIcon } from './icons';
import { PickerList, type PickerListProps } from './picker-list';

// One of the panel's four pickers (spec §2): a field showing the choice; it opens a dropdown on
// desktop and a full-screen sheet on phones, each with its own search and list.

export interface LocationPickerProps<T> extends Omit<
  PickerListProps<T>,
  'id' | 'searchLabel' | 'onPick'
> {
  field: LocationType;
  /** The chosen value's text, or null. */
  value: string | null;
  disabled: boolean;
  onPick: (item: T) => void;
}

export function LocationPicker<T>({
  field,
  value,
  disabled,
  onPick,
  ...list
}: LocationPickerProps<T>) {
  const { t } = useTranslation('location');
  const isMobile = useIsMobile();
  const id = useId();
  const [opened, setOpen] = useState(false);
  // A picker that becomes disabled (no employee any more) shows closed.
  const open = opened && !disabled;
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const label = t(`picker.${field}.label`);
  const searchLabel = t(`picker.${field}.search`);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };
  const pick = (item: T) => {
    onPick(item);
    close(true);
  };

  // The desktop dropdown closes on a click elsewhere.
  useCloseOnClickOutside(wrapperRef, open && !isMobile, setOpen);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      // The panel itself closes on Escape too: only the dropdown should.
      event.stopPropagation();
      close(true);
    }
  };

  const content = (
    <PickerList {...list} id={`${id}-list`} searchLabel={searchLabel} onPick={pick} />
  );

  return (
    <div
      className="location-picker"
      ref={wrapperRef}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!isMobile && open && !wrapperRef.current?.contains(event.relatedTarget as Node | null))
          setOpen(false);
      }}
      data-testid={`location-picker-${field}`}
    >
      <span className="form-label d-block" id={`${id}-label`}>
        {label}
      </span>
      <PickerField
        ref={triggerRef}
        id={id}
        open={open}
        disabled={disabled}
        text={value ?? t(`picker.${field}.placeholder`)}
        chosen={value !== null}
        onClick={() => setOpen((current) => !current)}
      />
      {open && !isMobile ? (
        <div className="location-picker__menu" id={`${id}-popup`}>
          {content}
        </div>
      ) : null}
      {isMobile ? (
        <PickerSheet id={id} show={open} title={label} onHide={() => close(true)}>
          {content}
        </PickerSheet>
      ) : null}
    </div>
  );
}

/** While `active`, a pointer press outside `ref` sets open to false. */
function useCloseOnClickOutside(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  setOpen: (open: boolean) => void,
) {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [ref, active, setOpen]);
}

/** The field showing the choice (or the placeholder); it opens and closes the picker. */
function PickerField({
  ref,
  id,
  open,
  disabled,
  text,
  chosen,
  onClick,
}: {
  ref: RefObject<HTMLButtonElement | null>;
  id: string;
  open: boolean;
  disabled: boolean;
  text: string;
  chosen: boolean;
  onClick: () => void;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className="form-select location-picker__field"
      aria-labelledby={`${id}-label ${id}-value`}
      aria-expanded={open}
      aria-controls={open ? `${id}-popup` : undefined}
      disabled={disabled}
      onClick={onClick}
    >
      <span id={`${id}-value`} className={chosen ? undefined : 'text-body-secondary'}>
        {text}
      </span>
      <ChevronDownIcon className="location-picker__chevron" size={16} />
    </button>
  );
}

/** On phones the picker is a full-screen sheet. */
function PickerSheet({
  id,
  show,
  title,
  onHide,
  children,
}: {
  id: string;
  show: boolean;
  title: string;
  onHide: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('location');
  return (
    <Modal
      show={show}
      onHide={onHide}
      fullscreen
      className="location-picker__sheet"
      aria-labelledby={`${id}-sheet-title`}
      id={`${id}-popup`}
      restoreFocus={false}
    >
      <Modal.Header closeButton closeLabel={t('picker.close')}>
        <Modal.Title as="h3" className="h5" id={`${id}-sheet-title`}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="d-flex flex-column">{children}</Modal.Body>
    </Modal>
  );
}

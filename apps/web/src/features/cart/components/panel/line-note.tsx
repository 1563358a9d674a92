import { useId, useState, type ReactNode } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import { isNoteValid, noteState } from '@changdee/domain/customer-note';
import { cx } from '@changdee/ui/lib/cx';
import { ruleText } from '../../../../shared/lib/rule-text';
import { useIsMobile } from '../../../../shared/store/global-store';
import { SHEET_MAX_HEIGHT_PX } from '../../lib/constants';
import { NoteEditor } from '../note-editor';

/**
 * A cart line's customer note: shown as text with an edit button; editing happens in place on
 * desktop and in a bottom sheet (at most 465 px high) on phones (spec §2). A note that breaks the
 * rules (e.g. one saved before them) is marked and says why.
 */
export function LineNote({
  note,
  productName,
  onSave,
}: {
  note: string;
  productName: string;
  onSave: (note: string) => void;
}) {
  const isMobile = useIsMobile();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(note);
  const start = () => {
    setDraft(note);
    setEditing(true);
  };
  const editor = (
    <NoteDraft
      draft={draft}
      onChange={setDraft}
      onCancel={() => setEditing(false)}
      onSave={() => {
        onSave(draft);
        setEditing(false);
      }}
    />
  );

  return (
    <div className="line-note" data-testid="line-note">
      {editing && !isMobile ? (
        editor
      ) : (
        <NoteText id={id} note={note} productName={productName} onEdit={start} />
      )}
      {isMobile ? (
        <NoteSheet id={id} show={editing} onHide={() => setEditing(false)}>
          {editor}
        </NoteSheet>
      ) : null}
    </div>
  );
}

function NoteDraft({
  draft,
  onChange,
  onCancel,
  onSave,
}: {
  draft: string;
  onChange: (draft: string) => void;
  onCancel: () => void;
  onSave: () => void;
}) {
  const { t } = useTranslation('cart');
  return (
    <div className="d-flex flex-column gap-2">
      <NoteEditor value={draft} onChange={onChange} rows={3} autoFocus />
      <div className="d-flex gap-2 justify-content-end">
        <button type="button" className="btn btn-link btn-sm" onClick={onCancel}>
          {t('panel.cancelNote')}
        </button>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={!isNoteValid(draft)}
          onClick={onSave}
          data-testid="line-note-save"
        >
          {t('panel.saveNote')}
        </button>
      </div>
    </div>
  );
}

/** The note as text (marked, with why, when it breaks the rules) and its edit button. */
function NoteText({
  id,
  note,
  productName,
  onEdit,
}: {
  id: string;
  note: string;
  productName: string;
  onEdit: () => void;
}) {
  const { t } = useTranslation('cart');
  const state = noteState(note);
  return (
    <div className="d-flex align-items-start gap-2">
      <p
        id={`${id}-note`}
        className={cx(
          'line-note__text mb-0',
          !note && 'text-body-secondary',
          state.invalid && 'text-danger',
        )}
        data-testid="line-note-text"
      >
        <span className="fw-semibold">{t('panel.note')}:</span> {note || t('panel.noNote')}
        {state.invalid ? (
          <span className="d-block small" data-testid="line-note-error">
            {state.messages.map((message) => ruleText(t, message)).join(' ')}
          </span>
        ) : null}
      </p>
      <button
        type="button"
        className="btn btn-link btn-sm px-0 ms-auto text-nowrap"
        onClick={onEdit}
        aria-label={t('panel.editNoteLabel', { name: productName })}
        data-testid="line-note-edit"
      >
        {t('panel.editNote')}
      </button>
    </div>
  );
}

/** On phones the note is edited in a bottom sheet, at most 465 px high. */
function NoteSheet({
  id,
  show,
  onHide,
  children,
}: {
  id: string;
  show: boolean;
  onHide: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('cart');
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      placement="bottom"
      className="bottom-sheet stacked-sheet"
      backdropClassName="stacked-sheet-backdrop"
      style={{ maxHeight: SHEET_MAX_HEIGHT_PX.cartNote }}
      aria-labelledby={`${id}-sheet-title`}
      data-testid="line-note-sheet"
    >
      <Offcanvas.Header closeButton closeLabel={t('close')}>
        <Offcanvas.Title id={`${id}-sheet-title`} className="h6">
          {t('panel.noteSheetTitle')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>{children}</Offcanvas.Body>
    </Offcanvas>
  );
}

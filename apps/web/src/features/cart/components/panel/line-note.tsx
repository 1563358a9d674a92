import { useId, useState } from 'react';
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
  const { t } = useTranslation('cart');
  const isMobile = useIsMobile();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(note);
  const state = noteState(note);
  const start = () => {
    setDraft(note);
    setEditing(true);
  };
  const save = () => {
    onSave(draft);
    setEditing(false);
  };
  const editor = (
    <div className="d-flex flex-column gap-2">
      <NoteEditor value={draft} onChange={setDraft} rows={3} autoFocus />
      <div className="d-flex gap-2 justify-content-end">
        <button type="button" className="btn btn-link btn-sm" onClick={() => setEditing(false)}>
          {t('panel.cancelNote')}
        </button>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={!isNoteValid(draft)}
          onClick={save}
          data-testid="line-note-save"
        >
          {t('panel.saveNote')}
        </button>
      </div>
    </div>
  );

  return (
    <div className="line-note" data-testid="line-note">
      {editing && !isMobile ? (
        editor
      ) : (
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
            onClick={start}
            aria-label={t('panel.editNoteLabel', { name: productName })}
            data-testid="line-note-edit"
          >
            {t('panel.editNote')}
          </button>
        </div>
      )}
      {isMobile ? (
        <Offcanvas
          show={editing}
          onHide={() => setEditing(false)}
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
          <Offcanvas.Body>{editor}</Offcanvas.Body>
        </Offcanvas>
      ) : null}
    </div>
  );
}

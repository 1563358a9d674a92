import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../shared/i18n/i18n';
import en from '../i18n/en.json';
import th from '../i18n/th.json';
import { NoteEditor } from './note-editor';

// A note that reaches the editor without being typed (e.g. from the cart) is checked too.
function renderNote(value: string) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <NoteEditor value={value} onChange={() => {}} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('the note message names the rule that failed (spec §5)', () => {
  beforeAll(() => {
    initI18n('th', { th: { cart: th }, en: { cart: en } });
  });

  it('characters that are not allowed', () => {
    renderNote('ติดตั้งชั้น 2 😀');
    expect(screen.getByTestId('note-error')).toHaveTextContent(
      'หมายเหตุมีอักขระที่ใช้ไม่ได้ (อีโมจิหรือสัญลักษณ์)',
    );
    expect(screen.getByTestId('note-error')).not.toHaveTextContent('ยาวเกิน');
  });

  it('too long, and both at once', () => {
    renderNote(`${'ก'.repeat(251)}©`);
    const message = screen.getByTestId('note-error');
    expect(message).toHaveTextContent('หมายเหตุยาวเกินไป: 252 ตัวอักษร ใส่ได้ไม่เกิน 250 ตัวอักษร');
    expect(message).toHaveTextContent('อีโมจิหรือสัญลักษณ์');
  });

  it('no message for a valid note', () => {
    renderNote('ชั้น 2 ห้องนอน');
    expect(screen.queryByTestId('note-error')).not.toBeInTheDocument();
  });
});

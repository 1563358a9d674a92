import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BilingualField, type Bilingual } from './bilingual-field';

// The Thai and English inputs of one text: labelled, Thai first, each change keeping the other
// language, a refusal marked on its own input.

function Harness({
  onChange,
  ...props
}: Partial<Parameters<typeof BilingualField>[0]> & { onChange(next: Bilingual): void }) {
  const [value, setValue] = useState<Bilingual>({ th: 'ชื่อ', en: 'Name' });
  return (
    <BilingualField
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      label={(lang) => `Name (${lang})`}
      id={(lang) => `name-${lang}`}
      {...props}
    />
  );
}

describe('BilingualField', () => {
  it('labels each language and changes one keeping the other', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Harness onChange={onChange} error={(lang) => (lang === 'en' ? 'Too long' : undefined)} />,
    );
    const th = screen.getByLabelText('Name (th)');
    const en = screen.getByLabelText('Name (en)');
    expect(th).toHaveValue('ชื่อ');
    expect(th.id).toBe('name-th');
    expect(th.compareDocumentPosition(en) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(en).toHaveClass('is-invalid');
    expect(th).not.toHaveClass('is-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Too long');
    await user.type(en, '!');
    expect(onChange).toHaveBeenLastCalledWith({ th: 'ชื่อ', en: 'Name!' });
  });

  it('without a visible label: names the inputs by aria-label and placeholder; rows make a text area', () => {
    render(<Harness onChange={() => undefined} labelHidden rows={3} />);
    const th = screen.getByRole('textbox', { name: 'Name (th)' });
    expect(th.tagName).toBe('TEXTAREA');
    expect(th).toHaveAttribute('placeholder', 'Name (th)');
    expect(document.querySelectorAll('label')).toHaveLength(0);
  });
});

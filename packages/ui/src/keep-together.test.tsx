import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeepTogether } from './keep-together';

describe('KeepTogether', () => {
  it('keeps each phrase on one line and the sentence as written', () => {
    const from = '28 พ.ย. 69 ช่วงเช้า 09.00-12.00 น.';
    const to = '29 พ.ย. 69 ช่วงบ่าย 13.00-17.00 น.';
    const { container } = render(
      <p>
        <KeepTogether text={`เลื่อนนัดจาก ${from} เป็น ${to}`} phrases={[from, to]} />
      </p>,
    );
    expect(container.textContent).toBe(`เลื่อนนัดจาก ${from} เป็น ${to}`);
    const kept = [...container.querySelectorAll('span.text-nowrap')].map((s) => s.textContent);
    expect(kept).toEqual([from, to]);
  });

  it('reads phrases literally (a dot is a dot) and leaves text without them alone', () => {
    const { container } = render(
      <KeepTogether text="1,500 บาท or 1x500" phrases={['1.500', '']} />,
    );
    expect(container.querySelectorAll('span').length).toBe(0);
    expect(container.textContent).toBe('1,500 บาท or 1x500');
  });
});

import { describe, expect, it } from 'vitest';
import { informationHtml } from './information-html';

describe('informationHtml', () => {
  it('removes script, event handlers and javascript: links', () => {
    const html = informationHtml(
      '<p onclick="x()">Hi <img src=x onerror=alert(1)></p><script>alert(2)</script><a href="javascript:alert(3)">a</a>',
      false,
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(html).toContain('Hi');
  });

  it('rewrites every inline font size to 16 px on desktop and 14 px on mobile', () => {
    const source =
      '<p style="font-size: 9px; color: #123456">a</p><span style="font-size:30px">b</span><p>c</p>';
    const desktop = informationHtml(source, false);
    expect(desktop.match(/font-size: 16px/g)).toHaveLength(2);
    expect(desktop).toContain('color');
    expect(informationHtml(source, true).match(/font-size: 14px/g)).toHaveLength(2);
  });

  it('opens links in a new tab without the opener', () => {
    expect(informationHtml('<a href="https://example.com">x</a>', false)).toContain(
      'rel="noopener noreferrer"',
    );
  });
});

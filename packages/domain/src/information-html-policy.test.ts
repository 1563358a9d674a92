import { describe, expect, it } from 'vitest';
import {
  INFORMATION_HTML_ATTRIBUTES,
  INFORMATION_HTML_TAGS,
  INFORMATION_HTML_URL_SCHEMES,
  informationHtmlAttributeNames,
} from './information-html-policy';

describe('information HTML policy', () => {
  it('allows no tag or attribute that can run script', () => {
    for (const tag of ['script', 'style', 'iframe', 'object', 'embed', 'svg', 'form'])
      expect(INFORMATION_HTML_TAGS).not.toContain(tag);
    const attributes = informationHtmlAttributeNames();
    expect(attributes.some((name) => name.startsWith('on'))).toBe(false);
    expect(INFORMATION_HTML_URL_SCHEMES).not.toContain('javascript');
    expect(INFORMATION_HTML_URL_SCHEMES).not.toContain('data');
  });

  it('lists every attribute once for flat-list cleaners', () => {
    const attributes = informationHtmlAttributeNames();
    expect(new Set(attributes).size).toBe(attributes.length);
    expect(attributes).toEqual(
      expect.arrayContaining(['style', 'href', 'src', 'colspan', 'scope']),
    );
    expect(attributes).toHaveLength(
      new Set(Object.values(INFORMATION_HTML_ATTRIBUTES).flat()).size,
    );
  });
});

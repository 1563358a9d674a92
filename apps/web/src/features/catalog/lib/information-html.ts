import DOMPurify from 'dompurify';
import { INFORMATION_FONT_SIZE_PX } from './constants';

// Product information is HTML (spec §3). The server cleans it already; the browser cleans it again
// with DOMPurify before it reaches the page, then rewrites every inline font size to the page's own
// (spec §9: 16 px desktop, 14 px mobile) so a pasted 9 px or 30 px span cannot break the layout.

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'blockquote',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
];
const ALLOWED_ATTR = [
  'style',
  'href',
  'title',
  'target',
  'rel',
  'src',
  'alt',
  'width',
  'height',
  'colspan',
  'rowspan',
  'scope',
  'start',
];

export function informationHtml(html: string, mobile: boolean): string {
  const fontSize = `${mobile ? INFORMATION_FONT_SIZE_PX.mobile : INFORMATION_FONT_SIZE_PX.desktop}px`;
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const element of fragment.querySelectorAll<HTMLElement>('[style]')) {
    if (element.style.fontSize) element.style.fontSize = fontSize;
  }
  // Links leave the shop in a new tab without handing it the opener.
  for (const link of fragment.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
  }
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}

import DOMPurify from 'dompurify';
import {
  INFORMATION_HTML_TAGS,
  informationHtmlAttributeNames,
} from '@changdee/domain/information-html-policy';
import { keepThaiWordsWhole } from '../../../shared/ui/thai-words';
import { INFORMATION_FONT_SIZE_PX } from './constants';

// Product information is HTML (spec §3). The server cleans it already; the browser cleans it again
// with DOMPurify before it reaches the page, then rewrites every inline font size to the page's own
// (spec §9: 16 px desktop, 14 px mobile) so a pasted 9 px or 30 px span cannot break the layout.

// The server's allow-list (packages/domain), applied again here: the browser trusts no HTML.
const ALLOWED_TAGS = [...INFORMATION_HTML_TAGS];
const ALLOWED_ATTR = informationHtmlAttributeNames();

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
  // Thai loanwords ICU does not know stay whole at line ends (shared/ui/thai-words.ts).
  keepThaiWordsWhole(fragment);
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}

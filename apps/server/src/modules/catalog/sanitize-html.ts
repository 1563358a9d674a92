import { createRequire } from 'node:module';
import type sanitizeHtml from 'sanitize-html';
import {
  INFORMATION_HTML_ATTRIBUTES,
  INFORMATION_HTML_IMAGE_SCHEMES,
  INFORMATION_HTML_TAGS,
  INFORMATION_HTML_URL_SCHEMES,
} from '@changdee/domain/information-html-policy';

// Product information is HTML written elsewhere (a CMS, an import). It is cleaned with the
// domain's allow-list (information-html-policy.ts, shared with the web app) when it is written
// (seed, any import) and again when it is served, so a row that reached the database some other
// way still cannot carry script: no <script>/<style>/<iframe>, no on* handlers, no
// javascript:/data: URLs, and inline styles only for typography.
// sanitize-html (with its HTML and CSS parsers) is loaded at the first product page or import,
// not at start-up (docs/decisions/038).
let sanitizer: { sanitize: typeof sanitizeHtml; options: sanitizeHtml.IOptions } | null = null;

function loadSanitizer() {
  const sanitize = createRequire(import.meta.url)('sanitize-html') as typeof sanitizeHtml;
  return { sanitize, options: sanitizerOptions(sanitize) };
}

const sanitizerOptions = (sanitize: typeof sanitizeHtml): sanitizeHtml.IOptions => ({
  allowedTags: [...INFORMATION_HTML_TAGS],
  disallowedTagsMode: 'discard',
  allowedAttributes: Object.fromEntries(
    Object.entries(INFORMATION_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...INFORMATION_HTML_URL_SCHEMES],
  allowedSchemesByTag: { img: [...INFORMATION_HTML_IMAGE_SCHEMES] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {
    '*': {
      'font-size': [/^\d+(?:\.\d+)?(?:px|em|rem|%)$/],
      'font-weight': [/^(?:normal|bold|bolder|lighter|[1-9]00)$/],
      'font-style': [/^(?:normal|italic)$/],
      'text-align': [/^(?:left|right|center|justify)$/],
      'text-decoration': [/^(?:none|underline|line-through)$/],
      color: [
        /^#[0-9a-f]{3,8}$/i,
        /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\)$/i,
      ],
    },
  },
  transformTags: {
    // Links leave the shop in a new tab without handing it the opener.
    a: sanitize.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
});

export function sanitizeProductHtml(html: string): string {
  sanitizer ??= loadSanitizer();
  return sanitizer.sanitize(html, sanitizer.options).trim();
}

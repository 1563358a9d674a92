// What product information HTML (spec §3 informations[].content) may contain. The server cleans
// the HTML with this allow-list when it is written and served (sanitize-html), the browser again
// before rendering (DOMPurify): one policy, two cleaners. Anything not listed — script, style,
// iframe, event handlers, javascript: or data: URLs — is dropped.
export const INFORMATION_HTML_TAGS = [
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
] as const;

/** Attributes per tag; '*' applies to every allowed tag (inline styles, filtered by property). */
export const INFORMATION_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  '*': ['style'],
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  ol: ['start'],
};

/** URL schemes allowed in href; images only load over http(s). */
export const INFORMATION_HTML_URL_SCHEMES = ['https', 'http', 'mailto', 'tel'] as const;
export const INFORMATION_HTML_IMAGE_SCHEMES = ['https', 'http'] as const;

/** Every allowed attribute name once (for cleaners that take a flat list, such as DOMPurify). */
export const informationHtmlAttributeNames = (): string[] => [
  ...new Set(Object.values(INFORMATION_HTML_ATTRIBUTES).flat()),
];

import type { Page } from '@playwright/test';
import { readPng, type Pixels } from './png';

// Checks of how a page is drawn, for the layout walk (e2e/tests/layout.spec.ts): text whose ink is
// cut by a clipping box, words broken across lines, controls too small to tap, and text that is a
// key or an id rather than words.

const BAND = 12; // px above and below a box where cut marks would be drawn

/** A short description of an element for failure messages. */
const describeScript = `(element) => {
  const name = element.tagName.toLowerCase();
  const id = element.getAttribute('data-testid');
  const cls = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
  const text = (element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 40);
  return name + (id ? '[data-testid=' + id + ']' : cls ? '.' + cls : '') + ' "' + text + '"';
}`;

/**
 * Text cut by the box that holds it. Every box that clips (overflow other than visible, an
 * ellipsis, a line clamp) and holds a few lines of text is drawn twice: as it is, and with its
 * overflow shown. Ink that appears above or below the box the second time — a tone mark, the tail
 * of ฐ, the ุ under ส — was cut the first time. The DOM's boxes cannot tell (the account label's
 * scrollHeight is 20 against a clientHeight of 19 while ุ is cut), so the pixels are compared.
 * Horizontal truncation with an ellipsis is allowed: only the bands above and below each box are
 * compared. The page is checked a screenful at a time (two screenshots each).
 */
export async function findClippedText(page: Page): Promise<string[]> {
  // A constructed sheet: the app's Content Security Policy refuses inline styles.
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('::highlight(clip-check-rest) { color: transparent; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  const total = await page.evaluate(markClippingBoxes, { describe: describeScript });
  const clipped: string[] = [];
  // An open panel or dialog locks the page's scrolling (and may close on a scroll): its screen only.
  const { height, scrollHeight, start } = await page.evaluate(() => ({
    height: window.innerHeight,
    scrollHeight:
      getComputedStyle(document.body).overflow === 'hidden'
        ? 0
        : document.documentElement.scrollHeight,
    start: window.scrollY,
  }));
  for (
    let y = 0, left = total, first = true;
    left > 0 && (first || y < scrollHeight);
    y += height - 4 * BAND
  ) {
    if (scrollHeight > 0) await page.evaluate((top) => window.scrollTo(0, top), y);
    first = false;
    const window_ = await page.evaluate(boxesInView, BAND);
    if (window_.boxes.length === 0) continue;
    left -= window_.boxes.length;
    const shoot = async () =>
      readPng(await page.screenshot({ animations: 'disabled', caret: 'hide' }));
    // Drawn as it is, with the overflow shown, and as it is again: a band that changes between
    // the first and the third (an image arriving, a fading toast) is drawn again, up to 3 times.
    let before = await shoot();
    let after = before;
    const scale = before.width / window_.width;
    for (let attempt = 0; attempt < 3; attempt++) {
      await page.evaluate(
        showOverflow,
        window_.boxes.map((box) => box.mark),
      );
      after = await shoot();
      await page.evaluate(restoreOverflow);
      const again = await shoot();
      const steady = window_.boxes.every((box) =>
        (['above', 'below'] as const).every((band) => !differs(before, again, box[band], scale)),
      );
      if (steady) break;
      before = again;
    }
    for (const box of window_.boxes) {
      const where = (['above', 'below'] as const).filter((band) =>
        differs(before, after, box[band], scale),
      );
      if (where.length > 0) clipped.push(`${box.what}: ink cut ${where.join(' and ')}`);
    }
  }
  await page.evaluate((top) => {
    window.scrollTo(0, top);
    for (const element of document.querySelectorAll<HTMLElement>('[data-clip-check]')) {
      element.removeAttribute('data-clip-check');
      delete element.dataset.clipDone;
      delete element.dataset.clipWhat;
      delete element.dataset.clipClamp;
    }
  }, start);
  return clipped;
}

interface Band {
  x: number;
  y: number;
  width: number;
  height: number;
}

function differs(before: Pixels, after: Pixels, band: Band, scale: number): boolean {
  const x0 = Math.max(0, Math.floor(band.x * scale));
  const y0 = Math.max(0, Math.floor(band.y * scale));
  const x1 = Math.min(before.width, Math.ceil((band.x + band.width) * scale));
  const y1 = Math.min(before.height, Math.ceil((band.y + band.height) * scale));
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const at = (y * before.width + x) * 4;
      for (let c = 0; c < 4; c++) if (before.data[at + c] !== after.data[at + c]) return true;
    }
  return false;
}

// The functions below run in the page.

function markClippingBoxes({ describe }: { describe: string }): number {
  const describeElement = new Function(`return ${describe}`)() as (e: Element) => string;
  let index = 0;
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    const style = getComputedStyle(element);
    const clamp = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '';
    const clips =
      style.overflowX !== 'visible' ||
      style.overflowY !== 'visible' ||
      style.textOverflow === 'ellipsis' ||
      clamp;
    if (!clips || style.visibility !== 'visible') continue;
    if ((element.innerText?.trim() ?? '') === '') continue;
    const rect = element.getBoundingClientRect();
    if (rect.width < 2 || rect.height < 2) continue;
    // A few lines at most: a panel or a list that scrolls is not a line of text.
    const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
    if (rect.height > lineHeight * 4 + 24) continue;
    if (element.closest('[aria-hidden=true], [inert]')) continue;
    element.setAttribute('data-clip-check', String(index++));
    element.dataset.clipWhat = describeElement(element);
    if (clamp) element.dataset.clipClamp = 'true';
  }
  return index;
}

function boxesInView(band: number) {
  const boxes: Array<{ mark: string; what: string; above: Band; below: Band }> = [];
  for (const element of document.querySelectorAll<HTMLElement>('[data-clip-check]')) {
    if (element.dataset.clipDone) continue;
    const rect = element.getBoundingClientRect();
    if (rect.top - band < 0 || rect.bottom + band > window.innerHeight) continue;
    // Under something fixed (a toast, a sticky bar): judged on another screen, or not at all.
    const overlaid = (x: number, y: number) => {
      const top = document.elementFromPoint(x, y);
      if (!top || element.contains(top) || top.contains(element)) return false;
      for (let layer: Element | null = top; layer; layer = layer.parentElement) {
        const { position } = getComputedStyle(layer);
        if (position === 'fixed' || position === 'sticky') return !layer.contains(element);
      }
      return false;
    };
    const covered = [rect.left + 1, rect.left + rect.width / 2, rect.right - 1].some((x) =>
      [rect.top - band / 2, rect.top + rect.height / 2, rect.bottom + band / 2].some((y) =>
        overlaid(x, y),
      ),
    );
    if (covered) continue;
    element.dataset.clipDone = 'true';
    const x = Math.max(0, rect.left);
    const width = Math.min(window.innerWidth, rect.right) - x;
    if (width <= 0) continue;
    boxes.push({
      mark: element.getAttribute('data-clip-check')!,
      what: element.dataset.clipWhat ?? '',
      above: { x, y: rect.top - band, width, height: band },
      below: { x, y: rect.bottom, width, height: band },
    });
  }
  return { boxes, width: window.innerWidth };
}

function showOverflow(marks: string[]) {
  const rest: Range[] = [];
  for (const mark of marks) {
    const node = document.querySelector<HTMLElement>(`[data-clip-check="${mark}"]`)!;
    node.dataset.clipStyle = node.style.cssText;
    // The same layout: a flex item's automatic minimum size is 0 while it clips.
    const style = getComputedStyle(node);
    if (style.minWidth === 'auto') node.style.minWidth = '0px';
    if (style.minHeight === 'auto') node.style.minHeight = '0px';
    if (node.dataset.clipClamp) {
      // A clamped box keeps its height; the lines after its clamp, shown now, are made
      // transparent (a highlight: the page's own text nodes stay as they are).
      const bottom = node.getBoundingClientRect().bottom;
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      search: for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        for (let i = 0; i < (text as Text).length; i++) {
          range.setStart(text, i);
          range.setEnd(text, i + 1);
          const rect = range.getBoundingClientRect();
          if (rect.height > 0 && rect.top >= bottom - 2) {
            const after = document.createRange();
            after.setStart(text, i);
            after.setEndAfter(node.lastChild!);
            rest.push(after);
            break search;
          }
        }
      }
    }
    if (style.textOverflow === 'ellipsis') {
      // Cut on the side by design: its ink above and below shown, its line still cut at the
      // side (shown whole, a long link would widen a phone's page and move every band).
      node.style.overflowX = 'clip';
      node.style.overflowY = 'visible';
    } else node.style.overflow = 'visible';
  }
  CSS.highlights.set('clip-check-rest', new Highlight(...rest));
}

function restoreOverflow() {
  CSS.highlights.delete('clip-check-rest');
  for (const node of document.querySelectorAll<HTMLElement>('[data-clip-style]')) {
    node.style.cssText = node.dataset.clipStyle!;
    delete node.dataset.clipStyle;
  }
}

/**
 * Words broken across lines: every word of the page's visible text (the browser's own word
 * segmentation, the same ICU data its line breaking uses, Thai included) lies on one line, and so
 * does every element marked to stay whole (`.text-nowrap`, `[data-keep-whole]`).
 */
export async function findBrokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const lineCount = (range: Range) => {
      const tops = new Set<number>();
      for (const rect of range.getClientRects())
        if (rect.width > 0 && rect.height > 0) tops.add(Math.round(rect.top + rect.height / 2));
      // Rects of one line differ by a pixel or two (a Thai mark, a font change).
      const sorted = [...tops].sort((a, b) => a - b);
      return sorted.filter((top, i) => i === 0 || top - sorted[i - 1]! > 6).length;
    };
    const visible = (element: Element | null) => {
      if (!element) return false;
      if (element.closest('[aria-hidden=true], [inert], .visually-hidden')) return false;
      const style = getComputedStyle(element);
      return style.visibility === 'visible' && element.getClientRects().length > 0;
    };
    const segmenters = {
      th: new Intl.Segmenter('th', { granularity: 'word' }),
      en: new Intl.Segmenter('en', { granularity: 'word' }),
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !visible(parent)) continue;
      if (parent.closest('script, style, textarea, input, select, option')) continue;
      const text = (node as Text).data;
      const segmenter = /[\u0E00-\u0E7F]/.test(text) ? segmenters.th : segmenters.en;
      for (const { segment, index, isWordLike } of segmenter.segment(text)) {
        if (!isWordLike || segment.length < 2) continue;
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + segment.length);
        if (lineCount(range) > 1) broken.push(`"${segment}" in "${text.trim().slice(0, 60)}"`);
      }
    }
    for (const element of document.querySelectorAll('.text-nowrap, [data-keep-whole]')) {
      if (!visible(element)) continue;
      const range = document.createRange();
      range.selectNodeContents(element);
      if (lineCount(range) > 1) broken.push(`"${element.textContent?.trim()}" kept whole`);
    }
    return broken;
  });
}

/**
 * Controls smaller than 44 × 44 CSS px (WCAG 2.5.5; the phone layout below 992 px). A check box
 * or radio counts with its label (the whole row takes the tap), a hidden one by its label alone; a
 * link inside a sentence is the sentence's (WCAG's inline exception).
 */
export async function findSmallTargets(
  page: Page,
  minimum = 44,
  /** Only the controls inside this element (a page's own content, without the app's frame). */
  within?: string,
): Promise<string[]> {
  return page.evaluate(
    ({ minimum, describe, within }) => {
      const describeElement = new Function(`return ${describe}`)() as (e: Element) => string;
      const small: string[] = [];
      const selector = [
        'a[href]',
        'button',
        'input:not([type=hidden])',
        'select',
        'textarea',
        '[role=button]',
        '[role=tab]',
        '[role=option]',
        '[role=checkbox]',
        '[role=radio]',
        '[role=switch]',
        '[role=menuitem]',
      ].join(', ');
      const root = within ? document.querySelector(within) : document;
      for (const element of root?.querySelectorAll<HTMLElement>(selector) ?? []) {
        if (element.closest('[aria-hidden=true], [inert]')) continue;
        const style = getComputedStyle(element);
        if (style.visibility !== 'visible' || style.pointerEvents === 'none') continue;
        let rect = element.getBoundingClientRect();
        const input = element instanceof HTMLInputElement ? element : null;
        const label = input?.labels?.[0];
        if (input && label && (input.type === 'checkbox' || input.type === 'radio')) {
          const own = rect;
          const row = label.getBoundingClientRect();
          rect =
            own.width <= 1 || own.height <= 1
              ? row
              : DOMRect.fromRect({
                  x: Math.min(own.left, row.left),
                  y: Math.min(own.top, row.top),
                  width: Math.max(own.right, row.right) - Math.min(own.left, row.left),
                  height: Math.max(own.bottom, row.bottom) - Math.min(own.top, row.top),
                });
        }
        if (rect.width <= 1 || rect.height <= 1) continue; // not shown (a visually hidden input)
        if (
          element.tagName === 'A' &&
          style.display === 'inline' &&
          (element.parentElement?.textContent?.trim().length ?? 0) >
            (element.textContent?.trim().length ?? 0)
        )
          continue;
        // Rounded as the browser lays out (a 43.99 px box is 44 px on screen).
        if (Math.round(rect.width) < minimum || Math.round(rect.height) < minimum)
          small.push(
            `${describeElement(element)} ${Math.round(rect.width)}×${Math.round(rect.height)}`,
          );
      }
      return small;
    },
    { minimum, describe: describeScript, within },
  );
}

/**
 * Visible text that a person should never read (issue 28 item 1): an i18n key or field path
 * (`orders.status.on_the_way`, `coupon.name.th`), a raw vocabulary value (`on_the_way`) or a UUID.
 * Text in form fields, code and addresses (an e-mail's domain, a link) is not words of the page.
 * `within`: a selector for the part of the page to read (a username may look like a key).
 */
export async function findKeyLikeText(
  page: Page,
  { within = 'body' }: { within?: string } = {},
): Promise<string[]> {
  return page.evaluate((root) => {
    const patterns = [
      /(?<![@\w./:-])[a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9_]+){2,}(?![\w./-])/g,
      /(?<![@\w./:-])[a-z]+(?:_[a-z]+)+(?![\w./-])/g,
      /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi,
    ];
    const found: string[] = [];
    const walker = document.createTreeWalker(
      document.querySelector(root) ?? document.body,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, textarea, code, pre, [aria-hidden=true]'))
        continue;
      if (getComputedStyle(parent).visibility !== 'visible' || parent.getClientRects().length === 0)
        continue;
      const text = (node as Text).data;
      for (const pattern of patterns)
        for (const match of text.matchAll(pattern))
          found.push(`"${match[0]}" in "${text.trim().slice(0, 60)}"`);
    }
    return found;
  }, within);
}

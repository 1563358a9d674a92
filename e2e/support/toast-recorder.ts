import { expect, type Page } from '@playwright/test';

// Toasts are recorded by the page the moment they show, never polled for: a toast that hides
// after a second (the phone's "added to cart") can come and go between two polls of a slow
// machine. An init script watches the notification area with a MutationObserver and keeps every
// toast's text and the time it showed in window.__shownToasts; a test asks for the record.
// Every page of the e2e fixtures records (e2e/fixtures.ts); docs/reliability.md.

export interface ShownToast {
  text: string;
  /** Date.now() in the page when the toast (or this text of it) appeared. */
  at: number;
  /** Where it was laid out then (the fade-in changes only its opacity). */
  rect: { x: number; y: number; width: number; height: number };
  /** Its computed background colour then. */
  background: string;
}

declare global {
  interface Window {
    __shownToasts?: ShownToast[];
  }
}

/** Installs the recorder on every document the page loads from now on. */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown: ShownToast[] = [];
    window.__shownToasts = shown;
    const lastText = new WeakMap<Element, string>();
    const scan = () => {
      for (const toast of document.querySelectorAll('[data-testid="notification-area"] .toast')) {
        const text = (toast.textContent ?? '').trim();
        if (text && lastText.get(toast) !== text) {
          lastText.set(toast, text);
          const { x, y, width, height } = toast.getBoundingClientRect();
          shown.push({
            text,
            at: Date.now(),
            rect: { x, y, width, height },
            background: getComputedStyle(toast).backgroundColor,
          });
        }
      }
    };
    new MutationObserver(scan).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

/** Every toast the page has shown since it loaded, oldest first. */
export async function shownToasts(page: Page): Promise<ShownToast[]> {
  return page.evaluate(() => window.__shownToasts ?? []);
}

/**
 * Waits until the page has shown a toast containing `text` (visible now or already gone) and
 * answers the latest such toast as it was when it showed.
 */
export async function expectToastShown(page: Page, text: string): Promise<ShownToast> {
  const find = async () =>
    (await shownToasts(page)).findLast((toast) => toast.text.includes(text)) ?? null;
  await expect.poll(find, { message: `a toast containing "${text}"` }).not.toBeNull();
  return (await find())!;
}

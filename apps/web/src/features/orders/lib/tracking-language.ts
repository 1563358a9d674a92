import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Locale } from '@changdee/domain/locale';
import { localeFromPath, switchLocalePath } from '@changdee/ui/lib/locale';

// The customer's tracking page opens in the language chosen for them at checkout (decision 053).
// /t/<token> names no language of its own (Thai is the path without a prefix), so the first time a
// tab opens a link there, the page moves to the customer's language. /en/t/<token> is a language
// asked for and stays. Once the page was opened in a tab, the language switch decides: a reload
// after switching to Thai stays in Thai.

const OPENED_KEY = 'changdee.tracking-opened';

/** The language to move the page to, or null to stay. */
export function trackingLanguageMove(input: {
  pathname: string;
  language: Locale | undefined;
  openedBefore: boolean;
}): Locale | null {
  if (!input.language || input.openedBefore) return null;
  // Only the unprefixed path is a default; an /en link is the customer's (or clerk's) choice.
  if (localeFromPath(input.pathname) !== 'th') return null;
  return input.language === 'th' ? null : input.language;
}

function openedBefore(token: string): boolean {
  try {
    const opened = sessionStorage.getItem(OPENED_KEY);
    sessionStorage.setItem(OPENED_KEY, token);
    return opened === token;
  } catch {
    return false; // storage refused (a private window): the default applies each time
  }
}

/** Moves the page to the customer's language once its answer says which (the first open only). */
export function useCustomerLanguage(token: string, language: Locale | undefined): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!language) return;
    const target = trackingLanguageMove({
      pathname: location.pathname,
      language,
      openedBefore: openedBefore(token),
    });
    if (target) void navigate(switchLocalePath(location, target), { replace: true });
    // Once per token and answer: the switch's own moves are the visitor's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, language]);
}

/**
 * The "paid" message links the page's tax documents (`#docs`, decision 053): the list renders
 * once the answer is in, after the browser looked for the anchor, so the page scrolls to it then.
 */
export function useScrollToAnchor(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [ready, hash]);
}

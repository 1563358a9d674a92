import type { ErrorCode, errorCatalogue } from '@changdee/contract/errors';
import type { Locale } from '@changdee/domain/locale';

// The server's error catalogue (both languages of every code) is its own chunk, fetched with the
// first failed call rather than with the app: the sign-in page's first load does without it. The
// client needs it to say a failure again in the page's language after a switch, and to word an
// answer that came without our body.

let catalogue: typeof errorCatalogue | undefined;
let loading: Promise<void> | undefined;

/** Fetches the catalogue once; a failed fetch (offline) is tried again next time. */
export function loadErrorCatalogue(): Promise<void> {
  loading ??= import('@changdee/contract/errors').then(
    (module) => {
      catalogue = module.errorCatalogue;
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}

/** A catalogue code's message in a language; undefined for another code or before the catalogue arrived. */
export function catalogueMessage(code: string, language: Locale): string | undefined {
  return catalogue && Object.hasOwn(catalogue, code)
    ? catalogue[code as ErrorCode][language]
    : undefined;
}

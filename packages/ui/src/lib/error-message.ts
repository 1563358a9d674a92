import type { TFunction } from 'i18next';
import type { Locale } from '@changdee/domain/locale';
import { isApiError } from './api-error';
import { catalogueMessage } from './error-catalogue';

/**
 * The message of a failed call in the page's current language: catalogue codes are looked up
 * again (the server answered in the language of the moment the request left), the client's own
 * codes come from the shared components' words (ui-i18n.ts).
 */
export function localizedErrorMessage(error: unknown, locale: Locale, t: TFunction): string {
  if (!isApiError(error)) return t('ui:errors.generic');
  const catalogued = catalogueMessage(error.code, locale);
  if (catalogued !== undefined) return catalogued;
  if (error.code === 'NETWORK_ERROR') return t('ui:api.network');
  if (error.code === 'TIMEOUT') return t('ui:api.timeout');
  if (error.code === 'INVALID_RESPONSE') return t('ui:api.invalidResponse');
  return error.message;
}

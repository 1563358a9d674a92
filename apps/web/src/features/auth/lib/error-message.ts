import type { TFunction } from 'i18next';
import type { Locale } from '@changdee/domain/locale';
import { isApiError } from '../../../shared/lib/api-error';
import { catalogueMessage } from '../../../shared/lib/error-catalogue';

/**
 * The message of a failed call in the page's current language: catalogue codes are looked up
 * again (the server answered in the language of the moment the request left), the client's own
 * codes come from the common namespace.
 */
export function localizedErrorMessage(error: unknown, locale: Locale, t: TFunction): string {
  if (!isApiError(error)) return t('common:errors.generic');
  const catalogued = catalogueMessage(error.code, locale);
  if (catalogued !== undefined) return catalogued;
  if (error.code === 'NETWORK_ERROR') return t('common:api.network');
  if (error.code === 'TIMEOUT') return t('common:api.timeout');
  if (error.code === 'INVALID_RESPONSE') return t('common:api.invalidResponse');
  return error.message;
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isApiError } from '@changdee/ui/lib/api-error';
import { isChunkLoadError } from '../../shared/lib/chunk-reload';
import { unknownMiddlewareStatusText } from '../route-middleware';
import { ErrorView } from './error-view';
import { NotFoundPage } from './not-found-page';

interface ErrorDescription {
  status: number;
  message: string;
  canReload: boolean;
}

/** Spec §2: the generic error page shows the message; status defaults to 500 and message to 'Error'. */
export function describeRouteError(error: unknown, t: (key: string) => string): ErrorDescription {
  const fallback = t('ui:errors.generic');
  if (isRouteErrorResponse(error)) {
    if (error.statusText === unknownMiddlewareStatusText) {
      return {
        status: error.status || 500,
        message: t('errors.unknownMiddleware'),
        canReload: false,
      };
    }
    const text = typeof error.data === 'string' && error.data ? error.data : error.statusText;
    return {
      status: error.status || 500,
      message: text || fallback,
      canReload: error.status >= 500,
    };
  }
  if (isApiError(error)) {
    return { status: error.status || 500, message: error.message || fallback, canReload: true };
  }
  if (isChunkLoadError(error)) {
    return { status: 500, message: t('errors.chunkLoad'), canReload: true };
  }
  if (error instanceof Error) {
    return { status: 500, message: error.message || fallback, canReload: true };
  }
  return { status: 500, message: fallback, canReload: true };
}

/** The router's error element (at the root and on every page, so the layout stays when it can). */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);
  if (notFound) return <NotFoundPage />;
  const { status, message, canReload } = describeRouteError(error, t);
  return <ErrorView status={status} message={message} canReload={canReload} />;
}

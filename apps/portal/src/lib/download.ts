import { errorBodySchema } from '@changdee/contract/envelope';
import { portalMeSchema, portalPaths } from '@changdee/contract/portal';
import { ApiError, fallbackCodeForStatus } from '@changdee/ui/lib/api-error';
import { saveBlob } from '@changdee/ui/lib/save-blob';
import { currentAccessToken } from '../session/session';
import { apiRequest } from './api';
import { i18n } from './i18n';

// A file the server makes for the signed-in person (the orders' CSV, the sales figures' CSV and
// XLSX), saved under the name the server gives it. An expired session is renewed once (through
// the API client's refresh); a refusal is thrown as an ApiError with the server's words.

export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const ask = () =>
    fetch(url, {
      headers: {
        authorization: `Bearer ${currentAccessToken() ?? ''}`,
        'accept-language': i18n.language,
      },
    });
  let response = await ask();
  if (response.status === 401) {
    await apiRequest({ path: portalPaths.me, schema: portalMeSchema });
    response = await ask();
  }
  if (!response.ok) {
    const body = errorBodySchema.safeParse(await response.json().catch(() => null));
    throw new ApiError({
      status: response.status,
      code: body.success ? body.data.code : fallbackCodeForStatus(response.status),
      message: body.success ? body.data.message : '',
    });
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  saveBlob(await response.blob(), name ?? fallbackName);
}

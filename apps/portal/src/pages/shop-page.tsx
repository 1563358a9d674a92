import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { portalPaths, shopLinkSchema, type PortalMe } from '@changdee/contract/portal';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { localizePath } from '@changdee/ui/lib/locale';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { apiRequest } from '../app/api';
import { useDocumentTitle } from './use-document-title';

// /portal/shop: the page of the shop's people (Sales, Channel Manager, External Brand). Its main
// action opens the shop: a Sales user signed in there by single sign-on (POST
// /ops/v1/sso/shop-link mints the one-time token, the shop's /sso page spends it); the others
// through the shop's sign-in page, as the shop signs in only Sales by single sign-on (spec §4).

export function ShopPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('shop.title'));
  const me = useOutletContext<PortalMe>();
  const locale = useLocale();
  const openShop = useMutation({
    mutationFn: () =>
      apiRequest({
        method: 'POST',
        path: portalPaths.shopLink,
        body: { locale },
        schema: shopLinkSchema,
      }),
    onSuccess: (link) => window.location.assign(link.url),
  });
  const singleSignOn = me.role === 'Sales';

  return (
    <section aria-labelledby="shop-title" className="portal-shop">
      <h1 id="shop-title" className="h3">
        {t('shop.title')}
      </h1>
      <p className="mb-4">{singleSignOn ? t('shop.bodySales') : t('shop.bodyOthers')}</p>
      {openShop.isError ? (
        <div className="alert alert-danger" role="alert" data-testid="shop-link-error">
          {localizedErrorMessage(openShop.error, locale, t)}
        </div>
      ) : null}
      {singleSignOn ? (
        <button
          type="button"
          className="btn btn-primary btn-lg"
          data-testid="open-shop"
          disabled={openShop.isPending || openShop.isSuccess}
          onClick={() => openShop.mutate()}
        >
          {openShop.isPending || openShop.isSuccess ? t('shop.opening') : t('shop.open')}
        </button>
      ) : (
        <a
          className="btn btn-primary btn-lg"
          data-testid="open-shop"
          href={localizePath('/login', locale)}
        >
          {t('shop.open')}
        </a>
      )}
    </section>
  );
}

import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import type { PortalMe } from '@changdee/contract/portal';
import { isShopRole } from '@changdee/domain/roles';
import { localizedErrorMessage } from '@changdee/ui/lib/error-message';
import { localizePath } from '@changdee/ui/lib/locale';
import { useLocale } from '@changdee/ui/lib/use-locale';
import { requestShopLink } from '../../session/shop-hand-off';
import { useDocumentTitle } from '../../lib/use-document-title';

// /portal/shop: the page of the shop's people (Sales, Channel Manager, External Brand). Its main
// action opens the shop: Sales and Channel Managers signed in there (POST /ops/v1/sso/shop-link
// mints a one-time token, the shop's /sso page spends it, decision 062); the external brand,
// whose shop pages are tracking and the terms, through the shop's sign-in page.

export function ShopPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('shop.title'));
  const me = useOutletContext<PortalMe>();
  const locale = useLocale();
  const openShop = useMutation({
    mutationFn: () => requestShopLink(locale),
    onSuccess: (link) => window.location.assign(link.url),
  });
  const singleSignOn = isShopRole(me.role);

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

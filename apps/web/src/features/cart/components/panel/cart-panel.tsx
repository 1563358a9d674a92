import { useEffect, useId, useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cartTotals } from '@changdee/domain/cart-totals';
import { isNoteValid } from '@changdee/domain/customer-note';
import { businessToday } from '@changdee/domain/dates';
import { localized } from '@changdee/domain/locale';
import { useLocale, useLocalizedNavigate } from '@changdee/ui/lib/use-locale';
import { productPromotionsQueryOptions } from '../../../../shared/promotions/promotions-api';
import { AppLink } from '../../../../shared/ui/app-link';
import { useCartScope } from '../../lib/use-cart-scope';
import { useCartStore } from '../../store/cart-store';
import '../../cart.scss';
import { CartLineItem } from './cart-line-item';
import { CartTotals } from './cart-totals';
import { RemoveDialog } from './remove-dialog';

/**
 * Spec §2 cart side panel: opens on the cart event (the header's icon, adding from the product
 * page), 430 px wide on desktop and the full width on phones, page scroll locked while open. It
 * loads the coupons and promotions of the cart's products for the store, shows the line count,
 * each line, the totals (packages/domain cartTotals) and 'choose the service date' (/address).
 */
export function CartPanel({ openRequests }: { openRequests: number }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const scope = useCartScope();
  const id = useId();
  const cart = useCartStore((state) => state.cart);
  const productPromotion = useCartStore((state) => state.productPromotion);
  const panelOpen = useCartStore((state) => state.panelOpen);
  const { openPanel, closePanel, remove } = useCartStore.getState();
  const [removing, setRemoving] = useState<string | null>(null);

  // Every request (the header's icon, an add) opens the panel.
  useEffect(() => {
    if (openRequests > 0) openPanel();
  }, [openRequests, openPanel]);

  useCartPromotions(scope, panelOpen);

  const totals = cartTotals(cart, businessToday(new Date()));
  const offersOf = (productId: string) =>
    productPromotion.find((entry) => entry.product_id === productId)?.coupon ?? [];
  const lineToRemove = cart.find((line) => line._id === removing) ?? null;

  return (
    <>
      <Offcanvas
        show={panelOpen}
        onHide={closePanel}
        placement="end"
        className="cart-panel"
        aria-labelledby={`${id}-title`}
        data-testid="cart-panel"
      >
        <Offcanvas.Header closeButton closeLabel={t('panel.close')}>
          <Offcanvas.Title id={`${id}-title`} className="h5 mb-0">
            {t('panel.title')}{' '}
            <span className="cart-panel__count" data-testid="cart-panel-count">
              ({t('panel.count', { count: cart.length })})
            </span>
          </Offcanvas.Title>
          <CartLoading />
        </Offcanvas.Header>
        <Offcanvas.Body className="cart-panel__body">
          {cart.length === 0 ? (
            <EmptyCart onBrowse={closePanel} />
          ) : (
            <ul className="list-unstyled mb-0 cart-panel__lines" aria-label={t('panel.linesLabel')}>
              {cart.map((line, index) => (
                <CartLineItem
                  key={line._id}
                  line={line}
                  amounts={totals.lines[index]!}
                  offers={offersOf(line._id)}
                  scope={scope}
                  onRemove={() => setRemoving(line._id)}
                  onClose={closePanel}
                />
              ))}
            </ul>
          )}
        </Offcanvas.Body>
        {cart.length > 0 ? <CartPanelFooter totals={totals} /> : null}
      </Offcanvas>
      <RemoveDialog
        show={lineToRemove !== null}
        name={lineToRemove ? localized(lineToRemove.name, locale) : null}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (lineToRemove) remove(lineToRemove._id);
          setRemoving(null);
        }}
      />
    </>
  );
}

/** The promotions and coupons of the cart's products for the store, loaded while the panel is open. */
function useCartPromotions(scope: ReturnType<typeof useCartScope>, panelOpen: boolean) {
  const cart = useCartStore((state) => state.cart);
  const { setPromotions, setLoading } = useCartStore.getState();
  const promotions = useQuery({
    ...productPromotionsQueryOptions(
      scope,
      cart.map((line) => line._id),
    ),
    enabled: panelOpen && scope !== null && cart.length > 0,
  });
  useEffect(() => setLoading(promotions.isFetching), [promotions.isFetching, setLoading]);
  useEffect(() => {
    if (promotions.data) setPromotions(promotions.data);
  }, [promotions.data, setPromotions]);
}

function CartLoading() {
  const { t } = useTranslation('cart');
  const loading = useCartStore((state) => state.loading);
  if (!loading) return null;
  return (
    <span className="ms-2" role="status">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span className="visually-hidden">{t('panel.loading')}</span>
    </span>
  );
}

function EmptyCart({ onBrowse }: { onBrowse: () => void }) {
  const { t } = useTranslation('cart');
  return (
    <div className="cart-panel__empty text-center py-5" data-testid="cart-empty">
      <p className="fw-semibold mb-3">{t('panel.empty')}</p>
      <AppLink to="/productList" className="btn btn-primary" onClick={onBrowse}>
        {t('panel.browse')}
      </AppLink>
    </div>
  );
}

/** The totals and 'choose the service date' (/address), held back while a note is too long. */
function CartPanelFooter({ totals }: { totals: ReturnType<typeof cartTotals> }) {
  const { t } = useTranslation('cart');
  const navigate = useLocalizedNavigate();
  const cart = useCartStore((state) => state.cart);
  const { closePanel } = useCartStore.getState();
  const notesValid = cart.every((line) => isNoteValid(line.comment));
  return (
    <div className="cart-panel__footer">
      <CartTotals totals={totals} />
      {notesValid ? null : (
        <p className="small text-danger mb-0 mt-2" role="alert">
          {t('panel.fixNotes')}
        </p>
      )}
      <button
        type="button"
        className="btn btn-secondary w-100 mt-3"
        disabled={!notesValid}
        onClick={() => {
          closePanel();
          navigate('/address');
        }}
        data-testid="choose-date"
      >
        {t('panel.chooseDate')}
      </button>
    </div>
  );
}

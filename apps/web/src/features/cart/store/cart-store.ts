import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  cartLineSchema,
  cartStateSchema,
  type CartLine,
  type CartState,
  type Coupon,
  type CouponPromotionEntry,
  type ProductPromotion,
} from '@changdee/contract/cart';
import { cartListReducer, emptyCartList, type CartListAction } from '@changdee/domain/cart-list';
import type { CouponVerifyStatus } from '@changdee/domain/coupon';
import { currentStore, useAuthStore } from '../../../shared/session/auth-store';
import { cartPersistOptions } from '../../../shared/session/cart-persistence';
import { registerSessionReset } from '../../../shared/session/clear-session';

// The cart store of spec §3/§4: the cart list, each product's applied coupon with its verification
// status (couponPromotion) and the coupons and promotions the server listed (productPromotion),
// changed only through packages/domain's cart reducer and kept across reloads, closed tabs and
// offline spells under the session's cart key (cartPersistOptions: the header's badge follows
// every write, and logout or a failed refresh removes it). A cart belongs to one user in one store:
// a saved cart of anyone else is not restored.

/** Whose cart it is: the signed-in user in their store (null while nobody is signed in). */
export function currentCartOwner(): string | null {
  const auth = useAuthStore.getState();
  const store = currentStore(auth);
  return auth.user && store ? `${auth.user.user_uuid}:${store._id}` : null;
}

interface PersistedCart extends CartState {
  owner: string | null;
}

export interface CartStore extends PersistedCart {
  /** true while the promotions of the cart's products are being fetched (spec §4). */
  loading: boolean;
  /** Whether the cart side panel is open (spec §3 cart-panel open flag). */
  panelOpen: boolean;
  /** Adds the line or replaces the one with the same _id; without a coupon its entry goes. */
  add(line: CartLine): void;
  changeQuantity(id: string, quantity: number): void;
  setComment(id: string, comment: string): void;
  remove(id: string): void;
  clear(): void;
  /** A coupon the server verified for the product's line. */
  applyCoupon(productId: string, coupon: Coupon): void;
  setCouponStatus(productId: string, status: CouponVerifyStatus): void;
  removeCoupon(productId: string): void;
  /** The products' coupons and promotions as the server listed them today. */
  setPromotions(promotions: readonly ProductPromotion[]): void;
  setLoading(loading: boolean): void;
  openPanel(): void;
  closePanel(): void;
  reset(): void;
}

const emptyCart = (): PersistedCart => ({
  owner: null,
  ...emptyCartList<CartLine, CouponPromotionEntry, ProductPromotion>(),
});

const listOf = (state: PersistedCart): CartState => ({
  cart: state.cart,
  couponPromotion: state.couponPromotion,
  productPromotion: state.productPromotion,
});

/** A coupon's entry: verified coupons are 'success'. */
const entryFor = (productId: string, coupon: Coupon): CouponPromotionEntry => ({
  product_id: productId,
  coupon: [coupon],
  statusCoupon: 'success',
});

/**
 * The fresh copy of a line's coupon when the product's list has it (its is_can_use and message are
 * today's); a coupon found only by its code (hidden) is kept as it was verified.
 */
function freshCoupon(line: CartLine, promotion: ProductPromotion | undefined): Coupon | null {
  if (!line.coupon) return null;
  return promotion?.coupon.find((coupon) => coupon.id === line.coupon!.id) ?? line.coupon;
}

export const useCartStore = create<CartStore>()(
  persist(
    (set, get) => {
      const reduce = (action: CartListAction<CartLine>, extra: Partial<PersistedCart> = {}) => {
        const next = cartListReducer(listOf(get()), action);
        set({ ...next, ...extra });
      };
      return {
        ...emptyCart(),
        loading: false,
        panelOpen: false,

        add: (line) => {
          const owner = currentCartOwner();
          // Another user's leftovers never mix with this user's cart.
          if (get().owner !== owner) set(emptyCart());
          reduce({ type: 'add', line }, { owner });
          if (line.coupon) get().applyCoupon(line._id, line.coupon);
          else reduce({ type: 'removeCoupon', productId: line._id });
        },
        changeQuantity: (id, quantity) => reduce({ type: 'changeQuantity', id, quantity }),
        setComment: (id, comment) =>
          set({
            cart: get().cart.map((line) => (line._id === id ? { ...line, comment } : line)),
          }),
        remove: (id) => reduce({ type: 'remove', id }),
        clear: () => reduce({ type: 'clear' }),
        applyCoupon: (productId, coupon) =>
          set({
            cart: get().cart.map((line) => (line._id === productId ? { ...line, coupon } : line)),
            couponPromotion: [
              ...get().couponPromotion.filter((entry) => entry.product_id !== productId),
              entryFor(productId, coupon),
            ],
          }),
        setCouponStatus: (productId, status) =>
          set({
            couponPromotion: get().couponPromotion.map((entry) =>
              entry.product_id === productId ? { ...entry, statusCoupon: status } : entry,
            ),
          }),
        removeCoupon: (productId) => reduce({ type: 'removeCoupon', productId }),
        setPromotions: (promotions) => {
          const byProduct = new Map(promotions.map((entry) => [entry.product_id, entry]));
          set({
            productPromotion: [...promotions],
            cart: get().cart.map((line) => {
              const entry = byProduct.get(line._id);
              if (!entry) return line;
              return { ...line, promotion: entry.promotion, coupon: freshCoupon(line, entry) };
            }),
          });
        },
        setLoading: (loading) => set({ loading }),
        openPanel: () => set({ panelOpen: true }),
        closePanel: () => set({ panelOpen: false }),
        reset: () => set({ ...emptyCart(), loading: false, panelOpen: false }),
      };
    },
    {
      ...cartPersistOptions<PersistedCart>(),
      partialize: (state) => ({ owner: state.owner, ...listOf(state) }),
      // Only this user's cart, and only in the shape of the contract (a line that no longer
      // parses, e.g. after an upgrade, is dropped rather than breaking every total).
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<PersistedCart>;
        const owner = currentCartOwner();
        if (!owner || saved.owner !== owner) return current;
        const parsed = cartStateSchema.safeParse(saved);
        if (parsed.success) return { ...current, ...parsed.data, owner };
        const cart = (Array.isArray(saved.cart) ? saved.cart : []).flatMap((line) => {
          const one = cartLineSchema.safeParse(line);
          return one.success ? [one.data] : [];
        });
        return {
          ...current,
          owner,
          cart,
          couponPromotion: cart.flatMap((line) =>
            line.coupon ? [entryFor(line._id, line.coupon)] : [],
          ),
        };
      },
    },
  ),
);

registerSessionReset('cart', () => useCartStore.getState().reset());

// Storage now holds what was restored (another user's cart, or lines that no longer parse, are
// gone from it too), so the header's badge, which reads storage, agrees with the cart.
useCartStore.setState({});

// Another user signed in without this tab ending the session (single sign-on into a signed-in
// browser): their cart starts empty.
useAuthStore.subscribe((auth, previous) => {
  if (auth.user?.user_uuid === previous.user?.user_uuid) return;
  const owner = currentCartOwner();
  const cart = useCartStore.getState();
  if (cart.owner !== null && cart.owner !== owner) cart.reset();
});

import { randomUUID } from 'node:crypto';
import { opsOrderCalendarPath, opsOrderPath, opsOrderPaths } from '@changdee/contract/ops-orders';
import { documentPaths } from '@changdee/contract/documents';
import { lineCodePath, lineLinkPath, lineLinkPaths } from '@changdee/contract/line-link';
import { messagePaths } from '@changdee/contract/messages';
import { dispatchPaths, jobPhotoPath } from '@changdee/contract/dispatch';
import { opsDashboardPaths } from '@changdee/contract/ops-dashboard';
import { orderPaths } from '@changdee/contract/orders';
import { analyticsPaths } from '@changdee/contract/analytics';
import { auditPaths } from '@changdee/contract/audit';
import {
  orderSignaturePath,
  signOffPaths,
  trackingRatingPath,
  trackingSignaturePath,
  trackingSignOffPath,
} from '@changdee/contract/sign-off';
import { availabilityPaths } from '@changdee/contract/availability';
import {
  catalogAdminPaths,
  serviceDetailPath,
  servicePublishPath,
  UPLOADED_IMAGE_PATH_PREFIX,
} from '@changdee/contract/catalog-admin';
import { catalogPaths } from '@changdee/contract/catalog';
import {
  couponAdminPath,
  couponAdminPaths,
  couponScopeOptionsPath,
  promotionAdminPath,
  promotionAdminPaths,
} from '@changdee/contract/coupons-admin';
import { locationPaths } from '@changdee/contract/locations';
import { paymentConflictPath, paymentPaths } from '@changdee/contract/payments';
import {
  paymentSlipActionPath,
  paymentSlipFilePath,
  paymentSlipPaths,
} from '@changdee/contract/payment-slips';
import { pathWith, peopleAdminPaths } from '@changdee/contract/people-admin';
import { teamAdminPaths, teamPath } from '@changdee/contract/teams-admin';
import { addOnAdminPaths, addOnPath } from '@changdee/contract/add-ons-admin';
import { extraPath, extraPaths } from '@changdee/contract/extras';
import {
  quotationPath,
  quotationPaths,
  trackingQuotationPdfPath,
} from '@changdee/contract/quotations';
import {
  quotationAdminPath,
  quotationAdminPaths,
  quotationSignaturePath,
} from '@changdee/contract/quotations-admin';
import {
  counterApprovalPath,
  quotationDecisionPaths,
  storeQuotationPath,
  storeQuotationPricePath,
  trackingQuotationDecisionPath,
  trackingQuotationPath,
  trackingQuotationPricePath,
} from '@changdee/contract/quotation-decisions';
import { portalPaths } from '@changdee/contract/portal';
import { promotionPaths } from '@changdee/contract/promotions';
import {
  trackingDocumentPath,
  trackingPhotoPath,
  trackingLinkPath,
  trackingPagePath,
  trackingPaths,
  trackingReschedulePath,
} from '@changdee/contract/tracking';
import { ROLES, type Role } from '@changdee/domain/roles';
import { signPortalLinkToken, signPortalSsoToken } from '../src/modules/auth/tokens';
import { DEMO_PASSWORD } from '../src/db/seed/demo-keys';
import { trackingLink } from '../src/modules/tracking-links/service';
import { basicAuth, signIn } from '../test/sign-in';
import { webhookHeaders } from '../test/webhook-headers';
import { DRAWN_SIGNATURE } from '../test/signatures';
import { WEBHOOK_SECRET, WORLD_DISTRICT, type StoreFix, type World } from './world';

// What every route of the server answers to every kind of caller, one row a route (keyed
// "METHOD url" as the route table lists it; HEAD follows its GET). The access matrix
// (access-matrix.test.ts) fails for a route of the table without a row here, and for a row whose
// roles differ from the route's declared access.
//
// Who may call a route is a role list; adding a role is one line in ROLE_USERS (world.ts) and,
// where it may call, its name in one of these lists; `byRole` gives a role's own answers where
// the order policy (packages/domain/src/order-policy.ts) reaches other orders for it.
export const SHOP: readonly Role[] = ['Sales', 'Channel Manager'];
export const EVERYONE: readonly Role[] = ROLES;
/** Routes that change an order: the order policy (docs/decisions/036) decides which orders. */
const SHOP_AND_OPERATOR: readonly Role[] = [...SHOP, 'Operator'];
const STATUS_CHANGERS: readonly Role[] = [...SHOP, 'Operator', 'Technician'];
/** The portal's order list and detail: whoever reads orders but External Brand (decision 042). */
const ORDER_READERS: readonly Role[] = [...SHOP, 'Operator', 'Technician'];
/** The operations portal's money (docs/decisions/039). */
const OPERATORS: readonly Role[] = ['Operator'];
/** Changdee's own people: the dispatch board is the operators', the jobs also the technicians'. */
const OPERATOR: readonly Role[] = ['Operator'];
const FIELD: readonly Role[] = ['Technician', 'Operator'];

/** Whose data a request is about: the caller's own store, another of its channel, another channel's. */
export type Scope = 'own' | 'otherStore' | 'otherChannel';

export interface MatrixRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  /** Sent as the raw body (a signed webhook). */
  raw?: string;
  headers?: Record<string, string>;
}

export interface RequestContext {
  world: World;
  /** The store the request is about (the caller's own, or another's, by scope). */
  target: StoreFix;
  /** The username whose credentials a sign-in row sends (the caller's own). */
  username: string;
}

export interface Row {
  access: 'public' | readonly Role[];
  /** The request about `target`'s data, made anew for each call (rows that spend a token). */
  request(context: RequestContext): MatrixRequest | Promise<MatrixRequest>;
  /** The status for a permitted caller, by scope. */
  expect: Record<Scope, number>;
  /** A permitted role answered otherwise (the order policy's scopes differ by role). */
  byRole?: Partial<Record<Role, Record<Scope, number>>>;
  /** The request carries its own credentials (sign-in, SSO): the caller's token is not sent. */
  ownCredentials?: boolean;
}

const same = (status: number): Record<Scope, number> => ({
  own: status,
  otherStore: status,
  otherChannel: status,
});
/** A store's data: other stores' refused as the route refuses them (403 store, 404 order). */
const storeScoped = (refused: number): Record<Scope, number> => ({
  own: 200,
  otherStore: refused,
  otherChannel: refused,
});
/**
 * A channel manager's change of an order (docs/decisions/036): it reads every order of its channel
 * but changes only its own store's (403 ACTION_NOT_ALLOWED), and another channel's is not found.
 */
const channelManagerChange: Record<Scope, number> = {
  own: 200,
  otherStore: 403,
  otherChannel: 404,
};
/** A channel's data: another store of the channel shares it, another channel is refused. */
const channelScoped: Record<Scope, number> = { own: 200, otherStore: 200, otherChannel: 403 };

/** The customer's link token of the target's readable order (minted on first use). */
const tokenFor = async ({ kit }: World, target: StoreFix) =>
  (
    await trackingLink(
      kit.db,
      {
        secret: kit.app.config.secrets.accessTokenSecret,
        publicBaseUrl: kit.app.config.publicBaseUrl,
      },
      target.orders.read,
    )
  ).token;

const post = (url: string, body: unknown): MatrixRequest => ({ method: 'POST', url, body });
const ofOrder = (template: string, orderNo: string) => template.replace(':cartOrderNo', orderNo);
/** The matrix's contractor (it serves WORLD_DISTRICT, where the placed orders are booked). */
const worldTeam = ({ world }: RequestContext) => world.kit.contractors['CT-REL-WORLD']!;
const get = (url: string): MatrixRequest => ({ method: 'GET', url });
const patch = (url: string, body: unknown): MatrixRequest => ({ method: 'PATCH', url, body });
/** A version no record reaches in a test: the edit is refused as stale and changes nothing. */
const STALE_VERSION = 999_999;
const TEAM_FORM = {
  code: 'CT-REL-MATRIX',
  name_th: 'ทีม',
  name_en: 'Team',
  phone: '0812345678',
  active: true,
  morning_capacity: 1,
  afternoon_capacity: 1,
  daily_capacity: 2,
  work_types: ['WT-SURVEY'],
  provinces: [],
  districts: [WORLD_DISTRICT],
  member_ids: [],
};
const storeForm = (target: StoreFix) => ({
  code: target.code,
  name_th: 'ร้าน',
  name_en: 'Store',
  channel: target.channel,
  brand: '',
  bu_store_id: 'BU-1',
});
const calendarQuery = ({ target }: RequestContext) =>
  `?product_id=${target.product}&districts=${WORLD_DISTRICT}&channel_bu=${target.channel}`;
const IMAGE = 'in-ac-18000-1-thumb.a34aa6438b.webp';
const COUPON_IMAGE = 'channel-300-160.c82c799583.webp';

export const EXPECTATIONS: Record<string, Row> = {
  // ── health, runtime configuration, API docs ─────────────────────────────────────────────
  'GET /healthz': { access: 'public', request: () => get('/healthz'), expect: same(200) },
  'GET /api/runtime-config': {
    access: 'public',
    request: () => get('/api/runtime-config'),
    expect: same(200),
  },
  'GET /api/docs/json': {
    access: 'public',
    request: () => get('/api/docs/json'),
    expect: same(200),
  },
  'GET /api/docs/yaml': {
    access: 'public',
    request: () => get('/api/docs/yaml'),
    expect: same(200),
  },
  'GET /api/docs': { access: 'public', request: () => get('/api/docs'), expect: same(200) },
  // Listed by @fastify/swagger-ui as HEAD only (its GET is the one above).
  'GET /api/docs/': { access: 'public', request: () => get('/api/docs/'), expect: same(200) },
  'GET /api/docs/static/index.html': {
    access: 'public',
    request: () => get('/api/docs/static/index.html'),
    expect: same(302), // to /api/docs
  },
  'GET /api/docs/static/*': {
    access: 'public',
    request: () => get('/api/docs/static/swagger-ui.css'),
    expect: same(200),
  },
  'GET /api/docs/static/swagger-initializer.js': {
    access: 'public',
    request: () => get('/api/docs/static/swagger-initializer.js'),
    expect: same(200),
  },

  // ── identity ──────────────────────────────────────────────────────────────────────────────
  'POST /v1/auth': {
    access: 'public',
    ownCredentials: true,
    request: ({ username }) => ({
      method: 'POST',
      url: '/v1/auth',
      headers: { authorization: basicAuth(username, DEMO_PASSWORD) },
    }),
    expect: same(200),
  },
  'POST /v1/authServer/getAccessToken': {
    access: 'public',
    ownCredentials: true,
    request: async ({ world, username }) =>
      post('/v1/authServer/getAccessToken', {
        token: (await signIn(world.kit.app, username)).refreshToken,
      }),
    expect: same(200),
  },
  'POST /v1/auth/logout': {
    access: 'public',
    ownCredentials: true,
    request: async ({ world, username }) =>
      post('/v1/auth/logout', { token: (await signIn(world.kit.app, username)).refreshToken }),
    expect: same(200),
  },
  'POST /b2b/v2/auth/sso': {
    access: 'public',
    ownCredentials: true,
    request: async ({ world, username }) =>
      post('/b2b/v2/auth/sso', {
        token: await signPortalSsoToken(world.kit.app.config.secrets.ssoSharedSecret, username),
      }),
    expect: same(200),
  },
  // The shop's roles and the portal's (an operator handed from the shop's sign-in, decision 062).
  'POST /b2b/v2/auth/portal-token': {
    access: [...SHOP, 'Operator', 'Technician'],
    request: () => post('/b2b/v2/auth/portal-token', {}),
    expect: same(200),
  },

  // ── the operations portal (docs/decisions/041-the-operations-portal.md) ─────────────────
  [`GET ${portalPaths.me}`]: {
    access: EVERYONE,
    request: () => get(portalPaths.me),
    expect: same(200),
  },
  [`POST ${portalPaths.ssoSignIn}`]: {
    access: 'public',
    ownCredentials: true,
    request: async ({ world, username }) =>
      post(portalPaths.ssoSignIn, {
        token: (
          await signPortalLinkToken(world.kit.app.config.secrets.ssoSharedSecret, {
            username,
            adminUuid: randomUUID(),
          })
        ).token,
      }),
    expect: same(200),
  },
  // The shop's roles are handed to the shop signed in (decision 062).
  [`POST ${portalPaths.shopLink}`]: {
    access: SHOP,
    request: () => post(portalPaths.shopLink, {}),
    expect: same(200),
  },

  // ── employees ─────────────────────────────────────────────────────────────────────────────
  'POST /b2b/v2/channel/search': {
    access: SHOP,
    request: ({ target }) =>
      post('/b2b/v2/channel/search', { store_uuid: target.id, store: target.code }),
    expect: storeScoped(403),
  },
  'GET /a/v1/admin/employee/:adminUUID': {
    access: SHOP,
    request: ({ target }) => get(`/a/v1/admin/employee/${target.adminUuid}`),
    expect: storeScoped(404),
  },

  // ── catalogue ─────────────────────────────────────────────────────────────────────────────
  [`POST ${catalogPaths.productByChannel}`]: {
    access: SHOP,
    request: ({ target }) =>
      post(catalogPaths.productByChannel, { channel: target.channel, storeId: target.id }),
    expect: storeScoped(403),
  },
  [`POST ${catalogPaths.productSearch}`]: {
    access: SHOP,
    request: ({ target }) =>
      post(catalogPaths.productSearch, {
        channel: target.channel,
        storeId: target.id,
        searchKeyword: 'แอร์',
      }),
    expect: storeScoped(403),
  },
  [`POST ${catalogPaths.recentSearch}`]: {
    access: SHOP,
    request: ({ target }) => post(catalogPaths.recentSearch, { storeId: target.id }),
    expect: storeScoped(403),
  },
  [`POST ${catalogPaths.productById}`]: {
    access: SHOP,
    request: ({ target }) =>
      post(catalogPaths.productById, { storeId: target.id, productId: target.product }),
    expect: storeScoped(403),
  },
  [`POST ${catalogPaths.insertFavourite}`]: {
    access: SHOP,
    request: ({ target }) =>
      post(catalogPaths.insertFavourite, { storeId: target.id, productId: target.product }),
    expect: storeScoped(403),
  },
  [`DELETE ${catalogPaths.deleteFavourite}`]: {
    access: SHOP,
    request: ({ target }) => ({
      method: 'DELETE',
      url: catalogPaths.deleteFavourite,
      body: { storeId: target.id, productId: target.product },
    }),
    expect: storeScoped(403),
  },
  [`POST ${catalogPaths.toggleFavourite}`]: {
    access: SHOP,
    request: ({ target }) =>
      post(catalogPaths.toggleFavourite, {
        storeId: target.id,
        productId: target.product,
        isFavorite: false,
      }),
    expect: storeScoped(403),
  },
  [`POST ${catalogPaths.favouriteProducts}`]: {
    access: SHOP,
    request: ({ target }) => post(catalogPaths.favouriteProducts, { storeId: target.id }),
    expect: storeScoped(403),
  },
  'GET /images/products/:file': {
    access: 'public',
    request: () => get(`/images/products/${IMAGE}`),
    expect: same(200),
  },

  // ── locations (public reference data) ───────────────────────────────────────────────────────
  [`GET ${locationPaths.detail}`]: {
    access: 'public',
    request: () => get(locationPaths.detail),
    expect: same(200),
  },
  [`GET ${locationPaths.provinces}`]: {
    access: 'public',
    request: () => get(locationPaths.provinces),
    expect: same(200),
  },
  [`GET ${locationPaths.districts}`]: {
    access: 'public',
    request: () => get(`${locationPaths.districts}?province=10`),
    expect: same(200),
  },
  [`GET ${locationPaths.subdistricts}`]: {
    access: 'public',
    request: () => get(`${locationPaths.subdistricts}?district=1047`),
    expect: same(200),
  },
  [`GET ${locationPaths.provinceDistricts}`]: {
    access: 'public',
    request: () => get(locationPaths.provinceDistricts.replace(':code', '10')),
    expect: same(200),
  },
  [`GET ${locationPaths.districtSubdistricts}`]: {
    access: 'public',
    request: () => get(locationPaths.districtSubdistricts.replace(':code', '1047')),
    expect: same(200),
  },

  // ── availability ──────────────────────────────────────────────────────────────────────────
  [`POST ${availabilityPaths.availableContractor}`]: {
    access: SHOP,
    request: () =>
      post(availabilityPaths.availableContractor, {
        districts: WORLD_DISTRICT,
        work_type_id: ['WT-SURVEY'],
      }),
    expect: same(200),
  },
  [`GET ${availabilityPaths.firstAvailableDate}`]: {
    access: SHOP,
    request: (context) => get(`${availabilityPaths.firstAvailableDate}${calendarQuery(context)}`),
    expect: channelScoped,
  },
  [`GET ${availabilityPaths.unavailableDates}`]: {
    access: SHOP,
    request: (context) => get(`${availabilityPaths.unavailableDates}${calendarQuery(context)}`),
    expect: channelScoped,
  },

  // ── promotions ────────────────────────────────────────────────────────────────────────────
  [`POST ${promotionPaths.multipleProductPromotion}`]: {
    access: SHOP,
    request: ({ target }) =>
      post(promotionPaths.multipleProductPromotion, {
        productIds: [target.product],
        channel: target.channel,
        branchId: target.id,
      }),
    expect: storeScoped(403),
  },
  [`POST ${promotionPaths.verify}`]: {
    access: SHOP,
    // An unknown code: 404 COUPON_NOT_FOUND for the caller's own store, but another store is
    // refused before any coupon is looked up.
    request: ({ target }) =>
      post(promotionPaths.verify, {
        product: { productId: target.product, qty: 1 },
        couponCode: 'RELIABILITY-NO-SUCH',
        jobType: 'S',
        channel: target.channel,
        branchId: target.id,
      }),
    expect: { own: 404, otherStore: 403, otherChannel: 403 },
  },
  'GET /images/coupons/:file': {
    access: 'public',
    request: () => get(`/images/coupons/${COUPON_IMAGE}`),
    expect: same(200),
  },

  // ── orders ────────────────────────────────────────────────────────────────────────────────
  [`POST ${orderPaths.checkFamily}`]: {
    access: SHOP,
    request: () => post(orderPaths.checkFamily, { mobile: '0891234567' }),
    expect: same(200),
  },
  [`POST ${orderPaths.create}`]: {
    access: SHOP,
    request: ({ world, target }) => {
      const base = world.kit.payload();
      return post(orderPaths.create, {
        ...base,
        store_id: target.id,
        channel: target.channel,
        seller: { code: target.sellerCode },
        items: base.items.slice(0, 1).map((item) => ({ ...item, product_id: target.product })),
      });
    },
    expect: storeScoped(403),
  },
  [`GET ${orderPaths.get}`]: {
    access: EVERYONE,
    request: ({ target }) => get(orderPaths.get.replace(':cartOrderNo', target.orders.read)),
    expect: storeScoped(404),
    // An operator reads every order; a technician only its team's jobs (none here: the world's
    // orders are booked to CT-REL-WORLD and the inserted ones to nobody), answered as unknown.
    byRole: {
      'Channel Manager': { own: 200, otherStore: 200, otherChannel: 404 },
      Operator: same(200),
      Technician: same(404),
    },
  },
  [`POST ${orderPaths.payment}`]: {
    access: SHOP_AND_OPERATOR,
    request: ({ target }) =>
      post(orderPaths.payment, {
        cartOrderNo: target.orders.payment,
        method: 'store',
        reference: 'RELIABILITY-RECEIPT',
        employee_code: target.sellerCode,
      }),
    expect: storeScoped(404),
    // The operator comes after the stores' own callers: the retail stores' orders are paid by then
    // (409 ORDER_ALREADY_PAID); the other channel's inserted one is not.
    byRole: {
      'Channel Manager': channelManagerChange,
      Operator: { own: 409, otherStore: 409, otherChannel: 200 },
    },
  },
  [`POST ${orderPaths.paymentWebhook}`]: {
    access: 'public',
    // Signed, for an order that does not exist: the same 404 whoever sends it.
    request: ({ world }) => {
      const raw = JSON.stringify({
        event_id: randomUUID(),
        type: 'payment.succeeded',
        data: { cartOrderNo: 'CO310610999999', amount: 100, reference: 'reliability' },
      });
      return {
        method: 'POST',
        url: orderPaths.paymentWebhook,
        raw,
        headers: {
          'content-type': 'application/json',
          ...webhookHeaders(world.kit.app, WEBHOOK_SECRET, raw),
        },
      };
    },
    expect: same(404),
  },
  [`POST ${orderPaths.changeDate}`]: {
    access: SHOP_AND_OPERATOR,
    request: ({ target }) =>
      post(orderPaths.changeDate.replace(':cartOrderNo', target.orders.changeDate), {
        cartOrderNo: target.orders.changeDate,
        expected_date: { date: '2031-06-21', time: '2' },
      }),
    expect: storeScoped(404),
    // The other channel's order is an inserted row with no booking to move (404 BOOKING_NOT_FOUND).
    byRole: {
      'Channel Manager': channelManagerChange,
      Operator: { own: 200, otherStore: 200, otherChannel: 404 },
    },
  },
  [`POST ${orderPaths.updateContractor}`]: {
    access: SHOP_AND_OPERATOR,
    request: ({ target }) =>
      post(orderPaths.updateContractor, { cartOrderNo: target.orders.contractor }),
    expect: storeScoped(404),
    byRole: { 'Channel Manager': channelManagerChange, Operator: same(200) },
  },
  [`POST ${orderPaths.updateStatus}`]: {
    access: STATUS_CHANGERS,
    request: ({ target }) =>
      post(orderPaths.updateStatus, {
        cartOrderNo: target.orders.status,
        status: 'cancelled',
        reason: 'reliability',
        employee_code: target.sellerCode,
      }),
    expect: storeScoped(404),
    // The operator cancels any order at any time, but the retail stores' orders are cancelled by
    // their own callers before it comes (409 ORDER_STATUS_NOT_ALLOWED). A technician may not cancel
    // and reads none of these orders: not found.
    byRole: {
      'Channel Manager': channelManagerChange,
      Operator: { own: 409, otherStore: 409, otherChannel: 200 },
      Technician: same(404),
    },
  },

  // ── the operations portal's orders (docs/decisions/042) ────────────────────────────────────
  // The list and CSV search for the target's order by number: 200 for everyone, holding only the
  // orders the caller may read (the matrix checks no other store's data comes back).
  [`GET ${opsOrderPaths.list}`]: {
    access: ORDER_READERS,
    request: ({ target }) => get(`${opsOrderPaths.list}?q=${target.orders.read}`),
    expect: same(200),
  },
  [`GET ${opsOrderPaths.csv}`]: {
    access: ORDER_READERS,
    request: ({ target }) => get(`${opsOrderPaths.csv}?q=${target.orders.read}`),
    expect: same(200),
  },
  [`GET ${opsOrderPaths.detail}`]: {
    access: ORDER_READERS,
    request: ({ target }) => get(opsOrderPath(target.orders.read)),
    expect: storeScoped(404),
    byRole: {
      'Channel Manager': { own: 200, otherStore: 200, otherChannel: 404 },
      Operator: same(200),
      Technician: same(404),
    },
  },
  [`GET ${opsOrderPaths.calendar}`]: {
    access: SHOP_AND_OPERATOR,
    request: ({ target }) => get(opsOrderCalendarPath(target.orders.read)),
    expect: storeScoped(404),
    // The calendar is read in the order's own channel, whoever asks (an operator has none).
    byRole: {
      'Channel Manager': channelManagerChange,
      Operator: same(200),
    },
  },

  // ── an order's tax documents (docs/decisions/043) ──────────────────────────────────────────
  // The world's orders are unpaid: the lists are empty, and a document id is not found (404
  // DOCUMENT_NOT_FOUND) wherever the order may be read. The external brand and technicians get no
  // documents (403): they carry the buyer's personal data.
  [`GET ${documentPaths.list}`]: {
    access: SHOP,
    request: ({ target }) => get(documentPaths.list.replace(':cartOrderNo', target.orders.read)),
    expect: storeScoped(404),
    byRole: { 'Channel Manager': { own: 200, otherStore: 200, otherChannel: 404 } },
  },
  [`GET ${documentPaths.pdf}`]: {
    access: SHOP,
    request: ({ target }) =>
      get(
        documentPaths.pdf
          .replace(':cartOrderNo', target.orders.read)
          .replace(':documentId', randomUUID()),
      ),
    expect: same(404),
  },
  [`GET ${documentPaths.opsList}`]: {
    access: ['Operator'],
    request: ({ target }) => get(documentPaths.opsList.replace(':cartOrderNo', target.orders.read)),
    expect: same(200),
  },
  [`GET ${documentPaths.opsPdf}`]: {
    access: ['Operator'],
    request: ({ target }) =>
      get(
        documentPaths.opsPdf
          .replace(':cartOrderNo', target.orders.read)
          .replace(':documentId', randomUUID()),
      ),
    expect: same(404),
  },

  // ── an order's customer messages (docs/decisions/045) ─────────────────────────────────────────
  // Operators only; a message id of no message of the order is 404 MESSAGE_NOT_FOUND. The SMS
  // gateway's delivery reports carry its token: without it (and SMS is not set up here), 401.
  [`GET ${messagePaths.opsList}`]: {
    access: ['Operator'],
    request: ({ target }) => get(messagePaths.opsList.replace(':cartOrderNo', target.orders.read)),
    expect: same(200),
  },
  [`POST ${messagePaths.opsResend}`]: {
    access: ['Operator'],
    request: ({ target }) =>
      post(
        messagePaths.opsResend
          .replace(':cartOrderNo', target.orders.read)
          .replace(':messageId', randomUUID()),
        {},
      ),
    expect: same(404),
  },
  [`POST ${messagePaths.smsReports}`]: {
    access: 'public',
    request: () => post(messagePaths.smsReports, { messageId: 'sms-1', status: 'delivered' }),
    expect: same(401),
  },

  // ── the customer's tracking link (docs/decisions/046) ────────────────────────────────────────
  // The clerk's link follows the order policy's read. The public routes take no session: the
  // token in the path is the credential, so every caller (and none) gets the same answer; the
  // world's orders are open and unpaid, so a reschedule request is taken (once a day, then the
  // same answer) and a document id is not found.
  [`GET ${trackingPaths.link}`]: {
    access: [...SHOP, 'Operator'],
    request: ({ target }) => get(trackingLinkPath(target.orders.read)),
    expect: storeScoped(404),
    byRole: {
      'Channel Manager': { own: 200, otherStore: 200, otherChannel: 404 },
      Operator: same(200),
    },
  },
  [`GET ${trackingPaths.page}`]: {
    access: 'public',
    request: async ({ world, target }) => get(trackingPagePath(await tokenFor(world, target))),
    expect: same(200),
  },
  [`GET ${trackingPaths.documentPdf}`]: {
    access: 'public',
    request: async ({ world, target }) =>
      get(trackingDocumentPath(await tokenFor(world, target), randomUUID())),
    expect: same(404),
  },
  // The world's orders are open: none has a completed job's photo to show.
  [`GET ${trackingPaths.photo}`]: {
    access: 'public',
    request: async ({ world, target }) =>
      get(trackingPhotoPath(await tokenFor(world, target), randomUUID())),
    expect: same(404),
  },
  [`POST ${trackingPaths.reschedule}`]: {
    access: 'public',
    request: async ({ world, target }) =>
      post(trackingReschedulePath(await tokenFor(world, target)), { note: 'ขอเลื่อนวัน' }),
    expect: same(200),
  },
  // The customer's sign-off and rating (decision 078): public like the page. The world's jobs are
  // open: no confirmation is awaited, no rating yet, no signature to show.
  [`POST ${signOffPaths.trackingSignOff}`]: {
    access: 'public',
    request: async ({ world, target }) =>
      post(trackingSignOffPath(await tokenFor(world, target)), {
        name: 'สมหญิง',
        signature: DRAWN_SIGNATURE,
      }),
    expect: same(409),
  },
  [`POST ${signOffPaths.trackingRating}`]: {
    access: 'public',
    request: async ({ world, target }) =>
      post(trackingRatingPath(await tokenFor(world, target)), { stars: 5 }),
    expect: same(409),
  },
  [`GET ${signOffPaths.trackingSignature}`]: {
    access: 'public',
    request: async ({ world, target }) => get(trackingSignaturePath(await tokenFor(world, target))),
    expect: same(404),
  },
  // Linking the customer's LINE (docs/decisions/052): public like the page (the token is the
  // credential). The world has no LINE set up: a code is not offered (409), unlinking answers the
  // same "not linked" for everyone, and LINE's webhook unsigned by the channel secret is 401.
  [`POST ${lineLinkPaths.code}`]: {
    access: 'public',
    request: async ({ world, target }) => post(lineCodePath(await tokenFor(world, target)), {}),
    expect: same(409),
  },
  [`DELETE ${lineLinkPaths.link}`]: {
    access: 'public',
    request: async ({ world, target }) => ({
      method: 'DELETE',
      url: lineLinkPath(await tokenFor(world, target)),
    }),
    expect: same(200),
  },
  [`POST ${lineLinkPaths.webhook}`]: {
    access: 'public',
    request: () => ({
      method: 'POST',
      url: lineLinkPaths.webhook,
      raw: '{"destination":"U0","events":[]}',
      headers: { 'content-type': 'application/json', 'x-line-signature': 'bm90IHNpZ25lZA==' },
    }),
    expect: same(401),
  },

  // ── the operators' money ────────────────────────────────────────────────────────────────────
  [`GET ${paymentPaths.refundsDue}`]: {
    access: OPERATORS,
    request: () => get(paymentPaths.refundsDue),
    expect: same(200),
  },
  [`POST ${paymentPaths.refund}`]: {
    access: OPERATORS,
    // Every store's order is the operator's; none of these has money due back (409 REFUND_NOT_DUE).
    request: ({ target }) =>
      post(paymentPaths.refund.replace(':cartOrderNo', target.orders.read), {
        amount: 1,
        reason: 'reliability',
        reference: 'RELIABILITY-REFUND',
      }),
    expect: same(409),
  },
  [`GET ${paymentPaths.takings}`]: {
    access: OPERATORS,
    request: () => get(`${paymentPaths.takings}?date=2031-06-10`),
    expect: same(200),
  },
  [`GET ${paymentPaths.conflicts}`]: {
    access: OPERATORS,
    request: () => get(paymentPaths.conflicts),
    expect: same(200),
  },
  [`POST ${paymentPaths.conflict}`]: {
    access: OPERATORS,
    // No event was kept under this id: 404 PAYMENT_CONFLICT_NOT_FOUND, nothing settled.
    request: () => post(paymentConflictPath(NO_SUCH_ID), { resolution: 'dismissed' }),
    expect: same(404),
  },

  // ── a bank transfer's slips (decision 069) ──────────────────────────────────────────────────
  [`POST ${paymentSlipPaths.attach}`]: {
    access: SHOP_AND_OPERATOR,
    // The policy first, then the upload: a JSON body is not a slip (415), nothing attached.
    request: ({ target }) => post(ofOrder(paymentSlipPaths.attach, target.orders.read), {}),
    expect: { own: 415, otherStore: 404, otherChannel: 404 },
    byRole: {
      'Channel Manager': { own: 415, otherStore: 403, otherChannel: 404 },
      Operator: same(415),
    },
  },
  [`GET ${paymentSlipPaths.file}`]: {
    access: EVERYONE,
    // No such slip, whoever may read the order; the others do not find the order.
    request: ({ target }) => get(paymentSlipFilePath(target.orders.read, NO_SUCH_ID)),
    expect: same(404),
  },
  [`POST ${paymentSlipPaths.attachByCustomer}`]: {
    access: 'public',
    // The token opens the order; a JSON body is not a slip (415).
    request: async ({ world, target }) =>
      post(paymentSlipPaths.attachByCustomer.replace(':token', await tokenFor(world, target)), {}),
    expect: same(415),
  },
  [`GET ${paymentSlipPaths.waiting}`]: {
    access: OPERATORS,
    request: () => get(paymentSlipPaths.waiting),
    expect: same(200),
  },
  [`POST ${paymentSlipPaths.confirm}`]: {
    access: OPERATORS,
    // No slip under this id: 404 PAYMENT_SLIP_NOT_FOUND, nothing recorded.
    request: () =>
      post(paymentSlipActionPath('confirm', NO_SUCH_ID), {
        amount_satang: 100,
        transferred_at: '2031-06-10T10:00:00+07:00',
        bank: 'KBANK',
        reference: 'RELIABILITY',
      }),
    expect: same(404),
  },
  [`POST ${paymentSlipPaths.reject}`]: {
    access: OPERATORS,
    request: () => post(paymentSlipActionPath('reject', NO_SUCH_ID), { reason: 'reliability' }),
    expect: same(404),
  },

  // ── the operator's day and the capacity ahead (docs/decisions/075) ─────────────────────────
  [`GET ${opsDashboardPaths.day}`]: {
    access: OPERATOR,
    request: () => get(opsDashboardPaths.day),
    expect: same(200),
  },
  [`GET ${opsDashboardPaths.capacity}`]: {
    access: OPERATOR,
    request: () => get(opsDashboardPaths.capacity),
    expect: same(200),
  },

  // ── dispatch and the technician's day (docs/decisions/044) ─────────────────────────────────
  [`GET ${dispatchPaths.board}`]: {
    access: OPERATOR,
    request: () => get(`${dispatchPaths.board}?date=2031-06-20&days=7`),
    expect: same(200),
  },
  [`POST ${dispatchPaths.assign}`]: {
    access: OPERATOR,
    // The placed orders stay with the matrix's team on their date; the other channel's inserted
    // order lies where that team does not work (422 CONTRACTOR_NOT_SERVING).
    request: (context) =>
      post(ofOrder(dispatchPaths.assign, context.target.orders.contractor), {
        contractor_id: worldTeam(context),
      }),
    expect: { own: 200, otherStore: 200, otherChannel: 422 },
  },
  [`GET ${dispatchPaths.assignOptions}`]: {
    access: OPERATOR,
    request: ({ target }) => get(ofOrder(dispatchPaths.assignOptions, target.orders.read)),
    expect: same(200),
  },
  [`POST ${dispatchPaths.dismissReschedule}`]: {
    access: OPERATOR,
    // No request is open on these orders: nothing to close, 200 with dismissed 0.
    request: ({ target }) => post(ofOrder(dispatchPaths.dismissReschedule, target.orders.read), {}),
    expect: same(200),
  },
  [`GET ${dispatchPaths.jobs}`]: {
    access: FIELD,
    // A technician gets their own team's day whatever team is named.
    request: (context) =>
      get(`${dispatchPaths.jobs}?date=2031-06-20&contractor_id=${worldTeam(context)}`),
    expect: same(200),
  },
  [`POST ${dispatchPaths.jobStatus}`]: {
    access: FIELD,
    // Completing a job that has not started: the order's life refuses it (409); a technician reads
    // none of these orders (not its team's): not found.
    request: ({ target }) =>
      post(ofOrder(dispatchPaths.jobStatus, target.orders.read), {
        status: 'completed',
        note: 'reliability',
        sign_off: { kind: 'absent', reason: 'customer_not_home' },
      }),
    expect: same(409),
    byRole: { Technician: same(404) },
  },
  [`POST ${dispatchPaths.jobPhotos}`]: {
    access: FIELD,
    // Asked before any upload is read: no job of these is in progress (409), nor the technician's.
    request: ({ target }) => post(ofOrder(dispatchPaths.jobPhotos, target.orders.read), {}),
    expect: same(409),
    byRole: { Technician: same(404) },
  },
  [`GET ${dispatchPaths.photo}`]: {
    access: EVERYONE,
    // No such photo, whoever may read the order; the others do not find the order.
    request: ({ target }) =>
      get(jobPhotoPath(target.orders.read, '00000000-0000-4000-8000-000000000000')),
    expect: same(404),
  },

  [`GET ${signOffPaths.signature}`]: {
    access: EVERYONE,
    // The world's orders are open: no signature yet, whoever may read the order (decision 078).
    request: ({ target }) => get(orderSignaturePath(target.orders.read)),
    expect: same(404),
  },

  // ── ratings and their follow-ups (decision 078): the operators' ────────────────────────────
  [`GET ${signOffPaths.ratings}`]: {
    access: OPERATOR,
    request: () => get(signOffPaths.ratings),
    expect: same(200),
  },
  [`POST ${signOffPaths.followUp}`]: {
    access: OPERATOR,
    // No rating on the world's open orders: no follow-up to mark handled.
    request: ({ target }) =>
      post(signOffPaths.followUp.replace(':cartOrderNo', target.orders.read), { note: 'โทรแล้ว' }),
    expect: same(409),
  },

  // ── teams and people from the portal (docs/decisions/051): the operators' ─────────────────
  // Writes are sent so that they change nothing: a taken code (409), a stale version (409), an
  // unknown id (404/422), whoever the target store is.
  [`GET ${teamAdminPaths.list}`]: {
    access: OPERATOR,
    request: () => get(teamAdminPaths.list),
    expect: same(200),
  },
  [`POST ${teamAdminPaths.list}`]: {
    access: OPERATOR,
    request: () => post(teamAdminPaths.list, { ...TEAM_FORM, code: 'CT-REL-WORLD' }),
    expect: same(409),
  },
  [`GET ${teamAdminPaths.one}`]: {
    access: OPERATOR,
    request: (context) => get(teamPath(worldTeam(context))),
    expect: same(200),
  },
  [`PATCH ${teamAdminPaths.one}`]: {
    access: OPERATOR,
    request: (context) =>
      patch(teamPath(worldTeam(context)), { ...TEAM_FORM, expected_version: STALE_VERSION }),
    expect: same(409),
  },
  [`POST ${teamAdminPaths.daysOff}`]: {
    access: OPERATOR,
    request: (context) =>
      post(teamPath(worldTeam(context), teamAdminPaths.daysOff), {
        expected_version: STALE_VERSION,
        from: '2040-01-02',
        to: '2040-01-02',
      }),
    expect: same(409),
  },
  [`DELETE ${teamAdminPaths.dayOff}`]: {
    access: OPERATOR,
    request: (context) => ({
      method: 'DELETE',
      url: teamPath(worldTeam(context), teamAdminPaths.dayOff).replace(':date', '2040-01-02'),
      body: { expected_version: STALE_VERSION },
    }),
    expect: same(409),
  },
  [`GET ${peopleAdminPaths.channels}`]: {
    access: OPERATOR,
    request: () => get(peopleAdminPaths.channels),
    expect: same(200),
  },
  [`POST ${peopleAdminPaths.channels}`]: {
    access: OPERATOR,
    request: ({ target }) =>
      post(peopleAdminPaths.channels, { code: target.channel, name_th: 'ก', name_en: 'A' }),
    expect: same(409),
  },
  [`PATCH ${peopleAdminPaths.channel}`]: {
    access: OPERATOR,
    request: ({ target }) =>
      patch(pathWith(peopleAdminPaths.channel, 'code', target.channel), {
        name_th: 'ก',
        name_en: 'A',
        expected_version: STALE_VERSION,
      }),
    expect: same(409),
  },
  [`GET ${peopleAdminPaths.stores}`]: {
    access: OPERATOR,
    request: () => get(peopleAdminPaths.stores),
    expect: same(200),
  },
  [`POST ${peopleAdminPaths.stores}`]: {
    access: OPERATOR,
    request: ({ target }) => post(peopleAdminPaths.stores, storeForm(target)),
    expect: same(409),
  },
  [`PATCH ${peopleAdminPaths.store}`]: {
    access: OPERATOR,
    request: ({ target }) =>
      patch(pathWith(peopleAdminPaths.store, 'storeId', target.id), {
        ...storeForm(target),
        expected_version: STALE_VERSION,
      }),
    expect: same(409),
  },
  [`GET ${peopleAdminPaths.employees}`]: {
    access: OPERATOR,
    request: ({ target }) => get(`${peopleAdminPaths.employees}?store_id=${target.id}`),
    expect: same(200),
  },
  [`POST ${peopleAdminPaths.employees}`]: {
    access: OPERATOR,
    request: ({ target }) =>
      post(peopleAdminPaths.employees, {
        store_id: target.id,
        code: target.sellerCode,
        name: 'ก',
        phone: '0812345678',
        active: true,
      }),
    expect: same(409),
  },
  [`PATCH ${peopleAdminPaths.employee}`]: {
    access: OPERATOR,
    request: () =>
      patch(pathWith(peopleAdminPaths.employee, 'employeeId', randomUUID()), {
        code: 'X-1',
        name: 'ก',
        phone: '0812345678',
        active: true,
        expected_version: 1,
      }),
    expect: same(404),
  },
  [`GET ${peopleAdminPaths.users}`]: {
    access: OPERATOR,
    request: () => get(peopleAdminPaths.users),
    expect: same(200),
  },
  [`POST ${peopleAdminPaths.users}`]: {
    access: OPERATOR,
    request: ({ username }) =>
      post(peopleAdminPaths.users, {
        username,
        display_name: 'ก',
        role: 'Operator',
        store_ids: [],
        active: true,
      }),
    expect: same(409),
  },
  [`PATCH ${peopleAdminPaths.user}`]: {
    access: OPERATOR,
    request: () =>
      patch(pathWith(peopleAdminPaths.user, 'userId', randomUUID()), {
        display_name: 'ก',
        role: 'Operator',
        store_ids: [],
        active: true,
        expected_version: 1,
      }),
    expect: same(404),
  },
  [`POST ${peopleAdminPaths.passwordLink}`]: {
    access: OPERATOR,
    request: () => post(pathWith(peopleAdminPaths.passwordLink, 'userId', randomUUID()), {}),
    expect: same(404),
  },
  [`GET ${peopleAdminPaths.passwordReset}`]: {
    access: 'public',
    request: () => get(`${peopleAdminPaths.passwordReset}?token=${'x'.repeat(43)}`),
    expect: same(410),
  },
  [`POST ${peopleAdminPaths.passwordReset}`]: {
    access: 'public',
    request: () =>
      post(peopleAdminPaths.passwordReset, { token: 'x'.repeat(43), password: 'long-enough-1' }),
    expect: same(410),
  },
  // ── the audit log (issue 21, docs/decisions/049) ───────────────────────────────────────────
  [`GET ${auditPaths.list}`]: {
    access: OPERATOR,
    request: () => get(`${auditPaths.list}?entity=service`),
    expect: same(200),
  },

  // ── sales and service over time (issue 32, decision 076): Operators everything, a Channel
  // Manager their channel's stores (the answer is narrowed, never refused by store) ────────────
  ...Object.fromEntries(
    [analyticsPaths.sales, analyticsPaths.salesCsv, analyticsPaths.salesXlsx].map((path) => [
      `GET ${path}`,
      {
        access: ['Operator', 'Channel Manager'],
        request: () => get(`${path}?from=2031-06-01&to=2031-06-30&grain=week&by=store`),
        expect: same(200),
      } satisfies Row,
    ]),
  ),

  // ── the services admin (issue 21, docs/decisions/049): Operators only; writes that change
  // nothing (a form that fails its schema, a stale version, an order that misses services) ───
  [`GET ${catalogAdminPaths.list}`]: {
    access: OPERATOR,
    request: ({ target }) => get(`${catalogAdminPaths.list}?channel=${target.channel}`),
    expect: same(200),
  },
  [`GET ${catalogAdminPaths.channels}`]: {
    access: OPERATOR,
    request: () => get(catalogAdminPaths.channels),
    expect: same(200),
  },
  [`GET ${catalogAdminPaths.detail}`]: {
    access: OPERATOR,
    request: ({ target }) => get(serviceDetailPath(target.product)),
    expect: same(200),
  },
  [`POST ${catalogAdminPaths.create}`]: {
    access: OPERATOR,
    request: () => post(catalogAdminPaths.create, {}),
    expect: same(400),
  },
  [`PATCH ${catalogAdminPaths.update}`]: {
    access: OPERATOR,
    request: ({ target }) => ({
      method: 'PATCH',
      url: serviceDetailPath(target.product),
      body: {},
    }),
    expect: same(400),
  },
  [`POST ${catalogAdminPaths.publish}`]: {
    access: OPERATOR,
    request: ({ target }) =>
      post(servicePublishPath(target.product, true), { expected_version: 999_999 }),
    expect: same(409),
  },
  [`POST ${catalogAdminPaths.unpublish}`]: {
    access: OPERATOR,
    request: ({ target }) =>
      post(servicePublishPath(target.product, false), { expected_version: 999_999 }),
    expect: same(409),
  },
  [`POST ${catalogAdminPaths.order}`]: {
    access: OPERATOR,
    request: ({ target }) =>
      post(catalogAdminPaths.order, { channel: target.channel, service_ids: [randomUUID()] }),
    expect: same(409),
  },
  [`POST ${catalogAdminPaths.images}`]: {
    access: OPERATOR,
    request: () => post(catalogAdminPaths.images, {}),
    expect: same(415),
  },
  [`POST ${catalogAdminPaths.preview}`]: {
    access: OPERATOR,
    request: () => post(catalogAdminPaths.preview, { html: '<p>preview</p>' }),
    expect: same(200),
  },
  [`GET ${UPLOADED_IMAGE_PATH_PREFIX}:file`]: {
    access: 'public',
    request: () => get(`${UPLOADED_IMAGE_PATH_PREFIX}image.0000000000.webp`),
    expect: same(404),
  },
};

/** A coupon as the portal's form sends it (docs/decisions/050): for everyone, no limits. */
const adminCoupon = (code: string) => ({
  code,
  name: { th: 'คูปองทดสอบสิทธิ์', en: 'Access matrix coupon' },
  status: 'active',
  type: 'fixed',
  model: 'product',
  discount: 100,
  discount_range: [],
  channel_code: null,
  store_code: null,
  channel_name_th: null,
  start_date: '2031-06-01',
  expire_date: '2031-06-30',
  is_can_use: true,
  error_message: { th: null, en: null },
  invalid_code: false,
  listed: true,
  requested_payment: null,
  usage_limit: null,
  usage_limit_per_customer: null,
  products: [],
  thumbnail_url: null,
  thumbnail_2x_url: null,
  information: { coupon_header: { th: null, en: null }, terms_brief: { th: null, en: null } },
});
const adminPromotion = (sku: string) => ({
  name: { th: 'โปรทดสอบสิทธิ์', en: 'Access matrix promotion' },
  start_date: '2031-06-01',
  end_date: '2031-06-30',
  value: 10,
  channel_code: null,
  store_code: null,
  items: [{ value: null, skus: [sku], range: [] }],
});
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** Coupons and promotions from the portal (docs/decisions/050): Operators only, whoever's store. */
Object.assign(EXPECTATIONS, {
  [`GET ${couponAdminPaths.list}`]: {
    access: OPERATOR,
    request: () => get(couponAdminPaths.list),
    expect: same(200),
  },
  [`GET ${couponScopeOptionsPath}`]: {
    access: OPERATOR,
    request: () => get(couponScopeOptionsPath),
    expect: same(200),
  },
  [`POST ${couponAdminPaths.preview}`]: {
    access: OPERATOR,
    request: ({ target }) =>
      post(couponAdminPaths.preview, {
        coupon: adminCoupon('MATRIXPREVIEW'),
        product_id: target.product,
        qty: 1,
        date: '2031-06-10',
      }),
    expect: same(200),
  },
  [`GET ${couponAdminPaths.detail}`]: {
    access: OPERATOR,
    request: () => get(couponAdminPath(NO_SUCH_ID)),
    expect: same(404),
  },
  // A code the demo shop already has: refused (409 COUPON_CODE_TAKEN), so the world is unchanged.
  [`POST ${couponAdminPaths.create}`]: {
    access: OPERATOR,
    request: () => post(couponAdminPaths.create, { coupon: adminCoupon('CHANGDEE200') }),
    expect: same(409),
  },
  [`PATCH ${couponAdminPaths.update}`]: {
    access: OPERATOR,
    request: () => ({
      method: 'PATCH',
      url: couponAdminPath(NO_SUCH_ID),
      body: { expected_version: 1, coupon: adminCoupon('MATRIXNONE') },
    }),
    expect: same(404),
  },
  [`DELETE ${couponAdminPaths.remove}`]: {
    access: OPERATOR,
    request: () => ({ method: 'DELETE', url: `${couponAdminPath(NO_SUCH_ID)}?expected_version=1` }),
    expect: same(404),
  },
  [`GET ${promotionAdminPaths.list}`]: {
    access: OPERATOR,
    request: () => get(promotionAdminPaths.list),
    expect: same(200),
  },
  [`POST ${promotionAdminPaths.preview}`]: {
    access: OPERATOR,
    request: ({ target }) =>
      post(promotionAdminPaths.preview, {
        promotion: adminPromotion('NO-SUCH-SKU'),
        product_id: target.product,
      }),
    expect: same(200),
  },
  [`GET ${promotionAdminPaths.detail}`]: {
    access: OPERATOR,
    request: () => get(promotionAdminPath(NO_SUCH_ID)),
    expect: same(404),
  },
  // An item naming a service that does not exist: refused (400), so the world is unchanged.
  [`POST ${promotionAdminPaths.create}`]: {
    access: OPERATOR,
    request: () => post(promotionAdminPaths.create, { promotion: adminPromotion('NO-SUCH-SKU') }),
    expect: same(400),
  },
  [`PATCH ${promotionAdminPaths.update}`]: {
    access: OPERATOR,
    request: () => ({
      method: 'PATCH',
      url: promotionAdminPath(NO_SUCH_ID),
      body: { expected_version: 1, promotion: adminPromotion('NO-SUCH-SKU') },
    }),
    expect: same(404),
  },
} satisfies Record<string, Row>);

/**
 * Add-ons (Operators only) and survey quotations (issue 31, docs/decisions/072). Writes change
 * nothing: an add-on's bounds refused (400), an unknown id (404); the world's orders have not
 * started (409 for an Operator), and a technician is told they are not its team's (403).
 */
const ADD_ON_FORM = {
  work_type: 'WT-AC',
  name_th: 'ท่อทดสอบสิทธิ์',
  name_en: 'Access matrix pipe',
  unit: 'metre',
  unit_price_satang: 35000,
  min_qty: 1,
  max_qty: 20,
  whole_units: false,
  vat_applies: true,
  active: true,
};
const QUOTATION_FORM = {
  lines: [{ kind: 'service', product_id: NO_SUCH_ID, qty: 1 }],
};
const quotationRow = (request: Row['request'], operator: number): Row => ({
  access: FIELD,
  request,
  expect: same(operator),
  byRole: { Technician: same(403) },
});
Object.assign(EXPECTATIONS, {
  [`GET ${addOnAdminPaths.list}`]: {
    access: OPERATOR,
    request: () => get(addOnAdminPaths.list),
    expect: same(200),
  },
  [`POST ${addOnAdminPaths.list}`]: {
    access: OPERATOR,
    request: () => post(addOnAdminPaths.list, { ...ADD_ON_FORM, min_qty: 30 }),
    expect: same(400),
  },
  [`GET ${addOnAdminPaths.one}`]: {
    access: OPERATOR,
    request: () => get(addOnPath(NO_SUCH_ID)),
    expect: same(404),
  },
  [`PATCH ${addOnAdminPaths.one}`]: {
    access: OPERATOR,
    request: () => patch(addOnPath(NO_SUCH_ID), { ...ADD_ON_FORM, expected_version: 1 }),
    expect: same(404),
  },
  [`GET ${quotationPaths.options}`]: quotationRow(
    ({ target }) => get(quotationPath(target.orders.read, quotationPaths.options)),
    409,
  ),
  [`GET ${quotationPaths.one}`]: quotationRow(
    ({ target }) => get(quotationPath(target.orders.read)),
    404,
  ),
  [`PUT ${quotationPaths.one}`]: quotationRow(
    ({ target }) => ({
      method: 'PUT',
      url: quotationPath(target.orders.read),
      body: QUOTATION_FORM,
    }),
    409,
  ),
  [`POST ${quotationPaths.send}`]: quotationRow(
    ({ target }) => post(quotationPath(target.orders.read, quotationPaths.send), { version: 1 }),
    409,
  ),
  [`GET ${quotationPaths.version}`]: quotationRow(
    ({ target }) =>
      get(quotationPath(target.orders.read, quotationPaths.version).replace(':version', '1')),
    404,
  ),
  // The PDF (decision 081): the quotation's readers; the world's orders have none (404).
  [`GET ${quotationPaths.pdf}`]: quotationRow(
    ({ target }) => get(quotationPath(target.orders.read, quotationPaths.pdf)),
    404,
  ),
  // Public like the tracking page; none was sent on the world's orders.
  [`GET ${quotationPaths.trackingPdf}`]: {
    access: 'public',
    request: async ({ world, target }) =>
      get(trackingQuotationPdfPath(await tokenFor(world, target))),
    expect: same(404),
  },
} satisfies Record<string, Row>);

/**
 * On-site extras (issue 31 item 5, decision 080): the job's team's technician and Operators on the
 * phone, the customer through their link. The world's jobs have not started: an Operator reads
 * them (no extras), may not add any yet (409), names no extra of theirs (404) and owes nothing
 * (409); a technician of another team is told the job is not found (the order policy, 404).
 */
const extrasRow = (request: Row['request'], operator: number): Row => ({
  access: FIELD,
  request,
  expect: same(operator),
  byRole: { Technician: same(404) },
});
const onJob = (template: string, target: StoreFix, extraId?: string) =>
  extraPath(template, { cartOrderNo: target.orders.read, extraId });
Object.assign(EXPECTATIONS, {
  [`GET ${extraPaths.list}`]: extrasRow(({ target }) => get(onJob(extraPaths.list, target)), 200),
  [`POST ${extraPaths.list}`]: extrasRow(
    ({ target }) =>
      post(onJob(extraPaths.list, target), { extras: [{ add_on_id: NO_SUCH_ID, qty: 1 }] }),
    409,
  ),
  [`POST ${extraPaths.approval}`]: extrasRow(
    ({ target }) =>
      post(onJob(extraPaths.approval, target, NO_SUCH_ID), {
        name: 'สมหญิง',
        signature: DRAWN_SIGNATURE,
      }),
    404,
  ),
  [`POST ${extraPaths.decline}`]: extrasRow(
    ({ target }) => post(onJob(extraPaths.decline, target, NO_SUCH_ID), {}),
    404,
  ),
  [`POST ${extraPaths.payment}`]: extrasRow(
    ({ target }) => post(onJob(extraPaths.payment, target), { method: 'promptpay' }),
    409,
  ),
  [`GET ${extraPaths.trackingList}`]: {
    access: 'public',
    request: async ({ world, target }) =>
      get(extraPath(extraPaths.trackingList, { token: await tokenFor(world, target) })),
    expect: same(200),
  },
  [`POST ${extraPaths.trackingApproval}`]: {
    access: 'public',
    request: async ({ world, target }) =>
      post(
        extraPath(extraPaths.trackingApproval, {
          token: await tokenFor(world, target),
          extraId: NO_SUCH_ID,
        }),
        { name: 'สมหญิง', signature: DRAWN_SIGNATURE },
      ),
    expect: same(404),
  },
  [`POST ${extraPaths.trackingDecline}`]: {
    access: 'public',
    request: async ({ world, target }) =>
      post(
        extraPath(extraPaths.trackingDecline, {
          token: await tokenFor(world, target),
          extraId: NO_SUCH_ID,
        }),
        {},
      ),
    expect: same(404),
  },
} satisfies Record<string, Row>);

/**
 * Quotations in the back office (issue 31 item 8, docs/decisions/082): read-only, for the
 * readers of the domain's QUOTATIONS_SCOPE. The world holds no quotation: the list and the
 * follow-ups answer (empty for this world), a number answers 404 as one outside the reach would.
 */
const QUOTATION_READERS: readonly Role[] = ['Operator', 'Channel Manager'];
Object.assign(EXPECTATIONS, {
  [`GET ${quotationAdminPaths.list}`]: {
    access: QUOTATION_READERS,
    request: () => get(`${quotationAdminPaths.list}?state=sent&from=2031-06-01&to=2031-06-30`),
    expect: same(200),
  },
  [`GET ${quotationAdminPaths.followUps}`]: {
    access: QUOTATION_READERS,
    request: () => get(quotationAdminPaths.followUps),
    expect: same(200),
  },
  [`GET ${quotationAdminPaths.one}`]: {
    access: QUOTATION_READERS,
    request: () => get(quotationAdminPath('QT000000000000')),
    expect: same(404),
  },
  [`GET ${quotationAdminPaths.signature}`]: {
    access: QUOTATION_READERS,
    request: () => get(quotationSignaturePath('QT000000000000', NO_SUCH_ID)),
    expect: same(404),
  },
} satisfies Record<string, Row>);

/**
 * The customer's answer to a quotation and the store's reading and counter approval (decision
 * 079). The world's orders have no quotation: 404 for whoever reaches the order; a channel
 * manager reads its channel's other store but may not record an approval there (403).
 */
const APPROVAL = { version: 1, chosen: [], name: 'สมหญิง', signature: DRAWN_SIGNATURE };
Object.assign(EXPECTATIONS, {
  [`GET ${quotationDecisionPaths.trackingQuotation}`]: {
    access: 'public',
    request: async ({ world, target }) => get(trackingQuotationPath(await tokenFor(world, target))),
    expect: same(404),
  },
  [`POST ${quotationDecisionPaths.trackingPrice}`]: {
    access: 'public',
    request: async ({ world, target }) =>
      post(trackingQuotationPricePath(await tokenFor(world, target)), { version: 1, chosen: [] }),
    expect: same(404),
  },
  [`POST ${quotationDecisionPaths.trackingDecision}`]: {
    access: 'public',
    request: async ({ world, target }) =>
      post(trackingQuotationDecisionPath(await tokenFor(world, target)), {
        kind: 'approved',
        ...APPROVAL,
      }),
    expect: same(404),
  },
  [`GET ${quotationDecisionPaths.storeQuotation}`]: {
    access: SHOP_AND_OPERATOR,
    request: ({ target }) => get(storeQuotationPath(target.orders.read)),
    expect: same(404),
  },
  [`POST ${quotationDecisionPaths.storePrice}`]: {
    access: SHOP_AND_OPERATOR,
    request: ({ target }) =>
      post(storeQuotationPricePath(target.orders.read), { version: 1, chosen: [] }),
    expect: same(404),
  },
  [`POST ${quotationDecisionPaths.counterApproval}`]: {
    access: SHOP,
    request: ({ target }) =>
      post(counterApprovalPath(target.orders.read), {
        ...APPROVAL,
        employee_code: target.sellerCode,
      }),
    expect: same(404),
    byRole: { 'Channel Manager': { own: 404, otherStore: 403, otherChannel: 404 } },
  },
} satisfies Record<string, Row>);

/** The row of a route of the table (HEAD answers as its GET). */
export const rowOf = (method: string, url: string): Row | undefined =>
  EXPECTATIONS[`${method === 'HEAD' ? 'GET' : method} ${url}`];

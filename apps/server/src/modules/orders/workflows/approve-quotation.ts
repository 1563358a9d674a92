import type { CreateOrderInput } from '@changdee/contract/orders';
import { ORDER_ORIGIN } from '@changdee/domain/order-enums';
import type { AddOnUnit } from '@changdee/domain/add-ons';
import { cartLockDays } from '@changdee/domain/cart-totals';
import { businessToday, type BusinessDate } from '@changdee/domain/dates';
import { addOnsBaht } from '@changdee/domain/money';
import { eventOf } from '@changdee/domain/order-events';
import type { TimeSlot } from '@changdee/domain/time-slots';
import type { Database, DbExecutor } from '../../../db/client';
import { AppError } from '../../../errors';
import { withTransactionRetry } from '../../../lib/transaction-retry';
import { firstFreeTime } from '../../availability/service';
import { callerStore } from '../../stores/service';
import type { Actor } from '../order-access';
import { recordOrderEvent } from '../order-events';
import type { PricedLine } from '../pricing';
import * as repository from '../repository';
import { placeOrder, type KnownPrices } from './place-order';

// Approving a survey's quotation books its installation (issue 31 item 4, docs/decisions/079), in
// ONE transaction under the survey's row lock: the quotation's side (its checks and the customer's
// decision first, then its state) — handed in by the quotations module, whose tables they are —
// and the installation order placed with placeOrder's own checks, numbering and booking, on the
// first free slot of a team serving the work types and the sub-district. A failure anywhere (no
// team free, a slot taken meanwhile, a crash) saves nothing: not even the decision.

/** A service line as quoted, in baht (services are whole baht: the catalogue). */
export interface QuotedService {
  productId: string;
  qty: number;
  unitPrice: number;
  price: number;
  promotion: { id: string; nameTh: string; nameEn: string } | null;
  promotionDiscount: number;
  totalPrice: number;
}

/** An add-on line as quoted, to the satang. */
export interface QuotedAddOn {
  addOnId: string;
  workType: string;
  nameTh: string;
  nameEn: string;
  unit: AddOnUnit;
  qty: number;
  unitPriceSatang: number;
  amountSatang: number;
  vatApplies: boolean;
}

/** The lines an approval takes (the required ones and the optional ones ticked). */
export interface ApprovedLines {
  services: QuotedService[];
  addOns: QuotedAddOn[];
}

/** The quotation's part of the transaction, written by the quotations module. */
export interface QuotationSide {
  /** Locks and checks the survey's quotation, saves the decision; the lines it takes. */
  open(tx: DbExecutor, survey: repository.OrderRow, today: BusinessDate): Promise<ApprovedLines>;
  /** Marks it approved with the installation's number (and its history), same transaction. */
  close(tx: DbExecutor, installationOrderNo: string): Promise<void>;
}

export interface ApprovalContext {
  /** The clerk at the counter; null on the customer's page (the survey's login places it). */
  actor: Actor | null;
  now: Date;
  orderNumberKey: string | null;
}

/** The installation booked. */
export interface BookedInstallation {
  orderNo: string;
  serviceDate: BusinessDate;
  timeSlot: TimeSlot;
}

/** The order's lines and totals as quoted (the add-ons counted in the totals, to the baht). */
const quotedPrices =
  (lines: ApprovedLines): KnownPrices =>
  (products) => {
    const priced: PricedLine[] = lines.services.map((service) => ({
      product: products.get(service.productId)!,
      qty: service.qty,
      unitPrice: service.unitPrice,
      price: service.price,
      promotion: service.promotion,
      promotionDiscount: service.promotionDiscount,
      coupon: null,
      couponDiscount: 0,
      totalPrice: service.totalPrice,
      remark: '',
      requireWh: false,
    }));
    // The order's money is whole baht (the ledger's unit): its add-ons rounded half up.
    const addOns = addOnsBaht(lines.addOns.map((line) => line.amountSatang));
    const total = priced.reduce((sum, line) => sum + line.price, 0) + addOns;
    const promotionDiscount = priced.reduce((sum, line) => sum + line.promotionDiscount, 0);
    return {
      lines: priced,
      totals: {
        total,
        promotionDiscount,
        couponDiscount: 0,
        totalPayable: total - promotionDiscount,
      },
    };
  };

/** The installation's order as the survey's: the same customer, address, store and seller. */
function installationInput(
  survey: repository.OrderRow,
  invoice: repository.TaxInvoiceRow | null,
  lines: ApprovedLines,
  when: { date: BusinessDate; slot: TimeSlot },
): CreateOrderInput {
  const level = (code: string) => ({ code, name: '' });
  return {
    store_id: survey.storeId,
    channel: survey.channelCode,
    frontend_url: ORDER_ORIGIN,
    backend_url: ORDER_ORIGIN,
    seller: { code: survey.sellerCode },
    customer: {
      firstname: survey.firstname,
      lastname: survey.lastname,
      lead_from: survey.leadFrom,
      mobile: survey.mobile,
      mobile2: survey.mobile2,
      email: survey.email,
      address: {
        no: survey.addressNo,
        landmark: survey.landmark,
        sub_district: level(survey.subDistrictCode),
        district: level(survey.districtCode),
        province: level(survey.provinceCode),
        postcode: survey.postcode,
      },
      request_location: survey.requestLocation,
      location: { lat: survey.locationLat, lng: survey.locationLng },
    },
    items: lines.services.map((service) => ({
      product_id: service.productId,
      product_type: 'I',
      qty: service.qty,
      remark: '',
      require_wh: false,
    })),
    expected_date: { date: when.date, time: when.slot },
    request_tax_invoice: invoice !== null,
    tax_invoice: invoice && {
      type: invoice.type,
      name: invoice.name,
      address: invoice.address,
      sub_district: level(invoice.subDistrictCode),
      district: level(invoice.districtCode),
      province: level(invoice.provinceCode),
      postcode: invoice.postcode,
      tax_id: invoice.taxId,
      branch: invoice.branch,
    },
    remark: '',
    requested_payment: survey.requestedPayment,
    customer_language: survey.customerLanguage,
  };
}

/** The first free date and slot for the services' work types where the survey was done. */
async function firstSlot(
  tx: DbExecutor,
  survey: repository.OrderRow,
  lines: ApprovedLines,
  today: BusinessDate,
) {
  const products = await repository.productBookingFacts(
    tx,
    lines.services.map((service) => service.productId),
  );
  const when = await firstFreeTime(tx, {
    districtCode: survey.districtCode,
    subDistrictCode: survey.subDistrictCode,
    workTypes: products.map((product) => product.typeOfWork),
    today,
    lockDays: cartLockDays(products.map((product) => ({ lock_days: product.lockDays }))),
  });
  if (!when) throw new AppError('INSTALLATION_NO_FREE_SLOT');
  return when;
}

/** The add-on lines written on the installation order, as quoted. */
const addOnRows = (orderNo: string, addOns: readonly QuotedAddOn[]) =>
  addOns.map((line, position) => ({ orderNo, position, ...line }));

export function approveQuotation(
  db: Database,
  surveyOrderNo: string,
  side: QuotationSide,
  context: ApprovalContext,
): Promise<BookedInstallation> {
  return withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const survey = await repository.findOrder(tx, surveyOrderNo, { lock: true });
      if (!survey) throw new AppError('ORDER_NOT_FOUND');
      const today = businessToday(context.now);
      const lines = await side.open(tx, survey, today);
      const when = await firstSlot(tx, survey, lines, today);
      const store = await callerStore(tx, { storeIds: [survey.storeId] }, survey.storeId);
      const actor = context.actor ?? { userId: survey.createdBy, name: survey.sellerName };
      const invoice = await repository.taxInvoiceOf(tx, survey.orderNo);
      const placed = await placeOrder(
        tx,
        { store, actor, today, orderNumberKey: context.orderNumberKey },
        installationInput(survey, invoice, lines, when),
        quotedPrices(lines),
      );
      await repository.insertAddOnLines(tx, addOnRows(placed.orderNo, lines.addOns));
      await recordOrderEvent(tx, placed.orderNo, eventOf('placed'));
      await recordOrderEvent(tx, placed.orderNo, eventOf('quotation_approved'));
      await side.close(tx, placed.orderNo);
      return { orderNo: placed.orderNo, serviceDate: when.date, timeSlot: when.slot };
    }),
  );
}

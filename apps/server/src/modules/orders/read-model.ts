import { orders } from '../../db/schema/orders';

// The order as its readers see it (issue 30 item 2). One read model: the stored row (the orders
// table, typed by the schema: repository.ts reads it whole, never field by field). The shop's and
// the operators' answer is order-answer.ts's projection of it, the customer's tracking a
// projection of that answer (tracking/service.ts); the lists and cards below are the named
// projections other modules select, adding only their own joins, so no reader lists the order's
// columns by hand. The dispatch board reads its cards in one SQL statement of its own, a page of
// teams at a time (dispatch/repository.ts jobColumns, decision 067); the customer's messages tell
// the facts of their event (order_events, decision 071).

/** The operator's list of orders, and its CSV (ops-orders). */
const listRow = {
  orderNo: orders.orderNo,
  createdAt: orders.createdAt,
  status: orders.status,
  paymentState: orders.paymentState,
  paymentMethod: orders.paymentMethod,
  channelCode: orders.channelCode,
  storeId: orders.storeId,
  firstname: orders.firstname,
  lastname: orders.lastname,
  mobile: orders.mobile,
  serviceDate: orders.serviceDate,
  timeSlot: orders.timeSlot,
  totalPayable: orders.totalPayable,
};

/** The technician's card of a job: the visit, the customer and how to find them (jobs). */
const jobCard = {
  orderNo: orders.orderNo,
  date: orders.serviceDate,
  slot: orders.timeSlot,
  status: orders.status,
  paymentState: orders.paymentState,
  firstname: orders.firstname,
  lastname: orders.lastname,
  mobile: orders.mobile,
  mobile2: orders.mobile2,
  addressNo: orders.addressNo,
  landmark: orders.landmark,
  postcode: orders.postcode,
  requestLocation: orders.requestLocation,
  locationLat: orders.locationLat,
  locationLng: orders.locationLng,
  remark: orders.remark,
};

/** The named projections of the order, by their reader. */
export const ORDER_PROJECTIONS = { listRow, jobCard } as const;

import type { Locale, LocalizedText } from '@changdee/domain/locale';
import type { PaymentMethod } from '@changdee/domain/order-status';
import { fillPlaceholders } from './fill-placeholders';

// The stable error codes of the API (docs/ARCHITECTURE.md, "A request", 7). Every failure the server answers carries one of
// these codes, its HTTP status and a message in the request's language. Clients switch on `code`,
// never on the text. Add a code here (with both languages) before throwing it anywhere. A message
// may name values in braces ({min}); errorMessage fills them in.
export const errorCatalogue = {
  VALIDATION_FAILED: {
    status: 400,
    th: 'ข้อมูลที่ส่งมาไม่ถูกต้อง',
    en: 'The request contains invalid data.',
  },
  BAD_REQUEST: { status: 400, th: 'คำขอไม่ถูกต้อง', en: 'The request is not valid.' },
  UNAUTHENTICATED: {
    status: 401,
    th: 'กรุณาเข้าสู่ระบบ',
    en: 'Please sign in.',
  },
  // Sign-in (identity): one answer for an unknown user, a wrong password and a disabled account.
  INVALID_CREDENTIALS: {
    status: 401,
    th: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
    en: 'The username or password is incorrect.',
  },
  SESSION_EXPIRED: {
    status: 401,
    th: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่',
    en: 'Your session has expired. Please sign in again.',
  },
  SSO_TOKEN_INVALID: {
    status: 401,
    th: 'ลิงก์เข้าสู่ระบบไม่ถูกต้องหรือหมดอายุแล้ว',
    en: 'This sign-in link is not valid or has expired.',
  },
  SSO_TOKEN_USED: {
    status: 401,
    th: 'ลิงก์เข้าสู่ระบบนี้ถูกใช้ไปแล้ว',
    en: 'This sign-in link has already been used.',
  },
  FORBIDDEN: {
    status: 403,
    th: 'คุณไม่มีสิทธิ์ทำรายการนี้',
    en: 'You are not allowed to do this.',
  },
  NOT_FOUND: { status: 404, th: 'ไม่พบข้อมูลที่ต้องการ', en: 'This could not be found.' },
  // Catalogue: an unknown product id, or one of another channel.
  PRODUCT_NOT_FOUND: {
    status: 404,
    th: 'ไม่พบสินค้าหรือบริการนี้ หรือบริการนี้ไม่มีในช่องทางของร้านค้า',
    en: 'This service does not exist or is not offered in your store’s channel.',
  },
  // Bookings: an order that holds no technician booking (release or change of date).
  BOOKING_NOT_FOUND: {
    status: 404,
    th: 'ไม่พบการนัดหมายช่างของคำสั่งซื้อนี้',
    en: 'This order has no technician booking.',
  },
  // Coupons (POST /b2b/v2/verify, and the order when it re-verifies a coupon). One code per reason,
  // so the client can tell them apart; {min} is filled in by errorMessage.
  COUPON_CODE_REQUIRED: {
    status: 400,
    th: 'กรุณาระบุโค้ดส่วนลด',
    en: 'Please enter the discount code.',
  },
  COUPON_NOT_FOUND: {
    status: 404,
    th: 'ไม่พบคูปองส่วนลดนี้',
    en: 'This discount coupon was not found.',
  },
  COUPON_NOT_FOR_CHANNEL: {
    status: 422,
    th: 'คูปองนี้ใช้ไม่ได้กับช่องทางการขายของร้านค้านี้',
    en: 'This coupon is not valid in your store’s sales channel.',
  },
  COUPON_NOT_FOR_STORE: {
    status: 422,
    th: 'คูปองนี้ใช้ไม่ได้กับสาขานี้',
    en: 'This coupon is not valid at this store.',
  },
  COUPON_NOT_STARTED: {
    status: 422,
    th: 'คูปองนี้ยังไม่ถึงวันที่เริ่มใช้งาน',
    en: 'This coupon cannot be used yet.',
  },
  COUPON_EXPIRED: {
    status: 422,
    th: 'คูปองนี้หมดอายุแล้ว',
    en: 'This coupon has expired.',
  },
  // The coupon's own error_message is answered instead when it has one.
  COUPON_CANNOT_BE_USED: {
    status: 422,
    th: 'คูปองนี้ไม่สามารถใช้งานได้',
    en: 'This coupon cannot be used.',
  },
  COUPON_NOT_FOR_PRODUCT: {
    status: 422,
    th: 'คูปองนี้ใช้กับบริการนี้ไม่ได้',
    en: 'This coupon is not valid for this service.',
  },
  COUPON_BELOW_MINIMUM: {
    status: 422,
    th: 'โค้ดส่วนลดนี้ใช้สำหรับยอดสั่งซื้อขั้นต่ำ {min}\u00a0บาท',
    en: 'This discount code needs a minimum spend of {min}\u00a0baht.',
  },
  COUPON_OUT_OF_RANGE: {
    status: 422,
    th: 'ยอดสั่งซื้อนี้ไม่อยู่ในช่วงที่ใช้โค้ดส่วนลดนี้ได้',
    en: 'This discount code does not apply to this order amount.',
  },
  COUPON_USED_UP: {
    status: 409,
    th: 'คูปองนี้ถูกใช้ครบจำนวนสิทธิ์แล้ว',
    en: 'This coupon has been used the maximum number of times.',
  },
  COUPON_CUSTOMER_USED_UP: {
    status: 409,
    th: 'ลูกค้ารายนี้ใช้คูปองนี้ครบจำนวนสิทธิ์แล้ว',
    en: 'This customer has already used this coupon the maximum number of times.',
  },
  // A line's quantity outside what its service allows (a survey is 1; an installation from its
  // min_qty up to its limit_qty or the API's bound).
  QUANTITY_OUT_OF_RANGE: {
    status: 400,
    th: 'จำนวนต้องอยู่ระหว่าง {min} ถึง {max}',
    en: 'The quantity must be between {min} and {max}.',
  },
  JOB_TYPE_MISMATCH: {
    status: 400,
    th: 'ประเภทงานไม่ตรงกับบริการนี้',
    en: 'The job type does not match this service.',
  },
  // A call about "my store" from someone who works for several stores of the channel.
  BRANCH_REQUIRED: {
    status: 400,
    th: 'กรุณาระบุสาขา (branchId) เนื่องจากบัญชีนี้ดูแลหลายสาขาในช่องทางนี้',
    en: 'Please name the store (branchId): this account works for several stores in this channel.',
  },
  ROUTE_NOT_FOUND: {
    status: 404,
    th: 'ไม่พบหน้าหรือบริการที่เรียก',
    en: 'This address does not exist.',
  },
  CONFLICT: {
    status: 409,
    th: 'ข้อมูลขัดแย้งกัน กรุณาลองใหม่',
    en: 'The data conflicts, please try again.',
  },
  // The request itself could not be taken (identity: every answer leaves in this envelope).
  REQUEST_TIMEOUT: {
    status: 408,
    th: 'ส่งคำขอช้าเกินไป กรุณาลองใหม่อีกครั้ง',
    en: 'The request took too long to arrive. Please try again.',
  },
  URI_TOO_LONG: {
    status: 414,
    th: 'ที่อยู่ที่เรียกยาวเกินไป',
    en: 'The address is too long.',
  },
  // An Expect header the server cannot meet (anything but 100-continue).
  EXPECTATION_FAILED: {
    status: 417,
    th: 'เซิร์ฟเวอร์ไม่รองรับ Expect ที่ระบุในคำขอ',
    en: 'The server cannot meet the request’s Expect header.',
  },
  HEADERS_TOO_LARGE: {
    status: 431,
    th: 'ส่วนหัวของคำขอมีขนาดใหญ่เกินไป',
    en: 'The request headers are too large.',
  },
  // Bookings: no contractor who can do the whole job is free at that date and slot any more
  // (someone else just took the last place, a day off, or outside the service area).
  SLOT_FULL: {
    status: 409,
    th: 'ช่วงเวลานี้ไม่มีช่างว่างแล้ว กรุณาเลือกวันหรือช่วงเวลาอื่น',
    en: 'No technician is free at this date and time. Please choose another date or time.',
  },
  // Orders (issue 12).
  ORDER_NOT_FOUND: {
    status: 404,
    th: 'ไม่พบคำสั่งซื้อนี้',
    en: 'This order could not be found.',
  },
  // The same Idempotency-Key was sent with another order: the first order stands.
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    th: 'คำขอนี้ใช้รหัสอ้างอิงซ้ำกับคำสั่งซื้ออื่น กรุณาเริ่มทำรายการใหม่',
    en: 'This request reuses the key of another order. Please start the order again.',
  },
  // A service date before the lock period ends (today + lock days + 1) or after six months.
  DATE_OUT_OF_WINDOW: {
    status: 400,
    th: 'วันที่นัดหมายอยู่นอกช่วงที่จองได้ กรุณาเลือกวันใหม่',
    en: 'This service date cannot be booked. Please choose another date.',
  },
  // The address's sub-district, district and province do not belong together or do not exist.
  ADDRESS_MISMATCH: {
    status: 400,
    th: 'ตำบล อำเภอ และจังหวัดไม่สัมพันธ์กัน กรุณาเลือกพื้นที่ใหม่',
    en: 'The sub-district, district and province do not match. Please choose the area again.',
  },
  OUT_OF_SERVICE_AREA: {
    status: 422,
    th: 'อยู่นอกพื้นที่ให้บริการ ยังไม่มีช่างที่รับงานนี้ในพื้นที่',
    en: 'Outside the service area: no technician does this work there yet.',
  },
  SELLER_NOT_FOUND: {
    status: 400,
    th: 'ไม่พบพนักงานขายนี้ในร้านค้า กรุณาเลือกพนักงานใหม่',
    en: 'This seller is not an employee of the store. Please choose the employee again.',
  },
  ORDER_STATUS_NOT_ALLOWED: {
    status: 409,
    th: 'ไม่สามารถเปลี่ยนสถานะคำสั่งซื้อจาก {from} เป็น {to} ได้',
    en: 'The order cannot go from {from} to {to}.',
  },
  // The day has used every order number its format holds (CO + YYMMDD + six digits).
  ORDER_NUMBERS_EXHAUSTED: {
    status: 409,
    th: 'วันนี้รับคำสั่งซื้อครบจำนวนสูงสุดแล้ว กรุณาสั่งซื้ออีกครั้งในวันถัดไป',
    en: 'The shop has taken the most orders it can number today. Please order again tomorrow.',
  },
  // Paying or re-dating an order that is in progress, completed or cancelled.
  ORDER_CLOSED: {
    status: 409,
    th: 'คำสั่งซื้อนี้ไม่สามารถแก้ไขได้แล้ว',
    en: 'This order can no longer be changed.',
  },
  ORDER_ALREADY_PAID: {
    status: 409,
    th: 'คำสั่งซื้อนี้ชำระเงินแล้ว',
    en: 'This order has already been paid.',
  },
  // The order policy (packages/domain/src/order-policy.ts, docs/decisions/036): the caller sees the
  // order but their role may not do this to it (a clerk completing a job, a paid order cancelled by
  // a store, a channel manager changing another store's order).
  ACTION_NOT_ALLOWED: {
    status: 403,
    th: 'บทบาทของคุณไม่สามารถทำรายการนี้กับคำสั่งซื้อนี้ได้ กรุณาติดต่อเจ้าหน้าที่ช่างดี',
    en: 'Your role may not do this to this order. Please contact Changdee’s operations team.',
  },
  // A coupon asked for payment online before confirmation (PAYNOW150): not scheduled unpaid.
  ORDER_PAYMENT_REQUIRED: {
    status: 409,
    th: 'คำสั่งซื้อนี้ต้องชำระเงินออนไลน์ก่อนจึงจะนัดหมายได้',
    en: 'This order must be paid online before it can be scheduled.',
  },
  CONTRACTOR_REQUIRED: {
    status: 409,
    th: 'คำสั่งซื้อนี้ยังไม่มีช่างรับงาน',
    en: 'No contractor is booked for this order yet.',
  },
  PAYMENT_SIGNATURE_INVALID: {
    status: 401,
    th: 'ลายเซ็นของการแจ้งชำระเงินไม่ถูกต้อง',
    en: 'The payment notification’s signature is not valid.',
  },
  // A coupon that asks for one way of paying (PAYNOW150: PromptPay, STOREPAY100: at the store), on
  // an order that chose another way, or paid another way; {method} is paymentMethodWords'.
  COUPON_PAYMENT_REQUIRED: {
    status: 422,
    th: 'คูปอง {coupon} ใช้ได้เฉพาะเมื่อ{method}',
    en: 'The coupon {coupon} is valid only with {method}.',
  },
  // A signed event under an event id another order's event already used (decision 061): kept for
  // an operator, its money not recorded until they decide.
  PAYMENT_EVENT_ID_REUSED: {
    status: 409,
    th: 'รหัสเหตุการณ์ชำระเงินนี้ถูกใช้กับคำสั่งซื้ออื่นแล้ว รายการนี้ถูกเก็บไว้ให้เจ้าหน้าที่ตรวจสอบ',
    en: 'This payment event id was already used for another order. The event is kept for an operator to check.',
  },
  PAYMENT_CONFLICT_NOT_FOUND: {
    status: 404,
    th: 'ไม่พบรายการชำระเงินที่ต้องตรวจสอบนี้',
    en: 'This payment event to check could not be found.',
  },
  PAYMENT_CONFLICT_SETTLED: {
    status: 409,
    th: 'รายการชำระเงินนี้มีผู้ตรวจสอบแล้ว',
    en: 'Someone has already settled this payment event.',
  },
  PAYMENT_AMOUNT_MISMATCH: {
    status: 422,
    th: 'ยอดชำระไม่ตรงกับยอดของคำสั่งซื้อ',
    en: 'The amount paid is not the order’s amount.',
  },
  // An operator's refund (docs/decisions/039): the order has no money due back, or less.
  REFUND_NOT_DUE: {
    status: 409,
    th: 'คำสั่งซื้อนี้ไม่มียอดที่ต้องคืนเงิน',
    en: 'No refund is due on this order.',
  },
  REFUND_EXCEEDS_DUE: {
    status: 409,
    th: 'ยอดคืนเงินเกินยอดที่ต้องคืน ({due}\u00a0บาท)',
    en: 'The refund is more than is due ({due}\u00a0baht).',
  },
  // A JSON body that nests arrays and objects deeper than the server reads ({max} levels).
  JSON_TOO_DEEP: {
    status: 400,
    th: 'ข้อมูลที่ส่งมาซ้อนกันลึกเกิน {max} ชั้น',
    en: 'The request nests data more than {max} levels deep.',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    th: 'ข้อมูลที่ส่งมามีขนาดใหญ่เกินไป',
    en: 'The request is too large.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    th: 'รูปแบบข้อมูลไม่รองรับ',
    en: 'This content type is not supported.',
  },
  RATE_LIMITED: {
    status: 429,
    th: 'มีการเรียกใช้งานบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่',
    en: 'Too many requests. Please wait a moment and try again.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    th: 'ระบบไม่พร้อมให้บริการชั่วคราว กรุณาลองใหม่อีกครั้ง',
    en: 'The service is temporarily unavailable. Please try again.',
  },
  MAINTENANCE: {
    status: 503,
    th: 'ระบบอยู่ระหว่างปรับปรุง',
    en: 'The shop is under maintenance.',
  },
  // Dispatch (issue 20, docs/decisions/044): a team an operator assigns a job to.
  CONTRACTOR_NOT_FOUND: {
    status: 404,
    th: 'ไม่พบทีมช่างนี้',
    en: 'This technician team could not be found.',
  },
  // The team does not serve the job's district, or lacks one of its work types.
  CONTRACTOR_NOT_SERVING: {
    status: 422,
    th: 'ทีมช่างนี้ไม่ได้ให้บริการงานนี้ในพื้นที่ของลูกค้า',
    en: 'This team does not do this work in the customer’s area.',
  },
  // The team is off that day, or no longer takes jobs.
  CONTRACTOR_UNAVAILABLE: {
    status: 409,
    th: 'ทีมช่างนี้ไม่รับงานในวันดังกล่าว',
    en: 'This team does not work on that day.',
  },
  // Completing a job needs at least one photo of the work (uploaded before).
  JOB_PHOTO_REQUIRED: {
    status: 409,
    th: 'กรุณาถ่ายรูปผลงานอย่างน้อย 1 รูปก่อนปิดงาน',
    en: 'Please add at least one photo of the work before completing the job.',
  },
  JOB_PHOTOS_FULL: {
    status: 409,
    th: 'งานนี้มีรูปครบ {max} รูปแล้ว',
    en: 'This job already has {max} photos.',
  },
  IMAGE_TOO_LARGE: {
    status: 413,
    th: 'รูปมีขนาดใหญ่เกิน {max} MB กรุณาเลือกรูปที่เล็กลง',
    en: 'The photo is larger than {max} MB. Please choose a smaller one.',
  },
  // A bank transfer's slip (decision 069): a photo, or a PDF known by its first bytes.
  NOT_A_SLIP: {
    status: 415,
    th: 'ไฟล์นี้ไม่ใช่สลิป กรุณาเลือกรูป JPEG, PNG, WebP หรือไฟล์ PDF',
    en: 'This file is not a slip. Please choose a JPEG, PNG or WebP image or a PDF.',
  },
  PAYMENT_SLIP_WAITING: {
    status: 409,
    th: 'มีสลิปที่รอตรวจสอบอยู่แล้ว กรุณารอผลการตรวจสอบ',
    en: 'A slip is already waiting to be verified. Please wait for the result.',
  },
  PAYMENT_SLIP_REQUIRED: {
    status: 422,
    th: 'การโอนเงินผ่านธนาคารชำระด้วยการแนบสลิป',
    en: 'A bank transfer is paid by attaching its slip.',
  },
  PAYMENT_SLIP_NOT_FOUND: {
    status: 404,
    th: 'ไม่พบสลิปนี้',
    en: 'This slip was not found.',
  },
  PAYMENT_SLIP_DECIDED: {
    status: 409,
    th: 'สลิปนี้ได้รับการตรวจสอบแล้ว',
    en: 'This slip has already been verified.',
  },
  NOT_AN_IMAGE: {
    status: 415,
    th: 'ไฟล์นี้ไม่ใช่รูปภาพ กรุณาเลือกรูป JPEG, PNG หรือ WebP',
    en: 'This file is not a photo. Please choose a JPEG, PNG or WebP image.',
  },
  // Uploads (decision 056): more pixels than an image may have (read from its header).
  IMAGE_TOO_MANY_PIXELS: {
    status: 413,
    th: 'รูปมีความละเอียดเกิน {max} ล้านพิกเซล กรุณาเลือกรูปที่เล็กลง',
    en: 'The photo has more than {max} megapixels. Please choose a smaller one.',
  },
  // An image the worker could not finish in time (it was stopped).
  IMAGE_TOO_COMPLEX: {
    status: 422,
    th: 'ประมวลผลรูปนี้ไม่สำเร็จ กรุณาถ่ายใหม่หรือเลือกรูปอื่น',
    en: 'This photo could not be processed. Please take it again or choose another one.',
  },
  // Too many images of this user, or of everyone, waiting to be processed.
  UPLOADS_BUSY: {
    status: 429,
    th: 'กำลังประมวลผลรูปอื่นอยู่ กรุณารอสักครู่แล้วส่งใหม่',
    en: 'Other photos are still being processed. Please wait a moment and send it again.',
  },
  // A multipart body without its boundary, cut short, or not the form the route takes.
  UPLOAD_MALFORMED: {
    status: 400,
    th: 'การส่งไฟล์ไม่สมบูรณ์ กรุณาส่งใหม่',
    en: 'The upload was incomplete or malformed. Please send it again.',
  },
  INTERNAL_ERROR: {
    status: 500,
    th: 'เกิดข้อผิดพลาดในระบบ กรุณาลองใหม่อีกครั้ง',
    en: 'Something went wrong on our side. Please try again.',
  },
  // Tax documents (issue 22): no document of that id belongs to the order.
  DOCUMENT_NOT_FOUND: {
    status: 404,
    th: 'ไม่พบเอกสารนี้ของคำสั่งซื้อ',
    en: 'This document of the order could not be found.',
  },
  // The customer's tracking link (issue 22, docs/decisions/046): unknown, or expired days after
  // the job ended; one answer for both, so a guess learns nothing.
  TRACKING_LINK_NOT_FOUND: {
    status: 404,
    th: 'ไม่พบลิงก์ติดตามงานนี้ หรือลิงก์หมดอายุแล้ว กรุณาติดต่อร้านค้า',
    en: 'This tracking link was not found or has expired. Please contact the store.',
  },
  // A request for another date on a job that is already done, cancelled or under way.
  RESCHEDULE_NOT_OPEN: {
    status: 409,
    th: 'งานนี้ไม่สามารถขอเปลี่ยนวันได้แล้ว',
    en: 'Another date can no longer be asked for this job.',
  },
  // Teams and people from the portal (docs/decisions/051).
  CODE_TAKEN: {
    status: 409,
    th: 'รหัสนี้ถูกใช้แล้ว กรุณาใช้รหัสอื่น',
    en: 'This code is already taken: choose another.',
  },
  UNKNOWN_REFERENCE: {
    status: 422,
    th: 'ไม่พบรายการที่เลือก ({what}) กรุณาเลือกใหม่',
    en: 'A chosen {what} does not exist: choose again.',
  },
  NOT_A_TECHNICIAN: {
    status: 422,
    th: 'สมาชิกของทีมช่างต้องเป็นผู้ใช้บทบาทช่างเทคนิคที่ยังใช้งานอยู่',
    en: 'A team’s members must be active Technician users.',
  },
  CAPACITY_BELOW_BOOKED: {
    status: 409,
    th: 'ลดจำนวนงานที่รับได้ไม่ได้ เพราะมีงานจองไว้เกินจำนวนใหม่แล้ว ({count} วัน/ช่วงเวลา) กรุณาย้ายงานหรือปิดวันก่อน',
    en: 'The capacity cannot be lowered: jobs already booked exceed it ({count} days or slots). Move those jobs or close the days first.',
  },
  PASSWORD_LINK_INVALID: {
    status: 410,
    th: 'ลิงก์ตั้งรหัสผ่านนี้ใช้ไม่ได้แล้ว (ใช้ไปแล้วหรือหมดอายุ) กรุณาขอลิงก์ใหม่จากผู้ดูแล',
    en: 'This set-password link no longer works (used or expired). Ask an operator for a new one.',
  },
  STORES_FOR_SHOP_ROLES: {
    status: 422,
    th: 'ผู้ใช้ร้านค้าต้องมีร้านค้าอย่างน้อย 1 แห่ง และเจ้าหน้าที่ Changdee ไม่มีร้านค้า',
    en: 'A store user needs at least one store, and Changdee’s own people have none.',
  },
  // Optimistic concurrency of the portal's edits (issue 21, docs/decisions/049): someone else saved
  // the record after this copy was read. details: { version, current } (the record as it is now).
  STALE_EDIT: {
    status: 409,
    th: 'ข้อมูลนี้ถูกแก้ไขโดยผู้อื่นหลังจากที่คุณเปิดอ่าน กรุณาตรวจสอบการเปลี่ยนแปลงแล้วบันทึกอีกครั้ง',
    en: 'Someone else changed this record after you opened it. Check what changed and save again.',
  },
  // The services admin (issue 21): a service id that is not in the catalogue.
  SERVICE_NOT_FOUND: {
    status: 404,
    th: 'ไม่พบบริการนี้',
    en: 'This service could not be found.',
  },
  // Another service of the channel already has this SKU code.
  SKU_CODE_TAKEN: {
    status: 409,
    th: 'รหัส SKU {sku} มีบริการอื่นในช่องทางนี้ใช้อยู่แล้ว',
    en: 'SKU code {sku} is already used by another service of this channel.',
  },
  // Coupons and promotions from the portal (issue 21, docs/decisions/050).
  COUPON_CODE_TAKEN: {
    status: 409,
    th: 'มีคูปองที่ใช้โค้ดนี้อยู่แล้ว กรุณาใช้โค้ดอื่น',
    en: 'Another coupon already has this code. Please choose another code.',
  },
  COUPON_IN_USE: {
    status: 409,
    th: 'คูปองนี้ถูกใช้ในคำสั่งซื้อแล้ว จึงลบไม่ได้ ให้ปิดการใช้งานคูปองแทน',
    en: 'This coupon has been used in orders, so it cannot be deleted. Deactivate it instead.',
  },
  PROMOTION_NOT_FOUND: {
    status: 404,
    th: 'ไม่พบโปรโมชันนี้',
    en: 'This promotion could not be found.',
  },
  // The customer's messages (issue 22, docs/decisions/045): no message of that id belongs to the
  // order; one still queued or being sent cannot be sent again.
  MESSAGE_NOT_FOUND: {
    status: 404,
    th: 'ไม่พบข้อความนี้ของคำสั่งซื้อ',
    en: 'This message of the order could not be found.',
  },
  MESSAGE_NOT_RESENDABLE: {
    status: 409,
    th: 'ข้อความนี้ยังอยู่ระหว่างส่ง ส่งซ้ำไม่ได้',
    en: 'This message is still being sent and cannot be sent again.',
  },
  // The customer's sign-off and rating (issue 31 item 6, decision 078): a signature is a PNG of
  // at most 512 kB with something drawn on it.
  SIGNATURE_TOO_LARGE: {
    status: 413,
    th: 'ลายเซ็นมีขนาดใหญ่เกิน {max} kB กรุณาเซ็นใหม่',
    en: 'The signature is larger than {max} kB. Please sign again.',
  },
  NOT_A_SIGNATURE: {
    status: 415,
    th: 'ลายเซ็นต้องเป็นรูป PNG ที่วาดบนช่องเซ็นชื่อ',
    en: 'The signature must be a PNG image drawn on the signature pad.',
  },
  SIGNATURE_BLANK: {
    status: 422,
    th: 'ช่องเซ็นชื่อยังว่างอยู่ กรุณาเซ็นชื่อก่อน',
    en: 'The signature pad is blank. Please sign first.',
  },
  // The customer confirms a completion only when the technician recorded their absence.
  SIGN_OFF_NOT_AWAITED: {
    status: 409,
    th: 'งานนี้ไม่ต้องยืนยันการรับงานเพิ่มแล้ว',
    en: 'This job does not need your confirmation.',
  },
  RATING_NOT_OPEN: {
    status: 409,
    th: 'ให้คะแนนได้หลังจากงานเสร็จแล้วเท่านั้น',
    en: 'A job can be rated only once it is completed.',
  },
  RATING_ALREADY_GIVEN: {
    status: 409,
    th: 'งานนี้ได้รับคะแนนแล้ว ให้คะแนนได้ครั้งเดียว',
    en: 'This job has already been rated. It can be rated only once.',
  },
  // An operator marks a low rating's follow-up handled: none is open on the order.
  RATING_FOLLOW_UP_NOT_OPEN: {
    status: 409,
    th: 'คำสั่งซื้อนี้ไม่มีคะแนนต่ำที่รอติดตาม',
    en: 'This order has no low rating waiting for a follow-up.',
  },
  // Linking the customer's LINE account (issue 22, docs/decisions/052): LINE is not set up on this
  // server, or the job is done or cancelled; a webhook call not signed with the channel secret.
  LINE_NOT_OFFERED: {
    status: 409,
    th: 'งานนี้ไม่มีบริการแจ้งเตือนทาง LINE',
    en: 'LINE updates are not offered for this job.',
  },
  LINE_SIGNATURE_INVALID: {
    status: 401,
    th: 'ลายเซ็น X-Line-Signature ไม่ถูกต้อง',
    en: 'The X-Line-Signature is missing or wrong.',
  },
  // A team's edit that would leave booked jobs outside its area or work types (issue 21 §4).
  BOOKED_JOBS_NOT_SERVED: {
    status: 409,
    th: 'บันทึกไม่ได้ เพราะทีมจะไม่รับงานที่จองไว้แล้ว {count} งาน (นอกพื้นที่หรือประเภทงาน) กรุณาย้ายงานเหล่านั้นในหน้าจัดงานก่อน',
    en: 'Not saved: the team would no longer serve {count} booked jobs (outside its area or work types). Move those jobs on the dispatch board first.',
  },
  // Add-ons and quotations (issue 31, docs/decisions/072).
  ADD_ON_NOT_FOUND: {
    status: 404,
    th: 'ไม่พบรายการเสริมนี้',
    en: 'This add-on could not be found.',
  },
  // A quotation's body that names a price: the server prices every line itself.
  PRICE_NOT_ACCEPTED: {
    status: 400,
    th: 'ราคาคำนวณโดยระบบเท่านั้น กรุณาไม่ส่งช่อง {field}',
    en: 'Prices are worked out by the server: do not send {field}.',
  },
  ADD_ON_UNAVAILABLE: {
    status: 400,
    th: 'รายการที่ {line}: ไม่มีรายการเสริมนี้ หรือปิดใช้งานแล้ว',
    en: 'Line {line}: this add-on does not exist or is no longer offered.',
  },
  ADD_ON_OTHER_WORK_TYPE: {
    status: 400,
    th: 'รายการที่ {line}: {name} ไม่ใช่รายการเสริมของงานที่สำรวจนี้',
    en: 'Line {line}: {name} is not an add-on of the work this survey covers.',
  },
  ADD_ON_QUANTITY_NOT_POSITIVE: {
    status: 400,
    th: 'รายการที่ {line}: จำนวนของ {name} ต้องมากกว่า 0',
    en: 'Line {line}: the quantity of {name} must be more than 0.',
  },
  ADD_ON_QUANTITY_NOT_WHOLE: {
    status: 400,
    th: 'รายการที่ {line}: {name} ต้องระบุเป็นจำนวนเต็ม',
    en: 'Line {line}: {name} is counted in whole units.',
  },
  ADD_ON_QUANTITY_TOO_PRECISE: {
    status: 400,
    th: 'รายการที่ {line}: ระบุจำนวนของ {name} ได้ไม่เกินทศนิยม 2 ตำแหน่ง',
    en: 'Line {line}: the quantity of {name} may have at most 2 decimals.',
  },
  ADD_ON_QUANTITY_OUT_OF_RANGE: {
    status: 400,
    th: 'รายการที่ {line}: จำนวนของ {name} ต้องอยู่ระหว่าง {min} ถึง {max}',
    en: 'Line {line}: the quantity of {name} must be between {min} and {max}.',
  },
  SERVICE_NOT_QUOTABLE: {
    status: 400,
    th: 'รายการที่ {line}: บริการนี้ไม่ใช่งานติดตั้งของงานที่สำรวจนี้',
    en: 'Line {line}: this service is not an installation of the work this survey covers.',
  },
  SERVICE_QUANTITY_OUT_OF_RANGE: {
    status: 400,
    th: 'รายการที่ {line}: จำนวนของ {name} ต้องอยู่ระหว่าง {min} ถึง {max}',
    en: 'Line {line}: the quantity of {name} must be between {min} and {max}.',
  },
  QUOTATION_PHOTO_UNKNOWN: {
    status: 400,
    th: 'รูปที่เลือกไม่ใช่รูปของงานสำรวจนี้',
    en: 'A chosen photo is not one of this survey’s photos.',
  },
  QUOTATION_NOT_FOUND: {
    status: 404,
    th: 'งานนี้ยังไม่มีใบเสนอราคา',
    en: 'This job has no quotation yet.',
  },
  // The back office's quotation by its number (decision 082): none, or one outside the reader's
  // stores (a Channel Manager's reach) — the same answer, so a number tells nothing of others.
  QUOTATION_NUMBER_NOT_FOUND: {
    status: 404,
    th: 'ไม่พบใบเสนอราคาเลขนี้ในร้านค้าที่คุณดูได้',
    en: 'There is no quotation with this number in the stores you can see.',
  },
  QUOTATION_VERSION_NOT_FOUND: {
    status: 404,
    th: 'ไม่พบใบเสนอราคาฉบับนี้',
    en: 'This version of the quotation could not be found.',
  },
  // A technician's quotation on a job that is not their team's.
  JOB_NOT_YOURS: {
    status: 403,
    th: 'งานนี้ไม่ใช่งานของทีมคุณ จึงทำใบเสนอราคาไม่ได้',
    en: 'This job is not your team’s, so you cannot quote it.',
  },
  QUOTATION_NOT_A_SURVEY: {
    status: 409,
    th: 'ทำใบเสนอราคาได้เฉพาะงานสำรวจ',
    en: 'Only a survey job can have a quotation.',
  },
  QUOTATION_SURVEY_NOT_STARTED: {
    status: 409,
    th: 'ทำใบเสนอราคาได้เมื่อเริ่มงานสำรวจแล้วหรือสำรวจเสร็จแล้ว',
    en: 'A quotation can be made once the survey has started or is completed.',
  },
  QUOTATION_NOT_CHANGEABLE: {
    status: 409,
    th: 'ใบเสนอราคานี้ได้รับการอนุมัติแล้ว แก้ไขไม่ได้',
    en: 'This quotation has been approved and can no longer be changed.',
  },
  // Sending a version that is not the latest draft (sent already, or changed since).
  QUOTATION_NOT_SENDABLE: {
    status: 409,
    th: 'ส่งใบเสนอราคาฉบับนี้ไม่ได้ เพราะส่งไปแล้วหรือมีการแก้ไขใหม่กว่า',
    en: 'This version cannot be sent: it was sent already or there is a newer one.',
  },
  // On-site extras (issue 31 item 5, docs/decisions/080).
  EXTRA_OTHER_WORK_TYPE: {
    status: 400,
    th: 'รายการที่ {line}: {name} ไม่ใช่รายการเสริมของงานติดตั้งนี้',
    en: 'Line {line}: {name} is not an add-on of the work this installation covers.',
  },
  EXTRAS_NOT_AN_INSTALLATION: {
    status: 409,
    th: 'เพิ่มรายการได้เฉพาะงานติดตั้ง',
    en: 'Extras can be added to an installation job only.',
  },
  EXTRAS_NOT_OPEN: {
    status: 409,
    th: 'เพิ่มรายการได้ระหว่างที่ช่างกำลังทำงานติดตั้งเท่านั้น',
    en: 'Extras can be added only while the installation is in progress.',
  },
  EXTRA_NOT_FOUND: {
    status: 404,
    th: 'ไม่พบรายการเพิ่มนี้ในงานนี้',
    en: 'This extra could not be found on this job.',
  },
  EXTRA_ALREADY_DECIDED: {
    status: 409,
    th: 'รายการเพิ่มนี้ได้รับการอนุมัติหรือปฏิเสธไปแล้ว',
    en: 'This extra has already been approved or declined.',
  },
  // An extras' payment notice under an event id another payment already used (not recorded).
  EXTRAS_PAYMENT_EVENT_TAKEN: {
    status: 409,
    th: 'รหัสเหตุการณ์ชำระเงินนี้ถูกใช้กับการชำระเงินอื่นแล้ว จึงไม่ได้บันทึก',
    en: 'This payment event id was already used for another payment, so it was not recorded.',
  },
  EXTRAS_NOTHING_DUE: {
    status: 409,
    th: 'ไม่มียอดค่ารายการเพิ่มที่ต้องชำระ',
    en: 'Nothing is owed for extras.',
  },
  // The customer's answer to a quotation (issue 31 items 3-4, decision 079).
  QUOTATION_NOT_OPEN: {
    status: 409,
    th: 'ใบเสนอราคานี้ไม่ได้รอคำตอบแล้ว (อนุมัติหรือปฏิเสธไปแล้ว หรือกำลังแก้ไข)',
    en: 'This quotation is no longer waiting for an answer (it was approved or declined, or is being changed).',
  },
  QUOTATION_VERSION_NOT_SENT: {
    status: 409,
    th: 'ใบเสนอราคาฉบับนี้ไม่ใช่ฉบับที่ส่งให้ลูกค้า กรุณาเปิดหน้านี้ใหม่',
    en: 'This is not the version of the quotation that was sent. Please reload the page.',
  },
  QUOTATION_EXPIRED: {
    status: 409,
    th: 'ใบเสนอราคานี้หมดอายุแล้ว กรุณาขอใบเสนอราคาใหม่จากร้าน',
    en: 'This quotation has expired. Please ask the store for a new one.',
  },
  QUOTATION_CHOICE_NOT_OPTIONAL: {
    status: 400,
    th: 'เลือกได้เฉพาะรายการที่เป็นตัวเลือกเพิ่มเติมของใบเสนอราคานี้',
    en: 'Only the optional items of this quotation can be chosen.',
  },
  QUOTATION_WITHOUT_INSTALLATION: {
    status: 409,
    th: 'ใบเสนอราคานี้ไม่มีรายการติดตั้ง จึงจองงานติดตั้งไม่ได้ กรุณาติดต่อร้าน',
    en: 'This quotation has no installation service, so no installation can be booked. Please contact the store.',
  },
  INSTALLATION_NO_FREE_SLOT: {
    status: 409,
    th: 'ยังไม่มีทีมช่างว่างสำหรับงานติดตั้งนี้ในพื้นที่ของคุณ กรุณาติดต่อร้าน',
    en: 'No team is free for this installation in your area yet. Please contact the store.',
  },
} as const satisfies Record<string, { status: number; th: string; en: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

/** Values a message names in braces: numbers are written with thousands separators (1,000). */
export type ErrorMessageParams = Readonly<Record<string, string | number>>;

/**
 * QUANTITY_OUT_OF_RANGE for a service that takes exactly one (a survey): spec §8's words, the
 * survey's tooltip ('this service can be chosen at most 1 item'), not "between 1 and 1".
 */
export const SURVEY_QUANTITY_MESSAGE: LocalizedText = {
  th: 'บริการนี้เลือกได้สูงสุด 1 รายการ',
  en: 'This service can be chosen at most 1 item.',
};

/**
 * The message of a code in a language with its {placeholders} filled in; a placeholder without a
 * value stays as written, so a missing value shows instead of vanishing.
 */
export function errorMessage(
  code: ErrorCode,
  language: Locale,
  params: ErrorMessageParams = {},
): string {
  return fillPlaceholders(errorCatalogue[code][language], params);
}

/** A way of paying in the words COUPON_PAYMENT_REQUIRED's {method} needs. */
const PAYMENT_METHOD_WORDS: Record<PaymentMethod, LocalizedText> = {
  promptpay: { th: 'ชำระเงินผ่านพร้อมเพย์', en: 'payment by PromptPay' },
  store: { th: 'ชำระเงินที่ร้านค้า', en: 'payment at the store' },
  bank_transfer: { th: 'โอนเงินผ่านธนาคาร', en: 'payment by bank transfer' },
};

/** COUPON_PAYMENT_REQUIRED's message in both languages, naming the coupon and its way. */
export const couponPaymentMessage = (coupon: string, method: PaymentMethod): LocalizedText => ({
  th: errorMessage('COUPON_PAYMENT_REQUIRED', 'th', {
    coupon,
    method: PAYMENT_METHOD_WORDS[method].th,
  }),
  en: errorMessage('COUPON_PAYMENT_REQUIRED', 'en', {
    coupon,
    method: PAYMENT_METHOD_WORDS[method].en,
  }),
});

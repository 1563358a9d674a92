// The stable error codes of the API (DESIGN.md §5). Every failure the server answers carries one of
// these codes, its HTTP status and a message in the request's language. Clients switch on `code`,
// never on the text. Add a code here (with both languages) before throwing it anywhere.
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
  INTERNAL_ERROR: {
    status: 500,
    th: 'เกิดข้อผิดพลาดในระบบ กรุณาลองใหม่อีกครั้ง',
    en: 'Something went wrong on our side. Please try again.',
  },
} as const satisfies Record<string, { status: number; th: string; en: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

// The code of a failure known only by its HTTP status (a framework error without a code of ours,
// an answer from a proxy without our body). A 503 without our body is a server or balancer that
// cannot answer now, not maintenance: maintenance always answers with its own MAINTENANCE body.
const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * The one status → code map, used by the server's error handler and the web client. Another 4xx is
 * BAD_REQUEST; null for any other status (a failure of ours: the caller decides, e.g. INTERNAL_ERROR).
 */
export function errorCodeForStatus(status: number): ErrorCode | null {
  return CODE_OF_STATUS[status] ?? (status >= 400 && status < 500 ? 'BAD_REQUEST' : null);
}

import type { ErrorDefinition } from './error-definition.ts';

/**
 * Errors any route can answer with: unreadable or invalid requests, sign-in and permission,
 * limits, retries, and input the database cannot store.
 */
export const COMMON_ERRORS = {
  VALIDATION_FAILED: { status: 400, en: 'Some fields are invalid.', th: 'ข้อมูลบางช่องไม่ถูกต้อง' },
  BAD_REQUEST: { status: 400, en: 'The request could not be read.', th: 'ไม่สามารถอ่านคำขอได้' },
  UNAUTHENTICATED: { status: 401, en: 'Please log in before continuing.', th: 'กรุณาเข้าสู่ระบบก่อนดำเนินการต่อ' },
  FORBIDDEN: { status: 403, en: 'You do not have permission to do this.', th: 'คุณไม่มีสิทธิ์ทำรายการนี้' },
  METRICS_TOKEN_REQUIRED: {
    status: 401,
    en: 'The metrics need a valid bearer token.',
    th: 'การดูข้อมูลเมตริกต้องใช้โทเคนแบบ Bearer ที่ถูกต้อง',
  },
  NOT_FOUND: { status: 404, en: 'No data found.', th: 'ไม่พบข้อมูล' },
  ROUTE_NOT_FOUND: { status: 404, en: 'This API route does not exist.', th: 'ไม่พบเส้นทาง API นี้' },
  METHOD_NOT_ALLOWED: {
    status: 405,
    en: 'This method is not allowed on this route.',
    th: 'ไม่อนุญาตให้ใช้เมธอดนี้กับเส้นทางนี้',
  },
  PAYLOAD_TOO_LARGE: { status: 413, en: 'The request is too large.', th: 'คำขอมีขนาดใหญ่เกินไป' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    en: 'This content type is not supported.',
    th: 'ไม่รองรับประเภทข้อมูลนี้',
  },
  RATE_LIMITED: {
    status: 429,
    en: 'Too many requests. Please try again later.',
    th: 'มีคำขอมากเกินไป กรุณาลองใหม่ภายหลัง',
  },
  INTERNAL: {
    status: 500,
    en: 'Something went wrong. Please try again.',
    th: 'เกิดข้อผิดพลาดบางอย่าง กรุณาลองใหม่อีกครั้ง',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    en: 'The service is not ready yet.',
    th: 'ระบบยังไม่พร้อมให้บริการ',
  },
  DATA_CHANGED: { status: 409, en: 'Data has been changed', th: 'ข้อมูลมีการเปลี่ยนแปลง' },
  IDEMPOTENCY_CONFLICT: {
    status: 409,
    en: 'This request key was already used for a different request.',
    th: 'คีย์คำขอนี้ถูกใช้กับคำขออื่นไปแล้ว',
  },
  CSRF_REJECTED: {
    status: 403,
    en: 'This request came from another site and was refused.',
    th: 'คำขอนี้มาจากเว็บไซต์อื่นจึงถูกปฏิเสธ',
  },
  INPUT_NUL_CHARACTER: {
    status: 400,
    en: 'Text may not contain the NUL character (U+0000).',
    th: 'ข้อความต้องไม่มีอักขระ NUL (U+0000)',
  },
  ID_INVALID: {
    status: 400,
    en: 'This id is not valid: use a whole number from 1 to 2147483647.',
    th: 'รหัสอ้างอิงไม่ถูกต้อง: ใช้จำนวนเต็มตั้งแต่ 1 ถึง 2147483647',
  },
  IDEMPOTENCY_KEY_REQUIRED: {
    status: 400,
    en: 'An Idempotency-Key header (8 to 100 letters, digits or -_.:) is required.',
    th: 'ต้องมีส่วนหัว Idempotency-Key (ตัวอักษร ตัวเลข หรือ -_.: ยาว 8 ถึง 100 ตัว)',
  },
} as const satisfies Record<string, ErrorDefinition>;

import type { ErrorDefinition } from './error-definition.ts';

/** Coupons readers enter, and the back office that issues them. */
export const COUPON_ERRORS = {
  COUPON_INVALID: { status: 404, en: 'This coupon is invalid', th: 'คูปองนี้ไม่ถูกต้อง' },
  COUPON_CODE_REQUIRED: { status: 400, en: 'Please enter a coupon code.', th: 'กรุณากรอกรหัสคูปอง' },
  COUPON_ALREADY_USED: {
    status: 409,
    en: 'You have already used this coupon.',
    th: 'คุณใช้คูปองนี้ไปแล้ว',
  },
  ADMIN_COUPON_CODE_INVALID: {
    status: 400,
    en: 'Use 3 to 40 letters, digits or dashes for the code.',
    th: 'รหัสคูปองต้องเป็นตัวอักษรภาษาอังกฤษ ตัวเลข หรือขีดกลาง ยาว 3 ถึง 40 ตัว',
  },
  ADMIN_COUPON_CODE_TAKEN: {
    status: 409,
    en: 'Another coupon already uses this code.',
    th: 'มีคูปองอื่นใช้รหัสนี้แล้ว',
  },
  ADMIN_COUPON_GRANT_REQUIRED: {
    status: 400,
    en: 'Give either a number of points or a reward, not both.',
    th: 'กรุณาระบุจำนวนคะแนนหรือรางวัลอย่างใดอย่างหนึ่ง ไม่ใช่ทั้งสองอย่าง',
  },
  ADMIN_COUPON_DATES_INVALID: {
    status: 400,
    en: 'The last day cannot be before the first day.',
    th: 'วันสุดท้ายต้องไม่อยู่ก่อนวันแรก',
  },
  ADMIN_COUPON_MAX_BELOW_USED: {
    status: 409,
    en: 'The maximum number of uses cannot be lower than the uses so far.',
    th: 'จำนวนครั้งสูงสุดต้องไม่น้อยกว่าจำนวนครั้งที่ใช้ไปแล้ว',
  },
  ADMIN_REWARD_UNKNOWN: { status: 400, en: 'This reward does not exist.', th: 'ไม่มีรางวัลนี้' },
} as const satisfies Record<string, ErrorDefinition>;

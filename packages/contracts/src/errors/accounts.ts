import type { ErrorDefinition } from './error-definition.ts';

/** Registration, sign-in and lockout, password reset and change, and the captcha (spec §5, §8). */
export const ACCOUNT_ERRORS = {
  EMAIL_REQUIRED: { status: 400, en: 'Please input your email', th: 'กรุณากรอกอีเมลของคุณ' },
  EMAIL_INVALID: { status: 400, en: 'Email invalid', th: 'อีเมลไม่ถูกต้อง' },
  PASSWORD_REQUIRED: { status: 400, en: 'Please input your password', th: 'กรุณากรอกรหัสผ่านของคุณ' },
  PASSWORD_CONFIRM_REQUIRED: {
    status: 400,
    en: 'Please re-enter your password',
    th: 'กรุณากรอกรหัสผ่านอีกครั้ง',
  },
  PASSWORD_CONFIRM_MISMATCH: { status: 400, en: 'Confirm password not matching', th: 'ยืนยันรหัสผ่านไม่ตรงกัน' },
  TERMS_REQUIRED: {
    status: 400,
    en: 'Please check agree to the terms and conditions',
    th: 'กรุณาทำเครื่องหมายยอมรับข้อกำหนดและเงื่อนไข',
  },
  EMAIL_DUPLICATE: { status: 409, en: 'Email is duplicate', th: 'อีเมลนี้ถูกใช้งานแล้ว' },
  LOGIN_INCORRECT: {
    status: 401,
    en: 'Email or password is incorrect.',
    th: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง',
  },
  EMAIL_NOT_VERIFIED: {
    status: 403,
    en: 'Email is not verify. Please check your email.',
    th: 'อีเมลยังไม่ได้รับการยืนยัน กรุณาตรวจสอบอีเมลของคุณ',
  },
  ACCOUNT_LOCKED: {
    status: 423,
    en: 'Your account has been temporarily locked',
    th: 'บัญชีของคุณถูกระงับการใช้งานชั่วคราว',
  },
  EMAIL_NOT_FOUND: { status: 404, en: 'Email not found', th: 'ไม่พบอีเมลนี้' },
  UNLOCK_MAIL_LIMITED: {
    status: 429,
    en: 'We already sent several sign-in links to this address. Please check your inbox or try again in an hour.',
    th: 'เราได้ส่งลิงก์เข้าสู่ระบบไปยังอีเมลนี้หลายครั้งแล้ว กรุณาตรวจสอบกล่องจดหมายหรือลองใหม่ในอีกหนึ่งชั่วโมง',
  },
  REQUEST_FAILED: {
    status: 400,
    en: 'Request something went wrong.',
    th: 'คำขอเกิดข้อผิดพลาดบางอย่าง',
  },
  LINK_EXPIRED: { status: 410, en: 'This link is expired.', th: 'ลิงก์นี้หมดอายุแล้ว' },
  RESET_TOMORROW: {
    status: 429,
    en: 'you can reset your password tomorrow',
    th: 'คุณสามารถรีเซ็ตรหัสผ่านได้อีกครั้งในวันพรุ่งนี้',
  },
  PASSWORD_SAME_AS_OLD: {
    status: 400,
    en: 'Old password and new password must not be the same',
    th: 'รหัสผ่านเดิมและรหัสผ่านใหม่ต้องไม่เหมือนกัน',
  },
  OLD_PASSWORD_INCORRECT: { status: 400, en: 'Old password incorrect', th: 'รหัสผ่านเดิมไม่ถูกต้อง' },
  ACCOUNT_RESTRICTED: {
    status: 403,
    en: 'Your account is restricted by an admin. Please contact support',
    th: 'บัญชีของคุณถูกจำกัดการใช้งานโดยผู้ดูแลระบบ กรุณาติดต่อฝ่ายสนับสนุน',
  },
  PASSWORD_WEAK: {
    status: 400,
    en: 'Password must be at least 8 characters and contain a lowercase letter, an uppercase letter, a digit and a special character (@$!%*?_#&).',
    th: 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร และมีตัวพิมพ์เล็ก ตัวพิมพ์ใหญ่ ตัวเลข และอักขระพิเศษ (@$!%*?_#&)',
  },
  PASSWORD_TOO_LONG: {
    status: 400,
    en: 'Password must be at most 128 characters.',
    th: 'รหัสผ่านต้องยาวไม่เกิน 128 ตัวอักษร',
  },
  CAPTCHA_REQUIRED: {
    status: 400,
    en: 'Please confirm that you are not a robot.',
    th: 'กรุณายืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ',
  },
  CAPTCHA_FAILED: {
    status: 400,
    en: 'The captcha check failed. Please try again.',
    th: 'การตรวจสอบแคปช่าไม่ผ่าน กรุณาลองใหม่อีกครั้ง',
  },
  RESET_MAIL_LIMITED: {
    status: 429,
    en: 'Several reset links were sent to this e-mail address within the last hour. Please check your inbox or try again later.',
    th: 'ระบบส่งลิงก์รีเซ็ตรหัสผ่านไปยังอีเมลนี้หลายครั้งแล้วภายในหนึ่งชั่วโมงที่ผ่านมา กรุณาตรวจสอบกล่องจดหมายหรือลองใหม่ภายหลัง',
  },
} as const satisfies Record<string, ErrorDefinition>;

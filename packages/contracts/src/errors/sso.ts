import type { ErrorDefinition } from './error-definition.ts';

/** Single sign-on with the exchange account. */
export const SSO_ERRORS = {
  SSO_STATE_INVALID: {
    status: 400,
    en: 'This sign-in link is invalid or has expired. Please start again.',
    th: 'ลิงก์เข้าสู่ระบบนี้ไม่ถูกต้องหรือหมดอายุแล้ว กรุณาเริ่มใหม่อีกครั้ง',
  },
  SSO_CODE_INVALID: {
    status: 401,
    en: 'The exchange did not accept this sign-in. Please try again.',
    th: 'ระบบของกระดานเทรดไม่ยอมรับการเข้าสู่ระบบนี้ กรุณาลองใหม่อีกครั้ง',
  },
  SSO_EMAIL_UNVERIFIED: {
    status: 403,
    en: 'Your exchange account e-mail is not verified, so it cannot be linked to this account.',
    th: 'อีเมลของบัญชีกระดานเทรดยังไม่ได้รับการยืนยัน จึงไม่สามารถเชื่อมกับบัญชีนี้ได้',
  },
  SSO_UNAVAILABLE: {
    status: 502,
    en: 'The exchange sign-in is not available right now. Please try again later.',
    th: 'ขณะนี้ไม่สามารถเข้าสู่ระบบด้วยบัญชีกระดานเทรดได้ กรุณาลองใหม่ภายหลัง',
  },
} as const satisfies Record<string, ErrorDefinition>;

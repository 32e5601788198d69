import type { ErrorDefinition } from './error-definition.ts';

/** Users' rights over their data: the download of everything held, and the closing of the account. */
export const PRIVACY_ERRORS = {
  ACCOUNT_CLOSED: {
    status: 409,
    en: 'This account is closed.',
    th: 'บัญชีนี้ถูกปิดแล้ว',
  },
  CLOSURE_PASSWORD_INCORRECT: {
    status: 400,
    en: 'The password is incorrect.',
    th: 'รหัสผ่านไม่ถูกต้อง',
  },
  CLOSURE_RECENT_SIGN_IN_REQUIRED: {
    status: 403,
    en: 'Please sign in with your exchange account again, then close your account within 10 minutes.',
    th: 'กรุณาเข้าสู่ระบบด้วยบัญชี Exchange อีกครั้ง แล้วปิดบัญชีภายใน 10 นาที',
  },
  CLOSURE_MONEY_IN_FLIGHT: {
    status: 409,
    en: 'Your account cannot be closed while a payout or a reward redemption is still being processed. Please wait until it is finished.',
    th: 'ไม่สามารถปิดบัญชีได้ในขณะที่ยังมีการถอนเหรียญหรือการแลกของรางวัลที่กำลังดำเนินการอยู่ กรุณารอจนกว่าจะเสร็จสิ้น',
  },
  CLOSURE_KUB_BALANCE: {
    status: 409,
    en: 'Your account still holds KUB. Please withdraw it before closing your account.',
    th: 'บัญชีของคุณยังมี KUB คงเหลือ กรุณาถอนออกก่อนปิดบัญชี',
  },
  CLOSURE_ALREADY_REQUESTED: {
    status: 409,
    en: 'You have already asked to close your account.',
    th: 'คุณได้ขอปิดบัญชีไว้แล้ว',
  },
  CLOSURE_NOT_PENDING: {
    status: 409,
    en: 'There is no account closure to cancel.',
    th: 'ไม่มีคำขอปิดบัญชีที่จะยกเลิก',
  },
  PRIVACY_LINK_INVALID: {
    status: 410,
    en: 'This link has expired or was already used.',
    th: 'ลิงก์นี้หมดอายุหรือถูกใช้ไปแล้ว',
  },
  EXPORT_IN_PROGRESS: {
    status: 409,
    en: 'Your data is being prepared. We will e-mail you when it is ready.',
    th: 'กำลังเตรียมข้อมูลของคุณ เราจะแจ้งทางอีเมลเมื่อพร้อม',
  },
  PRIVACY_REQUEST_NOT_FOUND: {
    status: 404,
    en: 'This request was not found.',
    th: 'ไม่พบคำขอนี้',
  },
} as const satisfies Record<string, ErrorDefinition>;

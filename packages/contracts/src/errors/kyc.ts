import type { ErrorDefinition } from './error-definition.ts';

/** KYC refusals, and verifying (KYC) through a linked exchange account. */
export const KYC_ERRORS = {
  KYC_REQUIRED_REDEEM: {
    status: 403,
    en: 'Please complete your KYC verification before redemption',
    th: 'กรุณายืนยันตัวตน (KYC) ให้เรียบร้อยก่อนแลกรางวัล',
  },
  KYC_REQUIRED_QUIZ: {
    status: 403,
    en: 'Please complete your KYC verification before doing a quiz',
    th: 'กรุณายืนยันตัวตน (KYC) ให้เรียบร้อยก่อนทำแบบทดสอบ',
  },
  EXCHANGE_LINKED_ELSEWHERE: {
    status: 409,
    en: 'This exchange account is already linked to another KUB Academy account. Sign in with your exchange account instead, or unlink it from that account first.',
    th: 'บัญชีกระดานเทรดนี้เชื่อมกับบัญชี KUB Academy อื่นอยู่แล้ว กรุณาเข้าสู่ระบบด้วยบัญชีกระดานเทรดแทน หรือยกเลิกการเชื่อมจากบัญชีนั้นก่อน',
  },
  EXCHANGE_ALREADY_LINKED: {
    status: 409,
    en: 'Your account is already linked to another exchange account. Unlink it in your profile before linking a different one.',
    th: 'บัญชีของคุณเชื่อมกับบัญชีกระดานเทรดอื่นอยู่แล้ว กรุณายกเลิกการเชื่อมในหน้าโปรไฟล์ก่อนเชื่อมบัญชีใหม่',
  },
  EXCHANGE_LINK_OTHER_USER: {
    status: 403,
    en: 'This verification was started from another KUB Academy account. Sign in to the account you want to verify and start again.',
    th: 'การยืนยันนี้เริ่มจากบัญชี KUB Academy อื่น กรุณาเข้าสู่ระบบบัญชีที่ต้องการยืนยันแล้วเริ่มใหม่อีกครั้ง',
  },
  EXCHANGE_NOT_LINKED: {
    status: 409,
    en: 'Your account is not linked to an exchange account yet. Verify with your exchange account first.',
    th: 'บัญชีของคุณยังไม่ได้เชื่อมกับบัญชีกระดานเทรด กรุณายืนยันด้วยบัญชีกระดานเทรดก่อน',
  },
  EXCHANGE_REVERIFY_REQUIRED: {
    status: 409,
    en: 'The exchange no longer accepts this link. Please verify with your exchange account again.',
    th: 'กระดานเทรดไม่ยอมรับการเชื่อมนี้แล้ว กรุณายืนยันด้วยบัญชีกระดานเทรดอีกครั้ง',
  },
  EXCHANGE_UNLINK_PENDING: {
    status: 409,
    en: 'You cannot unlink your exchange account while a package order or a reward redemption is still in progress. Please try again once it is finished.',
    th: 'ไม่สามารถยกเลิกการเชื่อมบัญชีกระดานเทรดได้ระหว่างที่คำสั่งซื้อแพ็กเกจหรือการแลกรางวัลยังดำเนินการอยู่ กรุณาลองใหม่เมื่อเสร็จสิ้นแล้ว',
  },
  EXCHANGE_UNLINK_NO_PASSWORD: {
    status: 409,
    en: 'This account signs in only with its exchange account. Set a password first (use "Forgot password" on the log-in page), then unlink.',
    th: 'บัญชีนี้เข้าสู่ระบบได้ด้วยบัญชีกระดานเทรดเท่านั้น กรุณาตั้งรหัสผ่านก่อน (ใช้ "ลืมรหัสผ่าน" ที่หน้าเข้าสู่ระบบ) แล้วจึงยกเลิกการเชื่อม',
  },
  KYC_REQUIRED_PURCHASE: {
    status: 403,
    en: 'Please complete your KYC verification before buying a package',
    th: 'กรุณายืนยันตัวตน (KYC) ให้เรียบร้อยก่อนซื้อแพ็กเกจ',
  },
} as const satisfies Record<string, ErrorDefinition>;

import type { ErrorDefinition } from './error-definition.ts';

/** The second factor (TOTP) that guards the back office. */
export const TWO_FACTOR_ERRORS = {
  TWO_FACTOR_REQUIRED: {
    status: 401,
    en: 'Enter the 6-digit code from your authenticator app.',
    th: 'กรอกรหัส 6 หลักจากแอปยืนยันตัวตนของคุณ',
  },
  TWO_FACTOR_CODE_INVALID: {
    status: 401,
    en: 'This code is wrong or was already used. Please try again.',
    th: 'รหัสนี้ไม่ถูกต้องหรือถูกใช้ไปแล้ว กรุณาลองอีกครั้ง',
  },
  TWO_FACTOR_RATE_LIMITED: {
    status: 429,
    en: 'Too many wrong codes. Please wait 15 minutes and try again.',
    th: 'กรอกรหัสผิดหลายครั้งเกินไป กรุณารอ 15 นาทีแล้วลองใหม่',
  },
  SIGN_IN_CODE_EXPIRED: {
    status: 401,
    en: 'This sign-in has expired. Please enter your password again.',
    th: 'การเข้าสู่ระบบนี้หมดอายุแล้ว กรุณากรอกรหัสผ่านอีกครั้ง',
  },
  TWO_FACTOR_SETUP_REQUIRED: {
    status: 403,
    en: 'Set up two-step verification in your profile before using the back office.',
    th: 'กรุณาตั้งค่าการยืนยันตัวตนสองขั้นตอนในโปรไฟล์ก่อนใช้งานระบบหลังบ้าน',
  },
  TWO_FACTOR_SESSION_UNVERIFIED: {
    status: 403,
    en: 'Confirm this sign-in with the code from your authenticator app before using the back office.',
    th: 'กรุณายืนยันการเข้าสู่ระบบนี้ด้วยรหัสจากแอปยืนยันตัวตนก่อนใช้งานระบบหลังบ้าน',
  },
  TWO_FACTOR_ALREADY_ON: {
    status: 409,
    en: 'Two-step verification is already on.',
    th: 'เปิดใช้การยืนยันตัวตนสองขั้นตอนอยู่แล้ว',
  },
  TWO_FACTOR_NOT_STARTED: {
    status: 409,
    en: 'No set-up is waiting for a code. Please start the set-up again.',
    th: 'ไม่มีการตั้งค่าที่รอรหัสยืนยัน กรุณาเริ่มตั้งค่าใหม่อีกครั้ง',
  },
  TWO_FACTOR_KEEP_ON: {
    status: 403,
    en: 'Two-step verification is required for your account and cannot be turned off.',
    th: 'บัญชีของคุณต้องใช้การยืนยันตัวตนสองขั้นตอน จึงปิดไม่ได้',
  },
  TWO_FACTOR_STAFF_ONLY: {
    status: 403,
    en: 'Two-step verification is for admin and editor accounts.',
    th: 'การยืนยันตัวตนสองขั้นตอนใช้สำหรับบัญชีผู้ดูแลระบบและบรรณาธิการ',
  },
} as const satisfies Record<string, ErrorDefinition>;

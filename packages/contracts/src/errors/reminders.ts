import type { ErrorDefinition } from './error-definition.ts';

/** Reminders by e-mail and Web Push. */
export const REMINDER_ERRORS = {
  REMINDER_TOKEN_INVALID: {
    status: 400,
    en: 'This unsubscribe link is not valid. Open the link from the reminder mail again, or change your reminders in your profile.',
    th: 'ลิงก์ยกเลิกการรับการแจ้งเตือนนี้ไม่ถูกต้อง กรุณาเปิดลิงก์จากอีเมลแจ้งเตือนอีกครั้ง หรือเปลี่ยนการตั้งค่าการแจ้งเตือนในโปรไฟล์ของคุณ',
  },
  PUSH_ENDPOINT_INVALID: {
    status: 400,
    en: 'This browser gave a push address that cannot be used. Try another browser, or choose e-mail.',
    th: 'เบราว์เซอร์นี้ให้ที่อยู่สำหรับการแจ้งเตือนแบบพุชที่ใช้ไม่ได้ ลองใช้เบราว์เซอร์อื่น หรือเลือกรับทางอีเมล',
  },
  PUSH_KEYS_INVALID: {
    status: 400,
    en: 'The keys of this push subscription are not valid.',
    th: 'คีย์ของการสมัครรับการแจ้งเตือนแบบพุชนี้ไม่ถูกต้อง',
  },
  PUSH_DEVICE_LIMIT: {
    status: 409,
    en: 'Notifications already go to 10 browsers of this account, the most there can be. Turn them off on a browser you no longer use, then try again.',
    th: 'บัญชีนี้รับการแจ้งเตือนบนเบราว์เซอร์ครบ 10 เครื่องแล้ว ซึ่งเป็นจำนวนสูงสุด กรุณาปิดการแจ้งเตือนบนเบราว์เซอร์ที่ไม่ได้ใช้แล้วก่อน แล้วลองใหม่อีกครั้ง',
  },
} as const satisfies Record<string, ErrorDefinition>;

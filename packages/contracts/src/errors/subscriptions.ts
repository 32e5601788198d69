import type { ErrorDefinition } from './error-definition.ts';

/**
 * Subscription packages, their purchase, quota and hints, and why a win paid no points
 * (spec §6).
 */
export const SUBSCRIPTION_ERRORS = {
  SUBSCRIPTION_REQUIRED: {
    status: 403,
    en: 'You should subscribe package first',
    th: 'คุณควรสมัครแพ็กเกจก่อน',
  },
  OUT_OF_QUOTA: { status: 409, en: 'Out of Quota', th: 'โควตาหมดแล้ว' },
  PURCHASE_IN_PROGRESS: {
    status: 409,
    en: 'Cannot purchase multiple packages simultaneously',
    th: 'ไม่สามารถซื้อหลายแพ็กเกจพร้อมกันได้',
  },
  HINTS_EXHAUSTED: {
    status: 409,
    en: 'You have no hints left this month.',
    th: 'คุณใช้คำใบ้ของเดือนนี้ครบแล้ว',
  },
  PACKAGE_NOT_FOUND: { status: 404, en: 'This package does not exist.', th: 'ไม่พบแพ็กเกจนี้' },
  PACKAGE_PRICE_CHANGED: {
    status: 409,
    en: 'The price of this package has just changed. Check the new price, then confirm again.',
    th: 'ราคาของแพ็กเกจนี้เพิ่งเปลี่ยน กรุณาตรวจสอบราคาใหม่แล้วยืนยันอีกครั้ง',
  },
  PACKAGE_NEW_SUBSCRIBERS_ONLY: {
    status: 409,
    en: 'This offer is for first-time subscribers only.',
    th: 'ข้อเสนอนี้สำหรับผู้ที่สมัครสมาชิกครั้งแรกเท่านั้น',
  },
  POINTS_SUBSCRIBERS_ONLY: {
    status: 403,
    en: 'Points are earned by subscribers. Subscribe to earn points for your wins.',
    th: 'คะแนนสะสมได้เฉพาะสมาชิก สมัครสมาชิกเพื่อรับคะแนนจากการเล่นของคุณ',
  },
  POINTS_NOT_IN_PACKAGE: {
    status: 403,
    en: 'Your package does not include earning points. Choose a package with point earning to earn them.',
    th: 'แพ็กเกจของคุณไม่รวมการสะสมคะแนน เลือกแพ็กเกจที่สะสมคะแนนได้เพื่อรับคะแนน',
  },
  ADMIN_PRICE_INVALID: {
    status: 400,
    en: 'Enter a price in KUB with at most 8 decimals, for example 5 or 0.25.',
    th: 'กรุณากรอกราคาเป็น KUB มีทศนิยมได้ไม่เกิน 8 ตำแหน่ง เช่น 5 หรือ 0.25',
  },
} as const satisfies Record<string, ErrorDefinition>;

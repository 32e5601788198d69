import type { ErrorDefinition } from './error-definition.ts';

/** Redeeming rewards, and the back office that stocks them and handles redemptions. */
export const REWARD_ERRORS = {
  REDEEM_INSUFFICIENT_POINTS: {
    status: 409,
    en: 'The redemption failed because of insufficient points',
    th: 'แลกรางวัลไม่สำเร็จเนื่องจากคะแนนไม่เพียงพอ',
  },
  REDEEM_LIMIT_EXCEEDED: {
    status: 409,
    en: "You've exceeded the number of times you can redeem rewards.",
    th: 'คุณแลกรางวัลครบจำนวนครั้งที่กำหนดแล้ว',
  },
  REDEEM_OUT_OF_REWARD: { status: 409, en: 'Sorry! Out of reward', th: 'ขออภัย! รางวัลหมดแล้ว' },
  REDEEM_FAILED: {
    status: 409,
    en: 'The redemption failed. Please try again.',
    th: 'แลกรางวัลไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
  },
  REWARD_NOT_FOUND: { status: 404, en: 'This reward is not available.', th: 'ไม่มีรางวัลนี้ให้แลก' },
  REDEEM_ADDRESS_REQUIRED: {
    status: 409,
    en: 'Please add your shipping address (address, province and postcode) in your profile before redeeming this reward.',
    th: 'กรุณาเพิ่มที่อยู่จัดส่ง (ที่อยู่ จังหวัด และรหัสไปรษณีย์) ในโปรไฟล์ก่อนแลกรางวัลนี้',
  },
  REDEEM_WALLET_REQUIRED: {
    status: 409,
    en: 'Please connect and verify your wallet in your profile before redeeming this reward.',
    th: 'กรุณาเชื่อมต่อและยืนยันกระเป๋าเงินในโปรไฟล์ก่อนแลกรางวัลนี้',
  },
  REDEMPTION_NOT_FOUND: { status: 404, en: 'This redemption does not exist.', th: 'ไม่พบรายการแลกรางวัลนี้' },
  REDEMPTION_NOT_PENDING: {
    status: 409,
    en: 'This redemption has already been fulfilled or cancelled.',
    th: 'รายการแลกรางวัลนี้ถูกจัดส่งหรือยกเลิกไปแล้ว',
  },
  TRACKING_ID_REQUIRED: {
    status: 400,
    en: 'Please enter a tracking id of at most 100 characters.',
    th: 'กรุณากรอกหมายเลขติดตามความยาวไม่เกิน 100 ตัวอักษร',
  },
  CANCEL_REASON_REQUIRED: {
    status: 400,
    en: 'Please enter a reason of at most 500 characters.',
    th: 'กรุณากรอกเหตุผลความยาวไม่เกิน 500 ตัวอักษร',
  },
  ADMIN_STOCK_BELOW_REDEEMED: {
    status: 409,
    en: 'The stock cannot be lower than the number already redeemed.',
    th: 'จำนวนสต็อกต้องไม่น้อยกว่าจำนวนที่ถูกแลกไปแล้ว',
  },
} as const satisfies Record<string, ErrorDefinition>;

import type { ErrorDefinition } from './error-definition.ts';

/** Payouts: KKUB sent on chain to the user's proven wallet. */
export const PAYOUT_ERRORS = {
  PAYOUT_WALLET_REQUIRED: {
    status: 409,
    en: 'Prove your wallet address in your profile first: KKUB is sent only to a wallet you have signed for.',
    th: 'กรุณายืนยันที่อยู่กระเป๋าเงินในโปรไฟล์ก่อน: KKUB จะส่งไปยังกระเป๋าที่คุณลงนามยืนยันแล้วเท่านั้น',
  },
  PAYOUT_DAILY_LIMIT: {
    status: 409,
    en: 'This is more KKUB than you can take out today. Try a smaller amount or come back tomorrow.',
    th: 'จำนวน KKUB เกินวงเงินถอนของวันนี้ กรุณาลดจำนวนหรือลองใหม่พรุ่งนี้',
  },
  PAYOUT_SEND_UNAVAILABLE: {
    status: 409,
    en: 'KKUB cannot be sent to wallets yet. It stays safe in your balance until sending is switched on.',
    th: 'ยังส่ง KKUB ไปยังกระเป๋าเงินไม่ได้ในขณะนี้ KKUB ยังอยู่ในยอดคงเหลือของคุณอย่างปลอดภัยจนกว่าจะเปิดการส่ง',
  },
  PAYOUT_SEND_AMOUNT_INVALID: {
    status: 400,
    en: 'Please enter an amount of KKUB greater than 0, with at most 8 decimals.',
    th: 'กรุณากรอกจำนวน KKUB ที่มากกว่า 0 และมีทศนิยมไม่เกิน 8 ตำแหน่ง',
  },
  PAYOUT_SEND_MORE_THAN_KEPT: {
    status: 409,
    en: 'This is more than the KKUB you kept on the site. KUB deposited from the exchange stays here.',
    th: 'จำนวนนี้มากกว่า KKUB ที่คุณเก็บไว้บนเว็บไซต์ KUB ที่ฝากจากกระดานเทรดจะอยู่ที่นี่',
  },
  PAYOUT_NOT_FOUND: {
    status: 404,
    en: 'Payout not found.',
    th: 'ไม่พบรายการโอนออก',
  },
  PAYOUT_NOT_CANCELLABLE: {
    status: 409,
    en: 'This payout has already been signed for the chain and can no longer be cancelled.',
    th: 'รายการโอนออกนี้ลงนามส่งเข้าเครือข่ายแล้ว จึงยกเลิกไม่ได้',
  },
  PAYOUT_NOT_RETRYABLE: {
    status: 409,
    en: 'Only a waiting or failed payout can be retried.',
    th: 'ลองใหม่ได้เฉพาะรายการโอนออกที่รออยู่หรือล้มเหลวเท่านั้น',
  },
  PAYOUT_CHAIN_NOT_CONFIGURED: {
    status: 409,
    en: 'This site has no KKUB token or hot wallet configured, so there are no payouts on chain to reconcile.',
    th: 'เว็บไซต์นี้ยังไม่ได้ตั้งค่าโทเคน KKUB หรือกระเป๋าร้อน จึงไม่มีรายการโอนออกบนเครือข่ายให้กระทบยอด',
  },
} as const satisfies Record<string, ErrorDefinition>;

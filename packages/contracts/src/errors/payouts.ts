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

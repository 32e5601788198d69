import type { ErrorDefinition } from './error-definition.ts';

/** The review deck. */
export const REVIEW_ERRORS = {
  REVIEW_CARD_NOT_FOUND: {
    status: 404,
    en: 'This review card is not in your deck.',
    th: 'ไม่พบการ์ดทบทวนนี้ในสำรับของคุณ',
  },
  REVIEW_CARD_NOT_SERVED: {
    status: 409,
    en: 'Open the card from your reviews before answering it.',
    th: 'กรุณาเปิดการ์ดจากหน้าทบทวนก่อนตอบ',
  },
  REVIEW_CARD_CHANGED: {
    status: 409,
    en: 'This card was already answered or opened again elsewhere. Load your next card.',
    th: 'การ์ดนี้ถูกตอบไปแล้วหรือถูกเปิดใหม่จากที่อื่น กรุณาโหลดการ์ดถัดไป',
  },
  REVIEW_CARD_LOCKED: {
    status: 409,
    en: 'This question is part of a quiz you can still take for a reward, so it cannot be reviewed now.',
    th: 'คำถามนี้อยู่ในควิซที่คุณยังทำเพื่อรับรางวัลได้ จึงยังทบทวนตอนนี้ไม่ได้',
  },
  REVIEW_ANSWER_REQUIRED: {
    status: 400,
    en: 'Choose an answer.',
    th: 'กรุณาเลือกคำตอบ',
  },
  REVIEW_RATING_INVALID: {
    status: 400,
    en: 'Choose Again, Hard, Good or Easy.',
    th: 'กรุณาเลือก อีกครั้ง ยาก ดี หรือ ง่าย',
  },
  REVIEW_RATING_NOT_ALLOWED: {
    status: 409,
    en: 'You can choose a rating only right after a correct answer.',
    th: 'คุณเลือกระดับความยากได้เฉพาะหลังตอบถูกเท่านั้น',
  },
  REVIEW_CREDENTIAL_NOT_FOUND: {
    status: 404,
    en: 'No credential has this code.',
    th: 'ไม่พบใบรับรองที่มีรหัสนี้',
  },
} as const satisfies Record<string, ErrorDefinition>;

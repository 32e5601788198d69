import type { ErrorDefinition } from './error-definition.ts';

/** Pop quizzes: answering, claiming a win, and their back office. */
export const POP_QUIZ_ERRORS = {
  QUIZ_SUBMIT_FAILED: { status: 400, en: 'Submit Fail!', th: 'ส่งคำตอบไม่สำเร็จ!' },
  POP_QUIZ_EXPIRED: { status: 410, en: 'Pop Quiz is expired', th: 'ป๊อปควิซหมดเวลาแล้ว' },
  POP_QUIZ_OUT_OF_REWARD: { status: 409, en: 'Pop Quiz out of reward', th: 'ป๊อปควิซรางวัลหมดแล้ว' },
  POP_QUIZ_NOT_FOUND: { status: 404, en: 'No quiz found', th: 'ไม่พบควิซ' },
  POP_QUIZ_NOT_OPEN: {
    status: 409,
    en: 'This pop quiz has not opened yet.',
    th: 'ป๊อปควิซนี้ยังไม่เปิด',
  },
  POP_QUIZ_ALREADY_TAKEN: {
    status: 409,
    en: 'You have already taken this pop quiz today.',
    th: 'คุณทำป๊อปควิซนี้ไปแล้ววันนี้',
  },
  POP_QUIZ_NOT_STARTED: {
    status: 409,
    en: 'Open the question before answering it.',
    th: 'กรุณาเปิดคำถามก่อนตอบ',
  },
  POP_QUIZ_ANSWER_REQUIRED: { status: 400, en: 'Please choose an answer.', th: 'กรุณาเลือกคำตอบ' },
  POP_QUIZ_ANSWER_COUNT: {
    status: 400,
    en: 'Please choose as many answers as the question asks for.',
    th: 'กรุณาเลือกคำตอบให้ครบตามจำนวนที่คำถามกำหนด',
  },
  POP_QUIZ_NOT_WON: {
    status: 409,
    en: 'Only a correct answer wins this reward.',
    th: 'รางวัลนี้สำหรับคำตอบที่ถูกต้องเท่านั้น',
  },
  POP_QUIZ_CLAIM_EXPIRED: {
    status: 410,
    en: 'The time to claim this reward has passed.',
    th: 'หมดเวลารับรางวัลนี้แล้ว',
  },
  POP_QUIZ_IDENTITY_CLAIMED: {
    status: 409,
    en: 'This reward has already gone to an account linked to the same exchange account or wallet.',
    th: 'รางวัลนี้ถูกรับไปแล้วโดยบัญชีที่เชื่อมกับบัญชีกระดานเทรดหรือวอลเล็ตเดียวกัน',
  },
  ADMIN_POP_QUIZ_CLOSED: {
    status: 409,
    en: 'This pop quiz has ended and can no longer be changed.',
    th: 'ป๊อปควิซนี้จบแล้วและไม่สามารถแก้ไขได้',
  },
  ADMIN_POP_WINNERS_BELOW_CLAIMED: {
    status: 409,
    en: 'The pool cannot hold fewer rewards than have already been claimed.',
    th: 'จำนวนรางวัลในกองกลางต้องไม่น้อยกว่าจำนวนที่ถูกรับไปแล้ว',
  },
  ADMIN_POP_OPTIONS_INVALID: {
    status: 400,
    en: 'Give between 2 and 8 options.',
    th: 'กรุณาระบุตัวเลือก 2 ถึง 8 ข้อ',
  },
  ADMIN_POP_CORRECT_REQUIRED: {
    status: 400,
    en: 'Mark at least one option as correct.',
    th: 'กรุณาเลือกตัวเลือกที่ถูกต้องอย่างน้อยหนึ่งข้อ',
  },
  ADMIN_POP_ANSWERS_LOCKED: {
    status: 409,
    en: 'People have already answered this question: you can fix the wording, but not add, remove or change which options are correct.',
    th: 'มีผู้ตอบคำถามนี้แล้ว คุณแก้ไขถ้อยคำได้ แต่ไม่สามารถเพิ่ม ลบ หรือเปลี่ยนตัวเลือกที่ถูกต้องได้',
  },
  ADMIN_POP_BANK_EMPTY: {
    status: 409,
    en: 'This is the last active variant of a bank that a scheduled pop quiz draws from. Add another variant to the bank first.',
    th: 'นี่คือคำถามรูปแบบสุดท้ายที่ยังใช้งานอยู่ในคลังคำถามที่ป๊อปควิซตามตารางใช้ กรุณาเพิ่มคำถามรูปแบบอื่นในคลังนี้ก่อน',
  },
} as const satisfies Record<string, ErrorDefinition>;

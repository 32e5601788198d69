import type { ErrorDefinition } from './error-definition.ts';

/** The back office of main quizzes. */
export const ADMIN_QUIZ_ERRORS = {
  ADMIN_QUIZ_OPTIONS_LOCKED: {
    status: 409,
    en: 'People have already answered this question: you can fix its wording, explanation and hint, but not its options or which are correct.',
    th: 'มีผู้ตอบคำถามนี้แล้ว คุณแก้ไขถ้อยคำ คำอธิบาย และคำใบ้ได้ แต่ไม่สามารถแก้ไขตัวเลือกหรือคำตอบที่ถูกต้องได้',
  },
  ADMIN_QUIZ_TIER_UNKNOWN: {
    status: 400,
    en: 'This reward tier does not belong to this quiz.',
    th: 'ระดับรางวัลนี้ไม่ได้อยู่ในควิซนี้',
  },
  ADMIN_QUIZ_ARTICLE_TAKEN: {
    status: 409,
    en: 'This article already has a quiz. Edit that quiz instead.',
    th: 'บทความนี้มีควิซอยู่แล้ว กรุณาแก้ไขควิซนั้นแทน',
  },
  ADMIN_QUIZ_GRADE_INVALID: {
    status: 400,
    en: 'Choose each grade (A+, A, B, C or D) at most once.',
    th: 'เลือกแต่ละเกรด (A+, A, B, C หรือ D) ได้ไม่เกินหนึ่งครั้ง',
  },
  ADMIN_QUIZ_NO_QUESTIONS: {
    status: 409,
    en: 'Add at least one question before turning the quiz on.',
    th: 'กรุณาเพิ่มคำถามอย่างน้อยหนึ่งข้อก่อนเปิดใช้ควิซ',
  },
  ADMIN_QUIZ_LAST_QUESTION: {
    status: 409,
    en: 'An active quiz keeps at least one question. Turn the quiz off first.',
    th: 'ควิซที่เปิดใช้อยู่ต้องมีคำถามอย่างน้อยหนึ่งข้อ กรุณาปิดควิซก่อน',
  },
  ADMIN_QUIZ_STARTED: {
    status: 409,
    en: 'Readers have started this quiz: its questions can still be reworded, but none can be added or removed.',
    th: 'มีผู้อ่านเริ่มทำควิซนี้แล้ว คุณแก้ไขถ้อยคำของคำถามได้ แต่ไม่สามารถเพิ่มหรือลบคำถามได้',
  },
  ADMIN_QUIZ_PASS_MARK_LOCKED: {
    status: 409,
    en: 'Readers have started this quiz: its pass mark stays as it was when they started.',
    th: 'มีผู้อ่านเริ่มทำควิซนี้แล้ว เกณฑ์ผ่านต้องคงเดิมเหมือนตอนที่พวกเขาเริ่มทำ',
  },
  ADMIN_QUIZ_DRAW_LOCKED: {
    status: 409,
    en: 'Readers have started this quiz: the number of questions per attempt stays as it was when they started.',
    th: 'มีผู้อ่านเริ่มทำควิซนี้แล้ว จำนวนคำถามต่อการทำแต่ละครั้งต้องคงเดิมเหมือนตอนที่พวกเขาเริ่มทำ',
  },
  ADMIN_QUIZ_CONCEPT_INVALID: {
    status: 400,
    en: 'A concept is a short name of up to 60 letters, digits, spaces, hyphens or underscores.',
    th: 'ชื่อแนวคิดต้องสั้น ไม่เกิน 60 ตัวอักษร ประกอบด้วยตัวอักษร ตัวเลข ช่องว่าง ขีดกลาง หรือขีดล่าง',
  },
  ADMIN_QUIZ_REWARDS_ADMIN_ONLY: {
    status: 403,
    en: 'Only an admin can change what a grade pays.',
    th: 'เฉพาะผู้ดูแลระบบเท่านั้นที่เปลี่ยนรางวัลของแต่ละเกรดได้',
  },
} as const satisfies Record<string, ErrorDefinition>;

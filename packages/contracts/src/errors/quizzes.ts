import type { ErrorDefinition } from './error-definition.ts';

/** Main quizzes and the delivery of their rewards. */
export const QUIZ_ERRORS = {
  QUIZ_NOT_FOUND: { status: 404, en: 'No quiz found', th: 'ไม่พบแบบทดสอบ' },
  QUIZ_NOT_STARTED: {
    status: 409,
    en: 'Please start the quiz first.',
    th: 'กรุณาเริ่มทำแบบทดสอบก่อน',
  },
  QUIZ_QUESTION_NOT_FOUND: {
    status: 404,
    en: 'This question is not part of the quiz.',
    th: 'คำถามนี้ไม่ได้อยู่ในแบบทดสอบ',
  },
  QUIZ_ANSWER_INVALID: {
    status: 400,
    en: 'Please choose among the answers shown.',
    th: 'กรุณาเลือกจากคำตอบที่แสดง',
  },
  QUIZ_ALREADY_ANSWERED: {
    status: 409,
    en: 'This question has already been answered.',
    th: 'คำถามนี้ตอบไปแล้ว',
  },
  QUIZ_TIME_UP: { status: 409, en: 'Time is up for this quiz.', th: 'หมดเวลาทำแบบทดสอบนี้แล้ว' },
  QUIZ_OUT_OF_REWARD: { status: 409, en: 'Sorry! Out of reward', th: 'ขออภัย! รางวัลหมดแล้ว' },
  QUIZ_RESULT_NOT_FOUND: {
    status: 404,
    en: 'You have not finished this quiz yet.',
    th: 'คุณยังทำแบบทดสอบนี้ไม่เสร็จ',
  },
  QUIZ_NOT_PASSED: {
    status: 409,
    en: 'A certificate is issued only for a passed quiz.',
    th: 'ใบประกาศนียบัตรออกให้เฉพาะแบบทดสอบที่ผ่านเท่านั้น',
  },
  REWARD_TRACKING_NOT_FOUND: {
    status: 404,
    en: 'This reward tracking does not exist.',
    th: 'ไม่พบรายการติดตามรางวัลนี้',
  },
  REWARD_RECIPIENT_REQUIRED: {
    status: 400,
    en: 'Please input the recipient name',
    th: 'กรุณากรอกชื่อผู้รับ',
  },
  REWARD_PHONE_INVALID: { status: 400, en: 'Phone number is invalid', th: 'หมายเลขโทรศัพท์ไม่ถูกต้อง' },
  REWARD_ADDRESS_REQUIRED: {
    status: 400,
    en: 'Please input the delivery address',
    th: 'กรุณากรอกที่อยู่สำหรับจัดส่ง',
  },
  REWARD_WALLET_INVALID: {
    status: 400,
    en: 'Wallet address is invalid',
    th: 'ที่อยู่กระเป๋าเงินไม่ถูกต้อง',
  },
  REWARD_TRACKING_LOCKED: {
    status: 409,
    en: 'This reward has already been sent; its details can no longer change.',
    th: 'รางวัลนี้ถูกส่งแล้ว ไม่สามารถแก้ไขข้อมูลได้',
  },
} as const satisfies Record<string, ErrorDefinition>;

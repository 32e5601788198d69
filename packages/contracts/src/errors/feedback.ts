import type { ErrorDefinition } from './error-definition.ts';

/** The feedback form. */
export const FEEDBACK_ERRORS = {
  FEEDBACK_TOPIC_REQUIRED: { status: 400, en: 'Please select your topic', th: 'กรุณาเลือกหัวข้อของคุณ' },
  FEEDBACK_MESSAGE_REQUIRED: { status: 400, en: 'Please input your message', th: 'กรุณากรอกข้อความของคุณ' },
  FEEDBACK_MESSAGE_TOO_LONG: {
    status: 400,
    en: 'Message maximum 1000 digit',
    th: 'ข้อความยาวได้ไม่เกิน 1000 ตัวอักษร',
  },
  FEEDBACK_MESSAGE_INVALID: { status: 400, en: 'Message is invalid', th: 'ข้อความไม่ถูกต้อง' },
} as const satisfies Record<string, ErrorDefinition>;

import type { ErrorDefinition } from './error-definition.ts';

/** Back office forms shared by every kind of content: fields, slugs, topics, links, dates. */
export const ADMIN_ERRORS = {
  ADMIN_FIELD_REQUIRED: { status: 400, en: 'Please fill in this field.', th: 'กรุณากรอกข้อมูลในช่องนี้' },
  ADMIN_FIELD_TOO_LONG: { status: 400, en: 'This text is too long.', th: 'ข้อความนี้ยาวเกินไป' },
  ADMIN_NUMBER_INVALID: {
    status: 400,
    en: 'Enter a whole number in the allowed range.',
    th: 'กรุณากรอกจำนวนเต็มในช่วงที่กำหนด',
  },
  ADMIN_SLUG_INVALID: {
    status: 400,
    en: 'Use lowercase letters, digits and single dashes only, for example bitcoin-basics.',
    th: 'ใช้ได้เฉพาะตัวอักษรภาษาอังกฤษตัวเล็ก ตัวเลข และขีดกลางเดี่ยว เช่น bitcoin-basics',
  },
  ADMIN_SLUG_TAKEN: {
    status: 409,
    en: 'Another article already uses this slug.',
    th: 'มีบทความอื่นใช้ slug นี้แล้ว',
  },
  ADMIN_TOPIC_REQUIRED: { status: 400, en: 'Choose at least one topic.', th: 'กรุณาเลือกหัวข้ออย่างน้อยหนึ่งหัวข้อ' },
  ADMIN_TOPIC_TOO_MANY: { status: 400, en: 'Choose at most 6 topics.', th: 'เลือกหัวข้อได้ไม่เกิน 6 หัวข้อ' },
  ADMIN_TOPIC_UNKNOWN: { status: 400, en: 'This topic does not exist.', th: 'ไม่มีหัวข้อนี้' },
  ADMIN_URL_INVALID: {
    status: 400,
    en: 'Enter a full web address starting with https://',
    th: 'กรุณากรอกที่อยู่เว็บไซต์แบบเต็มที่ขึ้นต้นด้วย https://',
  },
  ADMIN_LINK_INVALID: {
    status: 400,
    en: 'Enter a path of this site (starting with /) or an address starting with https://',
    th: 'กรุณากรอกเส้นทางในเว็บไซต์นี้ (ขึ้นต้นด้วย /) หรือที่อยู่ที่ขึ้นต้นด้วย https://',
  },
  ADMIN_DUPLICATE: {
    status: 409,
    en: 'An entry with this name already exists.',
    th: 'มีรายการที่ใช้ชื่อนี้อยู่แล้ว',
  },
  ADMIN_DATE_INVALID: { status: 400, en: 'Enter a date as YYYY-MM-DD.', th: 'กรุณากรอกวันที่ในรูปแบบ YYYY-MM-DD' },
  ADMIN_CATEGORY_IN_USE: {
    status: 409,
    en: 'Articles still use this category. Hide it instead, or move its articles first.',
    th: 'ยังมีบทความที่ใช้หมวดหมู่นี้ ให้ซ่อนหมวดหมู่แทน หรือย้ายบทความออกก่อน',
  },
  ADMIN_SELF_ACTION: {
    status: 403,
    en: 'You cannot do this to your own account.',
    th: 'คุณไม่สามารถทำรายการนี้กับบัญชีของตัวเองได้',
  },
  ADMIN_SLUG_IN_USE: {
    status: 409,
    en: 'Another entry already uses this slug.',
    th: 'มีรายการอื่นใช้ slug นี้แล้ว',
  },
} as const satisfies Record<string, ErrorDefinition>;

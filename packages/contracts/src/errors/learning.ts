import type { ErrorDefinition } from './error-definition.ts';

/** Learning paths, campaigns and games. */
export const LEARNING_ERRORS = {
  LEARNING_SLUG_INVALID: {
    status: 400,
    en: 'Use lower-case letters, digits and single hyphens (for example bitcoin-basics).',
    th: 'ใช้ตัวอักษรภาษาอังกฤษพิมพ์เล็ก ตัวเลข และขีดกลางเดี่ยว (เช่น bitcoin-basics)',
  },
  LEARNING_DUPLICATE_ARTICLE: {
    status: 400,
    en: 'An article may appear only once in the list.',
    th: 'บทความหนึ่งใส่ในรายการได้เพียงครั้งเดียว',
  },
  LEARNING_UNKNOWN_ARTICLE: {
    status: 400,
    en: 'One of the articles does not exist.',
    th: 'มีบทความบางรายการที่ไม่มีอยู่ในระบบ',
  },
  LEARNING_UNKNOWN_PATH: {
    status: 400,
    en: 'The learning path named in a rule does not exist.',
    th: 'ไม่พบเส้นทางการเรียนรู้ที่ระบุในกติกา',
  },
  LEARNING_SLUG_TAKEN: {
    status: 409,
    en: 'This URL name is already used.',
    th: 'ชื่อ URL นี้ถูกใช้แล้ว',
  },
  LEARNING_PATH_NOT_FOUND: {
    status: 404,
    en: 'This learning path does not exist.',
    th: 'ไม่พบเส้นทางการเรียนรู้นี้',
  },
  LEARNING_ARTICLE_NOT_FOUND: { status: 404, en: 'This article does not exist.', th: 'ไม่พบบทความนี้' },
  LEARNING_PATH_INCOMPLETE: {
    status: 409,
    en: 'Finish every step of this path to receive its certificate.',
    th: 'เรียนให้ครบทุกขั้นตอนของเส้นทางนี้เพื่อรับใบประกาศนียบัตร',
  },
  LEARNING_CERTIFICATE_NOT_FOUND: {
    status: 404,
    en: 'No certificate has this code.',
    th: 'ไม่พบใบประกาศนียบัตรที่มีรหัสนี้',
  },
  CAMPAIGN_NOT_FOUND: { status: 404, en: 'This event does not exist.', th: 'ไม่พบกิจกรรมนี้' },
  CAMPAIGN_DATE_INVALID: {
    status: 400,
    en: 'Use a date and time with a time zone (for example 2026-12-01T00:00:00+07:00).',
    th: 'ใช้วันและเวลาพร้อมเขตเวลา (เช่น 2026-12-01T00:00:00+07:00)',
  },
  CAMPAIGN_WINDOW_INVALID: {
    status: 400,
    en: 'The end must be after the start.',
    th: 'เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่มต้น',
  },
  CAMPAIGN_RULES_LOCKED: {
    status: 409,
    en: 'The rules, reward and start of an event cannot change once it has started.',
    th: 'ไม่สามารถเปลี่ยนกติกา รางวัล และเวลาเริ่มของกิจกรรมที่เริ่มแล้วได้',
  },
  CAMPAIGN_NOT_STARTED: {
    status: 409,
    en: 'This event has not started yet.',
    th: 'กิจกรรมนี้ยังไม่เริ่ม',
  },
  CAMPAIGN_ENDED: { status: 409, en: 'This event has ended.', th: 'กิจกรรมนี้สิ้นสุดแล้ว' },
  CAMPAIGN_NOT_QUALIFIED: {
    status: 409,
    en: 'You have not met every rule of this event yet.',
    th: 'คุณยังทำตามกติกาของกิจกรรมนี้ไม่ครบ',
  },
  CAMPAIGN_ALREADY_CLAIMED: {
    status: 409,
    en: 'The reward of this event has already been received by this account, its exchange account or its wallet.',
    th: 'บัญชีนี้ บัญชีเอ็กซ์เชนจ์ หรือกระเป๋าเงินนี้ได้รับรางวัลของกิจกรรมนี้ไปแล้ว',
  },
  CAMPAIGN_OUT_OF_REWARD: { status: 409, en: 'Sorry! Out of reward', th: 'ขออภัย! รางวัลหมดแล้ว' },
} as const satisfies Record<string, ErrorDefinition>;

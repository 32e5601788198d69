import type { ErrorDefinition } from './error-definition.ts';

/** Profile fields, the avatar and favourite articles. */
export const PROFILE_ERRORS = {
  AVATAR_TOO_LARGE: {
    status: 413,
    en: 'The image is larger than 5 MB. Please shrink it and try again.',
    th: 'รูปภาพมีขนาดใหญ่กว่า 5 MB กรุณาลดขนาดแล้วลองใหม่อีกครั้ง',
  },
  PROFILE_WALLET_PROOF_WOULD_DROP: {
    status: 409,
    en: 'This wallet is proven as yours. Saving another address removes that proof, and KKUB cannot be sent until you prove the new one. Please confirm the change.',
    th: 'กระเป๋าเงินนี้ได้รับการพิสูจน์ว่าเป็นของคุณแล้ว การบันทึกที่อยู่อื่นจะลบการพิสูจน์นั้น และจะส่ง KKUB ไม่ได้จนกว่าคุณจะพิสูจน์กระเป๋าใหม่ กรุณายืนยันการเปลี่ยนแปลง',
  },
  PROFILE_NAME_REQUIRED: { status: 400, en: 'Please enter a profile name', th: 'กรุณากรอกชื่อโปรไฟล์' },
  PROFILE_FIRST_NAME_TOO_LONG: {
    status: 400,
    en: 'Name must be at most 100 characters.',
    th: 'ชื่อต้องมีความยาวไม่เกิน 100 ตัวอักษร',
  },
  PROFILE_SURNAME_TOO_LONG: {
    status: 400,
    en: 'Surname must be at most 100 characters.',
    th: 'นามสกุลต้องมีความยาวไม่เกิน 100 ตัวอักษร',
  },
  PROFILE_PHISHING_WORD_INVALID: {
    status: 400,
    en: 'The phishing word must be one word of at most 30 letters or digits.',
    th: 'คำป้องกันฟิชชิงต้องเป็นคำเดียว ประกอบด้วยตัวอักษรหรือตัวเลขไม่เกิน 30 ตัว',
  },
  PROFILE_PHONE_INVALID: {
    status: 400,
    en: 'Please enter a Thai mobile number such as 0812345678 or +66812345678.',
    th: 'กรุณากรอกหมายเลขโทรศัพท์มือถือไทย เช่น 0812345678 หรือ +66812345678',
  },
  PROFILE_ADDRESS_TOO_LONG: {
    status: 400,
    en: 'Address must be at most 300 characters.',
    th: 'ที่อยู่ต้องมีความยาวไม่เกิน 300 ตัวอักษร',
  },
  PROFILE_DISTRICT_TOO_LONG: {
    status: 400,
    en: 'District must be at most 100 characters.',
    th: 'เขต/อำเภอต้องมีความยาวไม่เกิน 100 ตัวอักษร',
  },
  PROFILE_PROVINCE_INVALID: {
    status: 400,
    en: 'Please choose a province from the list.',
    th: 'กรุณาเลือกจังหวัดจากรายการ',
  },
  PROFILE_POSTCODE_INVALID: {
    status: 400,
    en: 'Postcode must be 5 digits.',
    th: 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก',
  },
  PROFILE_REMARK_TOO_LONG: {
    status: 400,
    en: 'Remark must be at most 500 characters.',
    th: 'หมายเหตุต้องมีความยาวไม่เกิน 500 ตัวอักษร',
  },
  AVATAR_REQUIRED: { status: 400, en: 'Please choose an image.', th: 'กรุณาเลือกรูปภาพ' },
  AVATAR_TYPE_INVALID: {
    status: 415,
    en: 'The image must be a JPEG, PNG or WebP file.',
    th: 'รูปภาพต้องเป็นไฟล์ JPEG, PNG หรือ WebP',
  },
  FAVORITE_ARTICLE_NOT_FOUND: { status: 404, en: 'This article does not exist.', th: 'ไม่พบบทความนี้' },
  AVATAR_DIMENSIONS_TOO_LARGE: {
    status: 400,
    en: 'The image is too large: at most 8000 pixels on a side and 25 megapixels in all. Please shrink it and try again.',
    th: 'รูปภาพมีขนาดใหญ่เกินไป: ด้านละไม่เกิน 8000 พิกเซล และรวมไม่เกิน 25 ล้านพิกเซล กรุณาลดขนาดแล้วลองใหม่อีกครั้ง',
  },
} as const satisfies Record<string, ErrorDefinition>;

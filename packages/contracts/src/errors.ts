import type { Locale } from './locale.ts';

interface ErrorDefinition {
  status: number;
  en: string;
  th: string;
}

/**
 * Every error the API can answer with. The `en` texts quoted in the product specification are
 * kept word for word; `th` is their Thai translation.
 */
export const ERRORS = {
  // Generic request errors
  VALIDATION_FAILED: { status: 400, en: 'Some fields are invalid.', th: 'ข้อมูลบางช่องไม่ถูกต้อง' },
  BAD_REQUEST: { status: 400, en: 'The request could not be read.', th: 'ไม่สามารถอ่านคำขอได้' },
  UNAUTHENTICATED: { status: 401, en: 'Please log in before continuing.', th: 'กรุณาเข้าสู่ระบบก่อนดำเนินการต่อ' },
  FORBIDDEN: { status: 403, en: 'You do not have permission to do this.', th: 'คุณไม่มีสิทธิ์ทำรายการนี้' },
  NOT_FOUND: { status: 404, en: 'No data found.', th: 'ไม่พบข้อมูล' },
  ROUTE_NOT_FOUND: { status: 404, en: 'This API route does not exist.', th: 'ไม่พบเส้นทาง API นี้' },
  METHOD_NOT_ALLOWED: {
    status: 405,
    en: 'This method is not allowed on this route.',
    th: 'ไม่อนุญาตให้ใช้เมธอดนี้กับเส้นทางนี้',
  },
  PAYLOAD_TOO_LARGE: { status: 413, en: 'The request is too large.', th: 'คำขอมีขนาดใหญ่เกินไป' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    en: 'This content type is not supported.',
    th: 'ไม่รองรับประเภทข้อมูลนี้',
  },
  RATE_LIMITED: {
    status: 429,
    en: 'Too many requests. Please try again later.',
    th: 'มีคำขอมากเกินไป กรุณาลองใหม่ภายหลัง',
  },
  INTERNAL: {
    status: 500,
    en: 'Something went wrong. Please try again.',
    th: 'เกิดข้อผิดพลาดบางอย่าง กรุณาลองใหม่อีกครั้ง',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    en: 'The service is not ready yet.',
    th: 'ระบบยังไม่พร้อมให้บริการ',
  },

  // Accounts (spec §5, §8)
  EMAIL_REQUIRED: { status: 400, en: 'Please input your email', th: 'กรุณากรอกอีเมลของคุณ' },
  EMAIL_INVALID: { status: 400, en: 'Email invalid', th: 'อีเมลไม่ถูกต้อง' },
  PASSWORD_REQUIRED: { status: 400, en: 'Please input your password', th: 'กรุณากรอกรหัสผ่านของคุณ' },
  PASSWORD_CONFIRM_REQUIRED: {
    status: 400,
    en: 'Please re-enter your password',
    th: 'กรุณากรอกรหัสผ่านอีกครั้ง',
  },
  PASSWORD_CONFIRM_MISMATCH: { status: 400, en: 'Confirm password not matching', th: 'ยืนยันรหัสผ่านไม่ตรงกัน' },
  TERMS_REQUIRED: {
    status: 400,
    en: 'Please check agree to the terms and conditions',
    th: 'กรุณาทำเครื่องหมายยอมรับข้อกำหนดและเงื่อนไข',
  },
  EMAIL_DUPLICATE: { status: 409, en: 'Email is duplicate', th: 'อีเมลนี้ถูกใช้งานแล้ว' },
  LOGIN_INCORRECT: {
    status: 401,
    en: 'Email or password is incorrect.',
    th: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง',
  },
  EMAIL_NOT_VERIFIED: {
    status: 403,
    en: 'Email is not verify. Please check your email.',
    th: 'อีเมลยังไม่ได้รับการยืนยัน กรุณาตรวจสอบอีเมลของคุณ',
  },
  ACCOUNT_LOCKED: {
    status: 423,
    en: 'Your account has been temporarily locked',
    th: 'บัญชีของคุณถูกระงับการใช้งานชั่วคราว',
  },
  EMAIL_NOT_FOUND: { status: 404, en: 'Email not found', th: 'ไม่พบอีเมลนี้' },
  REQUEST_FAILED: {
    status: 400,
    en: 'Request something went wrong.',
    th: 'คำขอเกิดข้อผิดพลาดบางอย่าง',
  },
  LINK_EXPIRED: { status: 410, en: 'This link is expired.', th: 'ลิงก์นี้หมดอายุแล้ว' },
  RESET_TOMORROW: {
    status: 429,
    en: 'you can reset your password tomorrow',
    th: 'คุณสามารถรีเซ็ตรหัสผ่านได้อีกครั้งในวันพรุ่งนี้',
  },
  PASSWORD_SAME_AS_OLD: {
    status: 400,
    en: 'Old password and new password must not be the same',
    th: 'รหัสผ่านเดิมและรหัสผ่านใหม่ต้องไม่เหมือนกัน',
  },
  OLD_PASSWORD_INCORRECT: { status: 400, en: 'Old password incorrect', th: 'รหัสผ่านเดิมไม่ถูกต้อง' },
  ACCOUNT_RESTRICTED: {
    status: 403,
    en: 'Your account is restricted by an admin. Please contact support',
    th: 'บัญชีของคุณถูกจำกัดการใช้งานโดยผู้ดูแลระบบ กรุณาติดต่อฝ่ายสนับสนุน',
  },
  AVATAR_TOO_LARGE: {
    status: 413,
    en: 'The image is larger than 5 MB. Please shrink it and try again.',
    th: 'รูปภาพมีขนาดใหญ่กว่า 5 MB กรุณาลดขนาดแล้วลองใหม่อีกครั้ง',
  },
  PROFILE_NAME_REQUIRED: { status: 400, en: 'Please enter a profile name', th: 'กรุณากรอกชื่อโปรไฟล์' },

  // KYC
  KYC_REQUIRED_REDEEM: {
    status: 403,
    en: 'Please complete your KYC verification before redemption',
    th: 'กรุณายืนยันตัวตน (KYC) ให้เรียบร้อยก่อนแลกรางวัล',
  },
  KYC_REQUIRED_QUIZ: {
    status: 403,
    en: 'Please complete your KYC verification before doing a quiz',
    th: 'กรุณายืนยันตัวตน (KYC) ให้เรียบร้อยก่อนทำแบบทดสอบ',
  },

  // Feedback
  FEEDBACK_TOPIC_REQUIRED: { status: 400, en: 'Please select your topic', th: 'กรุณาเลือกหัวข้อของคุณ' },
  FEEDBACK_MESSAGE_REQUIRED: { status: 400, en: 'Please input your message', th: 'กรุณากรอกข้อความของคุณ' },
  FEEDBACK_MESSAGE_TOO_LONG: {
    status: 400,
    en: 'Message maximum 1000 digit',
    th: 'ข้อความยาวได้ไม่เกิน 1000 ตัวอักษร',
  },
  FEEDBACK_MESSAGE_INVALID: { status: 400, en: 'Message is invalid', th: 'ข้อความไม่ถูกต้อง' },

  // Redeem and coupons
  REDEEM_INSUFFICIENT_POINTS: {
    status: 409,
    en: 'The redemption failed because of insufficient points',
    th: 'แลกรางวัลไม่สำเร็จเนื่องจากคะแนนไม่เพียงพอ',
  },
  SUBSCRIPTION_REQUIRED: {
    status: 403,
    en: 'You should subscribe package first',
    th: 'คุณควรสมัครแพ็กเกจก่อน',
  },
  REDEEM_LIMIT_EXCEEDED: {
    status: 409,
    en: "You've exceeded the number of times you can redeem rewards.",
    th: 'คุณแลกรางวัลครบจำนวนครั้งที่กำหนดแล้ว',
  },
  REDEEM_OUT_OF_REWARD: { status: 409, en: 'Sorry! Out of reward', th: 'ขออภัย! รางวัลหมดแล้ว' },
  COUPON_INVALID: { status: 404, en: 'This coupon is invalid', th: 'คูปองนี้ไม่ถูกต้อง' },

  // Quizzes
  QUIZ_SUBMIT_FAILED: { status: 400, en: 'Submit Fail!', th: 'ส่งคำตอบไม่สำเร็จ!' },
  POP_QUIZ_EXPIRED: { status: 410, en: 'Pop Quiz is expired', th: 'ป๊อปควิซหมดเวลาแล้ว' },
  POP_QUIZ_OUT_OF_REWARD: { status: 409, en: 'Pop Quiz out of reward', th: 'ป๊อปควิซรางวัลหมดแล้ว' },
  DATA_CHANGED: { status: 409, en: 'Data has been changed', th: 'ข้อมูลมีการเปลี่ยนแปลง' },
  OUT_OF_QUOTA: { status: 409, en: 'Out of Quota', th: 'โควตาหมดแล้ว' },

  // Payment
  INSUFFICIENT_BALANCE: {
    status: 409,
    en: 'Insufficient balance, Please deposit',
    th: 'ยอดเงินไม่เพียงพอ กรุณาเติมเงิน',
  },
  PURCHASE_IN_PROGRESS: {
    status: 409,
    en: 'Cannot purchase multiple packages simultaneously',
    th: 'ไม่สามารถซื้อหลายแพ็กเกจพร้อมกันได้',
  },

  // Accounts area: password strength, captcha
  PASSWORD_WEAK: {
    status: 400,
    en: 'Password must be at least 8 characters and contain a lowercase letter, an uppercase letter, a digit and a special character (@$!%*?_#&).',
    th: 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร และมีตัวพิมพ์เล็ก ตัวพิมพ์ใหญ่ ตัวเลข และอักขระพิเศษ (@$!%*?_#&)',
  },
  PASSWORD_TOO_LONG: {
    status: 400,
    en: 'Password must be at most 128 characters.',
    th: 'รหัสผ่านต้องยาวไม่เกิน 128 ตัวอักษร',
  },
  CAPTCHA_REQUIRED: {
    status: 400,
    en: 'Please confirm that you are not a robot.',
    th: 'กรุณายืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ',
  },
  CAPTCHA_FAILED: {
    status: 400,
    en: 'The captcha check failed. Please try again.',
    th: 'การตรวจสอบแคปช่าไม่ผ่าน กรุณาลองใหม่อีกครั้ง',
  },

  // Profile area: single sign-on, wallet proof, profile fields, avatar, favourites
  SSO_STATE_INVALID: {
    status: 400,
    en: 'This sign-in link is invalid or has expired. Please start again.',
    th: 'ลิงก์เข้าสู่ระบบนี้ไม่ถูกต้องหรือหมดอายุแล้ว กรุณาเริ่มใหม่อีกครั้ง',
  },
  SSO_CODE_INVALID: {
    status: 401,
    en: 'The exchange did not accept this sign-in. Please try again.',
    th: 'ระบบของกระดานเทรดไม่ยอมรับการเข้าสู่ระบบนี้ กรุณาลองใหม่อีกครั้ง',
  },
  SSO_EMAIL_UNVERIFIED: {
    status: 403,
    en: 'Your exchange account e-mail is not verified, so it cannot be linked to this account.',
    th: 'อีเมลของบัญชีกระดานเทรดยังไม่ได้รับการยืนยัน จึงไม่สามารถเชื่อมกับบัญชีนี้ได้',
  },
  SSO_UNAVAILABLE: {
    status: 502,
    en: 'The exchange sign-in is not available right now. Please try again later.',
    th: 'ขณะนี้ไม่สามารถเข้าสู่ระบบด้วยบัญชีกระดานเทรดได้ กรุณาลองใหม่ภายหลัง',
  },
  WALLET_ADDRESS_INVALID: {
    status: 400,
    en: 'Please enter a valid wallet address (0x followed by 40 hexadecimal characters).',
    th: 'กรุณากรอกที่อยู่กระเป๋าเงินให้ถูกต้อง (0x ตามด้วยอักขระฐานสิบหก 40 ตัว)',
  },
  WALLET_SIGNATURE_INVALID: {
    status: 401,
    en: 'The wallet signature could not be verified.',
    th: 'ไม่สามารถยืนยันลายเซ็นของกระเป๋าเงินได้',
  },
  WALLET_NONCE_INVALID: {
    status: 401,
    en: 'This signing request was already used or is unknown. Please connect again.',
    th: 'คำขอลงนามนี้ถูกใช้ไปแล้วหรือไม่ถูกต้อง กรุณาเชื่อมต่อใหม่อีกครั้ง',
  },
  WALLET_MESSAGE_EXPIRED: {
    status: 401,
    en: 'The signing request has expired. Please connect again.',
    th: 'คำขอลงนามหมดอายุแล้ว กรุณาเชื่อมต่อใหม่อีกครั้ง',
  },
  WALLET_DOMAIN_MISMATCH: {
    status: 401,
    en: 'The signed message was not made for this site.',
    th: 'ข้อความที่ลงนามไม่ได้สร้างขึ้นสำหรับเว็บไซต์นี้',
  },
  WALLET_CHECK_UNAVAILABLE: {
    status: 503,
    en: 'We could not check your wallet right now. Please try again later.',
    th: 'ขณะนี้เราไม่สามารถตรวจสอบกระเป๋าเงินของคุณได้ กรุณาลองใหม่ภายหลัง',
  },
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
  KYC_REQUIRED_PURCHASE: {
    status: 403,
    en: 'Please complete your KYC verification before buying a package',
    th: 'กรุณายืนยันตัวตน (KYC) ให้เรียบร้อยก่อนซื้อแพ็กเกจ',
  },
  // Economy: ledger, PIN, quota and hints
  PIN_REQUIRED: { status: 400, en: 'Please enter your 6-digit PIN', th: 'กรุณากรอก PIN 6 หลักของคุณ' },
  PIN_FORMAT_INVALID: { status: 400, en: 'The PIN must be 6 digits.', th: 'PIN ต้องเป็นตัวเลข 6 หลัก' },
  PIN_NOT_SET: {
    status: 409,
    en: 'Please set your PIN in your profile first.',
    th: 'กรุณาตั้ง PIN ในโปรไฟล์ของคุณก่อน',
  },
  PIN_ALREADY_SET: {
    status: 409,
    en: 'Your PIN is already set. Change it with your current PIN.',
    th: 'คุณตั้ง PIN ไว้แล้ว เปลี่ยน PIN ได้โดยใช้ PIN ปัจจุบัน',
  },
  PIN_INCORRECT: { status: 400, en: 'The PIN is incorrect.', th: 'PIN ไม่ถูกต้อง' },
  PIN_LOCKED: {
    status: 423,
    en: 'Too many wrong PINs. Spending is locked for 15 minutes.',
    th: 'กรอก PIN ผิดหลายครั้งเกินไป ระงับการใช้จ่ายเป็นเวลา 15 นาที',
  },
  HINTS_EXHAUSTED: {
    status: 409,
    en: 'You have no hints left this month.',
    th: 'คุณใช้คำใบ้ของเดือนนี้ครบแล้ว',
  },
  IDEMPOTENCY_CONFLICT: {
    status: 409,
    en: 'This request key was already used for a different request.',
    th: 'คีย์คำขอนี้ถูกใช้กับคำขออื่นไปแล้ว',
  },
  CSRF_REJECTED: {
    status: 403,
    en: 'This request came from another site and was refused.',
    th: 'คำขอนี้มาจากเว็บไซต์อื่นจึงถูกปฏิเสธ',
  },

  // Input hardening: what the database cannot store, ids beyond its range, abuse limits
  INPUT_NUL_CHARACTER: {
    status: 400,
    en: 'Text may not contain the NUL character (U+0000).',
    th: 'ข้อความต้องไม่มีอักขระ NUL (U+0000)',
  },
  ID_INVALID: {
    status: 400,
    en: 'This id is not valid: use a whole number from 1 to 2147483647.',
    th: 'รหัสอ้างอิงไม่ถูกต้อง: ใช้จำนวนเต็มตั้งแต่ 1 ถึง 2147483647',
  },
  RESET_MAIL_LIMITED: {
    status: 429,
    en: 'Several reset links were sent to this e-mail address within the last hour. Please check your inbox or try again later.',
    th: 'ระบบส่งลิงก์รีเซ็ตรหัสผ่านไปยังอีเมลนี้หลายครั้งแล้วภายในหนึ่งชั่วโมงที่ผ่านมา กรุณาตรวจสอบกล่องจดหมายหรือลองใหม่ภายหลัง',
  },
  AVATAR_DIMENSIONS_TOO_LARGE: {
    status: 400,
    en: 'The image is too large: at most 8000 pixels on a side and 25 megapixels in all. Please shrink it and try again.',
    th: 'รูปภาพมีขนาดใหญ่เกินไป: ด้านละไม่เกิน 8000 พิกเซล และรวมไม่เกิน 25 ล้านพิกเซล กรุณาลดขนาดแล้วลองใหม่อีกครั้ง',
  },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERRORS;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

export function errorMessage(code: ErrorCode, locale: Locale): string {
  return ERRORS[code][locale];
}

/**
 * The body of every error answer. `fields` names the inputs that failed validation;
 * `captchaRequired` says that the next attempt must carry a captcha answer (sign-in after
 * repeated failures, while the captcha is on).
 */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  fields?: { path: string; code: string; message: string }[];
  captchaRequired?: true;
}

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
  METRICS_TOKEN_REQUIRED: {
    status: 401,
    en: 'The metrics need a valid bearer token.',
    th: 'การดูข้อมูลเมตริกต้องใช้โทเคนแบบ Bearer ที่ถูกต้อง',
  },
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
  // Lockout and the second factor (TOTP) of the back office
  UNLOCK_MAIL_LIMITED: {
    status: 429,
    en: 'We already sent several sign-in links to this address. Please check your inbox or try again in an hour.',
    th: 'เราได้ส่งลิงก์เข้าสู่ระบบไปยังอีเมลนี้หลายครั้งแล้ว กรุณาตรวจสอบกล่องจดหมายหรือลองใหม่ในอีกหนึ่งชั่วโมง',
  },
  TWO_FACTOR_REQUIRED: {
    status: 401,
    en: 'Enter the 6-digit code from your authenticator app.',
    th: 'กรอกรหัส 6 หลักจากแอปยืนยันตัวตนของคุณ',
  },
  TWO_FACTOR_CODE_INVALID: {
    status: 401,
    en: 'This code is wrong or was already used. Please try again.',
    th: 'รหัสนี้ไม่ถูกต้องหรือถูกใช้ไปแล้ว กรุณาลองอีกครั้ง',
  },
  TWO_FACTOR_RATE_LIMITED: {
    status: 429,
    en: 'Too many wrong codes. Please wait 15 minutes and try again.',
    th: 'กรอกรหัสผิดหลายครั้งเกินไป กรุณารอ 15 นาทีแล้วลองใหม่',
  },
  SIGN_IN_CODE_EXPIRED: {
    status: 401,
    en: 'This sign-in has expired. Please enter your password again.',
    th: 'การเข้าสู่ระบบนี้หมดอายุแล้ว กรุณากรอกรหัสผ่านอีกครั้ง',
  },
  TWO_FACTOR_SETUP_REQUIRED: {
    status: 403,
    en: 'Set up two-step verification in your profile before using the back office.',
    th: 'กรุณาตั้งค่าการยืนยันตัวตนสองขั้นตอนในโปรไฟล์ก่อนใช้งานระบบหลังบ้าน',
  },
  TWO_FACTOR_SESSION_UNVERIFIED: {
    status: 403,
    en: 'Confirm this sign-in with the code from your authenticator app before using the back office.',
    th: 'กรุณายืนยันการเข้าสู่ระบบนี้ด้วยรหัสจากแอปยืนยันตัวตนก่อนใช้งานระบบหลังบ้าน',
  },
  TWO_FACTOR_ALREADY_ON: {
    status: 409,
    en: 'Two-step verification is already on.',
    th: 'เปิดใช้การยืนยันตัวตนสองขั้นตอนอยู่แล้ว',
  },
  TWO_FACTOR_NOT_STARTED: {
    status: 409,
    en: 'No set-up is waiting for a code. Please start the set-up again.',
    th: 'ไม่มีการตั้งค่าที่รอรหัสยืนยัน กรุณาเริ่มตั้งค่าใหม่อีกครั้ง',
  },
  TWO_FACTOR_STAFF_ONLY: {
    status: 403,
    en: 'Two-step verification is for admin and editor accounts.',
    th: 'การยืนยันตัวตนสองขั้นตอนใช้สำหรับบัญชีผู้ดูแลระบบและบรรณาธิการ',
  },

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
  // Verifying (KYC) through a linked exchange account
  EXCHANGE_LINKED_ELSEWHERE: {
    status: 409,
    en: 'This exchange account is already linked to another KUB Academy account. Sign in with your exchange account instead, or unlink it from that account first.',
    th: 'บัญชีกระดานเทรดนี้เชื่อมกับบัญชี KUB Academy อื่นอยู่แล้ว กรุณาเข้าสู่ระบบด้วยบัญชีกระดานเทรดแทน หรือยกเลิกการเชื่อมจากบัญชีนั้นก่อน',
  },
  EXCHANGE_ALREADY_LINKED: {
    status: 409,
    en: 'Your account is already linked to another exchange account. Unlink it in your profile before linking a different one.',
    th: 'บัญชีของคุณเชื่อมกับบัญชีกระดานเทรดอื่นอยู่แล้ว กรุณายกเลิกการเชื่อมในหน้าโปรไฟล์ก่อนเชื่อมบัญชีใหม่',
  },
  EXCHANGE_LINK_OTHER_USER: {
    status: 403,
    en: 'This verification was started from another KUB Academy account. Sign in to the account you want to verify and start again.',
    th: 'การยืนยันนี้เริ่มจากบัญชี KUB Academy อื่น กรุณาเข้าสู่ระบบบัญชีที่ต้องการยืนยันแล้วเริ่มใหม่อีกครั้ง',
  },
  EXCHANGE_NOT_LINKED: {
    status: 409,
    en: 'Your account is not linked to an exchange account yet. Verify with your exchange account first.',
    th: 'บัญชีของคุณยังไม่ได้เชื่อมกับบัญชีกระดานเทรด กรุณายืนยันด้วยบัญชีกระดานเทรดก่อน',
  },
  EXCHANGE_REVERIFY_REQUIRED: {
    status: 409,
    en: 'The exchange no longer accepts this link. Please verify with your exchange account again.',
    th: 'กระดานเทรดไม่ยอมรับการเชื่อมนี้แล้ว กรุณายืนยันด้วยบัญชีกระดานเทรดอีกครั้ง',
  },
  EXCHANGE_UNLINK_PENDING: {
    status: 409,
    en: 'You cannot unlink your exchange account while a package order or a reward redemption is still in progress. Please try again once it is finished.',
    th: 'ไม่สามารถยกเลิกการเชื่อมบัญชีกระดานเทรดได้ระหว่างที่คำสั่งซื้อแพ็กเกจหรือการแลกรางวัลยังดำเนินการอยู่ กรุณาลองใหม่เมื่อเสร็จสิ้นแล้ว',
  },
  EXCHANGE_UNLINK_NO_PASSWORD: {
    status: 409,
    en: 'This account signs in only with its exchange account. Set a password first (use "Forgot password" on the log-in page), then unlink.',
    th: 'บัญชีนี้เข้าสู่ระบบได้ด้วยบัญชีกระดานเทรดเท่านั้น กรุณาตั้งรหัสผ่านก่อน (ใช้ "ลืมรหัสผ่าน" ที่หน้าเข้าสู่ระบบ) แล้วจึงยกเลิกการเชื่อม',
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

  // Wallet: PIN settings, deposits, admin adjustments, Redeem Token
  PIN_TOO_SIMPLE: {
    status: 400,
    en: 'This PIN is too easy to guess. Do not use one digit repeated or a run such as 123456.',
    th: 'PIN นี้เดาง่ายเกินไป อย่าใช้ตัวเลขซ้ำกันทั้งหมดหรือเลขเรียงกัน เช่น 123456',
  },
  PIN_CONFIRM_REQUIRED: { status: 400, en: 'Please re-enter your PIN', th: 'กรุณากรอก PIN อีกครั้ง' },
  PIN_CONFIRM_MISMATCH: { status: 400, en: 'Confirm PIN not matching', th: 'ยืนยัน PIN ไม่ตรงกัน' },
  PIN_SAME_AS_OLD: {
    status: 400,
    en: 'Old PIN and new PIN must not be the same',
    th: 'PIN เดิมและ PIN ใหม่ต้องไม่เหมือนกัน',
  },
  DEPOSIT_WEBHOOK_DISABLED: {
    status: 503,
    en: 'Deposit notifications are not configured on this server.',
    th: 'เซิร์ฟเวอร์นี้ยังไม่ได้ตั้งค่าการรับแจ้งการฝากเงิน',
  },
  DEPOSIT_SIGNATURE_INVALID: {
    status: 401,
    en: 'The deposit notification signature is invalid.',
    th: 'ลายเซ็นของการแจ้งฝากเงินไม่ถูกต้อง',
  },
  DEPOSIT_TIMESTAMP_INVALID: {
    status: 401,
    en: 'The deposit notification timestamp is missing or outside the allowed window.',
    th: 'เวลาของการแจ้งฝากเงินไม่มี หรืออยู่นอกช่วงเวลาที่อนุญาต',
  },
  DEPOSIT_AMOUNT_INVALID: {
    status: 400,
    en: 'The deposit amount must be a positive KUB amount with at most 8 decimals.',
    th: 'จำนวนเงินฝากต้องเป็นจำนวน KUB ที่มากกว่าศูนย์ และมีทศนิยมไม่เกิน 8 ตำแหน่ง',
  },
  DEPOSIT_ACCOUNT_REQUIRED: {
    status: 400,
    en: 'The deposit notification must name an exchange account, a user id or an e-mail.',
    th: 'การแจ้งฝากเงินต้องระบุบัญชีกระดานเทรด รหัสผู้ใช้ หรืออีเมล',
  },
  DEPOSIT_ACCOUNT_UNKNOWN: {
    status: 422,
    en: 'No user matches the account of this deposit.',
    th: 'ไม่พบผู้ใช้ที่ตรงกับบัญชีของการฝากเงินนี้',
  },
  DEPOSIT_EVENT_CONFLICT: {
    status: 409,
    en: 'This deposit event id was already used for a different deposit.',
    th: 'รหัสเหตุการณ์ฝากเงินนี้ถูกใช้กับการฝากเงินอื่นไปแล้ว',
  },
  DEMO_WALLET_ACCOUNT_REQUIRED: {
    status: 400,
    en: 'Enter the exchange account or its e-mail.',
    th: 'กรุณากรอกบัญชีกระดานเทรดหรืออีเมลของบัญชี',
  },
  DEMO_WALLET_FORM_EXPIRED: {
    status: 403,
    en: 'This form has expired or was sent from another site. Please send it again from this page.',
    th: 'แบบฟอร์มนี้หมดอายุหรือถูกส่งมาจากเว็บไซต์อื่น กรุณาส่งอีกครั้งจากหน้านี้',
  },
  IDEMPOTENCY_KEY_REQUIRED: {
    status: 400,
    en: 'An Idempotency-Key header (8 to 100 letters, digits or -_.:) is required.',
    th: 'ต้องมีส่วนหัว Idempotency-Key (ตัวอักษร ตัวเลข หรือ -_.: ยาว 8 ถึง 100 ตัว)',
  },
  ADJUSTMENT_AMOUNT_INVALID: {
    status: 400,
    en: 'The amount must be a non-zero number: whole points, or KUB with at most 8 decimals.',
    th: 'จำนวนต้องไม่เป็นศูนย์: คะแนนต้องเป็นจำนวนเต็ม และ KUB มีทศนิยมได้ไม่เกิน 8 ตำแหน่ง',
  },
  ADJUSTMENT_REASON_REQUIRED: {
    status: 400,
    en: 'Please give a reason for this adjustment.',
    th: 'กรุณาระบุเหตุผลของการปรับยอดนี้',
  },
  ADJUSTMENT_USER_NOT_FOUND: { status: 404, en: 'This user does not exist.', th: 'ไม่พบผู้ใช้นี้' },
  REDEEM_TOKEN_POINTS_INVALID: {
    status: 400,
    en: 'Please enter a whole number of points to convert.',
    th: 'กรุณากรอกจำนวนคะแนนที่ต้องการแลกเป็นจำนวนเต็ม',
  },
  // Payouts: KKUB sent on chain to the user's proven wallet.
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

  // Subscriptions: packages, purchase and the member card
  PACKAGE_NOT_FOUND: { status: 404, en: 'This package does not exist.', th: 'ไม่พบแพ็กเกจนี้' },
  PACKAGE_PRICE_CHANGED: {
    status: 409,
    en: 'The price of this package has just changed. Check the new price, then confirm again.',
    th: 'ราคาของแพ็กเกจนี้เพิ่งเปลี่ยน กรุณาตรวจสอบราคาใหม่แล้วยืนยันอีกครั้ง',
  },
  PACKAGE_NEW_SUBSCRIBERS_ONLY: {
    status: 409,
    en: 'This offer is for first-time subscribers only.',
    th: 'ข้อเสนอนี้สำหรับผู้ที่สมัครสมาชิกครั้งแรกเท่านั้น',
  },
  // Points earning (spec §6): why a win paid no points
  POINTS_SUBSCRIBERS_ONLY: {
    status: 403,
    en: 'Points are earned by subscribers. Subscribe to earn points for your wins.',
    th: 'คะแนนสะสมได้เฉพาะสมาชิก สมัครสมาชิกเพื่อรับคะแนนจากการเล่นของคุณ',
  },
  POINTS_NOT_IN_PACKAGE: {
    status: 403,
    en: 'Your package does not include earning points. Choose a package with point earning to earn them.',
    th: 'แพ็กเกจของคุณไม่รวมการสะสมคะแนน เลือกแพ็กเกจที่สะสมคะแนนได้เพื่อรับคะแนน',
  },

  // Pop quizzes
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

  // Admin back office
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

  // Rewards and coupons
  REDEEM_FAILED: {
    status: 409,
    en: 'The redemption failed. Please try again.',
    th: 'แลกรางวัลไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
  },
  REWARD_NOT_FOUND: { status: 404, en: 'This reward is not available.', th: 'ไม่มีรางวัลนี้ให้แลก' },
  REDEEM_ADDRESS_REQUIRED: {
    status: 409,
    en: 'Please add your shipping address (address, province and postcode) in your profile before redeeming this reward.',
    th: 'กรุณาเพิ่มที่อยู่จัดส่ง (ที่อยู่ จังหวัด และรหัสไปรษณีย์) ในโปรไฟล์ก่อนแลกรางวัลนี้',
  },
  REDEEM_WALLET_REQUIRED: {
    status: 409,
    en: 'Please connect and verify your wallet in your profile before redeeming this reward.',
    th: 'กรุณาเชื่อมต่อและยืนยันกระเป๋าเงินในโปรไฟล์ก่อนแลกรางวัลนี้',
  },
  REDEMPTION_NOT_FOUND: { status: 404, en: 'This redemption does not exist.', th: 'ไม่พบรายการแลกรางวัลนี้' },
  REDEMPTION_NOT_PENDING: {
    status: 409,
    en: 'This redemption has already been fulfilled or cancelled.',
    th: 'รายการแลกรางวัลนี้ถูกจัดส่งหรือยกเลิกไปแล้ว',
  },
  TRACKING_ID_REQUIRED: {
    status: 400,
    en: 'Please enter a tracking id of at most 100 characters.',
    th: 'กรุณากรอกหมายเลขติดตามความยาวไม่เกิน 100 ตัวอักษร',
  },
  CANCEL_REASON_REQUIRED: {
    status: 400,
    en: 'Please enter a reason of at most 500 characters.',
    th: 'กรุณากรอกเหตุผลความยาวไม่เกิน 500 ตัวอักษร',
  },
  COUPON_CODE_REQUIRED: { status: 400, en: 'Please enter a coupon code.', th: 'กรุณากรอกรหัสคูปอง' },
  COUPON_ALREADY_USED: {
    status: 409,
    en: 'You have already used this coupon.',
    th: 'คุณใช้คูปองนี้ไปแล้ว',
  },

  // Quizzes: main quizzes, rewards and certificates
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
  CERTIFICATE_NOT_FOUND: {
    status: 404,
    en: 'No certificate has this code.',
    th: 'ไม่พบใบประกาศนียบัตรที่มีรหัสนี้',
  },
  CERTIFICATE_STATUS_LIST_NOT_FOUND: {
    status: 404,
    en: 'No certificate status list has this number.',
    th: 'ไม่พบรายการสถานะใบประกาศนียบัตรหมายเลขนี้',
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

  // Learning paths, campaigns and games
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

  // Admin: rewards, coupons, packages, pop quizzes
  ADMIN_SLUG_IN_USE: {
    status: 409,
    en: 'Another entry already uses this slug.',
    th: 'มีรายการอื่นใช้ slug นี้แล้ว',
  },
  ADMIN_STOCK_BELOW_REDEEMED: {
    status: 409,
    en: 'The stock cannot be lower than the number already redeemed.',
    th: 'จำนวนสต็อกต้องไม่น้อยกว่าจำนวนที่ถูกแลกไปแล้ว',
  },
  ADMIN_PRICE_INVALID: {
    status: 400,
    en: 'Enter a price in KUB with at most 8 decimals, for example 5 or 0.25.',
    th: 'กรุณากรอกราคาเป็น KUB มีทศนิยมได้ไม่เกิน 8 ตำแหน่ง เช่น 5 หรือ 0.25',
  },
  ADMIN_COUPON_CODE_INVALID: {
    status: 400,
    en: 'Use 3 to 40 letters, digits or dashes for the code.',
    th: 'รหัสคูปองต้องเป็นตัวอักษรภาษาอังกฤษ ตัวเลข หรือขีดกลาง ยาว 3 ถึง 40 ตัว',
  },
  ADMIN_COUPON_CODE_TAKEN: {
    status: 409,
    en: 'Another coupon already uses this code.',
    th: 'มีคูปองอื่นใช้รหัสนี้แล้ว',
  },
  ADMIN_COUPON_GRANT_REQUIRED: {
    status: 400,
    en: 'Give either a number of points or a reward, not both.',
    th: 'กรุณาระบุจำนวนคะแนนหรือรางวัลอย่างใดอย่างหนึ่ง ไม่ใช่ทั้งสองอย่าง',
  },
  ADMIN_COUPON_DATES_INVALID: {
    status: 400,
    en: 'The last day cannot be before the first day.',
    th: 'วันสุดท้ายต้องไม่อยู่ก่อนวันแรก',
  },
  ADMIN_COUPON_MAX_BELOW_USED: {
    status: 409,
    en: 'The maximum number of uses cannot be lower than the uses so far.',
    th: 'จำนวนครั้งสูงสุดต้องไม่น้อยกว่าจำนวนครั้งที่ใช้ไปแล้ว',
  },
  ADMIN_REWARD_UNKNOWN: { status: 400, en: 'This reward does not exist.', th: 'ไม่มีรางวัลนี้' },
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
  // Admin quizzes
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
  /** With TWO_FACTOR_REQUIRED: the sign-in waiting for its code, to send back with the code. */
  challenge?: string;
}

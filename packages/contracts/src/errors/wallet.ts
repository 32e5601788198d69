import type { ErrorDefinition } from './error-definition.ts';

/** The wallet: balance, wallet proof, PIN, deposits, admin adjustments and Redeem Token. */
export const WALLET_ERRORS = {
  INSUFFICIENT_BALANCE: {
    status: 409,
    en: 'Insufficient balance, Please deposit',
    th: 'ยอดเงินไม่เพียงพอ กรุณาเติมเงิน',
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
  DEPOSIT_ACCOUNT_MISMATCH: {
    status: 422,
    en: 'The account fields of this deposit name different users (or some name nobody): nothing was credited.',
    th: 'ข้อมูลบัญชีของการฝากเงินนี้ระบุผู้ใช้ต่างกัน (หรือบางช่องไม่ตรงกับผู้ใช้ใด) จึงยังไม่ได้เติมเงินให้ผู้ใดเลย',
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
} as const satisfies Record<string, ErrorDefinition>;

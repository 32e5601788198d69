import type { ErrorDefinition } from './error-definition.ts';

/** Certificates and their public status list. */
export const CERTIFICATE_ERRORS = {
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
  CERTIFICATE_KEY_NOT_FOUND: {
    status: 404,
    en: 'No certificate signing key has this number.',
    th: 'ไม่พบกุญแจลงนามใบประกาศนียบัตรหมายเลขนี้',
  },
  CERTIFICATE_KEY_IN_USE: {
    status: 409,
    en: 'This key still signs new certificates. Deploy a new signing key first, then mark this one compromised.',
    th: 'กุญแจนี้ยังใช้ลงนามใบประกาศนียบัตรใหม่อยู่ กรุณาติดตั้งกุญแจลงนามใหม่ก่อน แล้วจึงระบุว่ากุญแจนี้ถูกเปิดเผย',
  },
} as const satisfies Record<string, ErrorDefinition>;

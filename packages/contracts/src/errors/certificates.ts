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
} as const satisfies Record<string, ErrorDefinition>;

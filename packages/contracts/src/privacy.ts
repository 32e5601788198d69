import { z } from './zod.ts';

export const PRIVACY_API = {
  /** The signed-in user's requests: the closure in progress and the data downloads. */
  status: '/api/client/privacy',
  closure: '/api/client/privacy/closure',
  /** No sign-in: the mailed one-time token confirms the closure. */
  confirmClosure: '/api/privacy/closure/confirm',
  exports: '/api/client/privacy/exports',
  /** The owner's one-time download: `?token=` from the ready mail or the profile. */
  download: '/api/client/privacy/exports/download',
  adminRequests: '/api/admin/privacy/requests',
  adminRequest: '/api/admin/privacy/requests/:id',
} as const;

export const CERTIFICATE_CHOICES = ['keep', 'revoke'] as const;
export type CertificateChoice = (typeof CERTIFICATE_CHOICES)[number];

export const CLOSURE_STATUSES = [
  'awaiting_confirmation',
  'cooling_off',
  'completed',
  'cancelled',
  'refused',
  'needs_review',
] as const;
export const EXPORT_STATUSES = ['queued', 'ready', 'downloaded', 'expired', 'failed'] as const;

export const closureBodySchema = z
  .object({
    /** Required for accounts with a password; exchange-only accounts sign in again instead. */
    password: z.string().max(200).optional(),
    /** Required when the user has set a PIN. */
    pin: z.string().max(20).optional(),
    certificates: z.enum(CERTIFICATE_CHOICES, 'VALIDATION_FAILED'),
  })
  .strict();
export type ClosureBody = z.infer<typeof closureBodySchema>;

export const confirmClosureBodySchema = z.object({ token: z.string().min(10).max(200) }).strict();

export const closureViewSchema = z.object({
  status: z.enum(CLOSURE_STATUSES),
  certificates: z.enum(CERTIFICATE_CHOICES).nullable(),
  requestedAt: z.string(),
  /** When the account is erased (set once the e-mail confirmed it). */
  eraseAfter: z.string().nullable(),
  /** Why it was refused (an error code), if it was. */
  reason: z.string().nullable(),
});
export type ClosureView = z.infer<typeof closureViewSchema>;

export const exportViewSchema = z.object({
  id: z.number().int(),
  status: z.enum(EXPORT_STATUSES),
  requestedAt: z.string(),
  /** Until when the download link works (once). */
  expiresAt: z.string().nullable(),
  /** While ready: the owner's one-time download token (`PRIVACY_API.download?token=`). */
  downloadToken: z.string().nullable(),
  /** Which parts are still to download (each works once). */
  jsonAvailable: z.boolean(),
  summaryAvailable: z.boolean(),
});
export type ExportView = z.infer<typeof exportViewSchema>;

export const privacyStatusSchema = z.object({
  /** The closure in progress, or the last one that ended (cancelled, refused). */
  closure: closureViewSchema.nullable(),
  exports: z.array(exportViewSchema),
  /** The account signs in with a password (else: with the exchange, signed in within 10 minutes). */
  hasPassword: z.boolean(),
  hasPin: z.boolean(),
  coolingOffDays: z.number().int(),
});
export type PrivacyStatus = z.infer<typeof privacyStatusSchema>;

export const exportCreatedSchema = z.object({ export: exportViewSchema });

export const downloadQuerySchema = z.object({
  token: z.string().min(10).max(200),
  format: z.enum(['json', 'html']).default('json'),
});

export const adminPrivacyRequestSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  email: z.string(),
  kind: z.enum(['export', 'closure']),
  status: z.string(),
  reason: z.string().nullable(),
  requestedAt: z.string(),
  deadlineAt: z.string(),
  /** Past its 30-day deadline and still open. */
  overdue: z.boolean(),
  eraseAfter: z.string().nullable(),
});
export type AdminPrivacyRequest = z.infer<typeof adminPrivacyRequestSchema>;

export const adminPrivacyListSchema = z.object({ items: z.array(adminPrivacyRequestSchema) });

export const ADMIN_PRIVACY_ACTIONS = ['retry', 'cancel', 'note'] as const;
export const adminPrivacyActionSchema = z
  .object({
    action: z.enum(ADMIN_PRIVACY_ACTIONS),
    reason: z.string().trim().min(3, 'VALIDATION_FAILED').max(500),
  })
  .strict();

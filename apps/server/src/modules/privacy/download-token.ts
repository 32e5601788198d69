import { createHash, createHmac } from 'node:crypto';
import type { PrivacySettings } from './privacy-settings.ts';

/**
 * The download token of an export: an HMAC of its id under a key of this installation, so the
 * owner's profile can show the link again without the token being stored; the database keeps
 * only its hash, and the download also needs the owner's session.
 */
export function downloadToken(settings: PrivacySettings, requestId: number): string {
  const key = createHash('sha256')
    .update('privacy-download:')
    .update(settings.profile.exchangeTokenKeys.current)
    .digest();
  return createHmac('sha256', key).update(`export:${requestId}`).digest('base64url');
}

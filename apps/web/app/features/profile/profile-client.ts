import type { Locale } from '@app/contracts/locale';
import type { ProfileUpdateBody } from '@app/contracts/profile';
import { ApiError, createApi } from '../../lib/api.ts';

/** Calls the profile API from the browser (same origin, session cookie). */
export function profileClient(locale: Locale) {
  const api = createApi('browser', locale);
  return {
    updateProfile: (body: ProfileUpdateBody) => api.patch('/client/user-clients/me/profile', { body }),
    setFavorite: (articleId: number, status: 'SAVED' | 'UNSAVED') =>
      api.put('/client/favorites/{id}', {
        params: { path: { id: articleId } },
        body: { type: 'blog', status },
      }),
    walletNonce: (address: string, chainId: number) =>
      api.post('/client/wallet/nonce', { body: { address, chainId } }),
    verifyWallet: (message: string, signature: string) =>
      api.post('/client/wallet/verify', { body: { message, signature } }),
    changePassword: (body: { oldPassword: string; password: string; confirmPassword: string }) =>
      api.post('/client/auth/change-password', { body }),
    uploadAvatar: (file: File) => api.upload('/client/user-clients/me/avatar', file),
  };
}

/** The API's field messages keyed by field name (`body.phone` gives `phone`). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const fields: Record<string, string> = {};
  for (const field of error.body.fields ?? []) {
    const name = field.path.replace(/^body\.?/, '').split('.')[0] || 'form';
    fields[name] ??= field.message;
  }
  if (Object.keys(fields).length === 0) fields.form = error.body.message;
  return fields;
}

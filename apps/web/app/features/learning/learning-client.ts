import type { LearningSettings } from '@app/contracts/learning';
import type { Locale } from '@app/contracts/locale';
import { createApi } from '../../lib/api.ts';

/** The learning calls the browser makes itself (reads, claims, settings). */
export function learningClient(locale: Locale) {
  const api = createApi('browser', locale);
  return {
    recordRead: (articleId: number) => api.post('/client/learning/reads', { body: { articleId } }),
    claimCertificate: (slug: string) =>
      api.post('/client/learning/paths/{slug}/certificate', { params: { path: { slug } } }),
    claimCampaign: (id: number) =>
      api.post('/client/learning/campaigns/{id}/claim', { params: { path: { id } } }),
    saveSettings: (settings: LearningSettings) => api.put('/client/learning/settings', { body: settings }),
  };
}

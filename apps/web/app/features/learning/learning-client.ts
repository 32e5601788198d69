import type { CampaignClaim, LearningSettings, PathCertificate, RecordRead } from '@app/contracts/learning';
import type { Locale } from '@app/contracts/locale';
import { browserTransport, createApi } from '../../lib/api.ts';

/** The learning calls the browser makes itself (reads, claims, settings). */
export function learningClient(locale: Locale) {
  const api = createApi(browserTransport, locale);
  return {
    recordRead: (articleId: number) => api.post<RecordRead>('/api/client/learning/reads', { articleId }),
    claimCertificate: (slug: string) =>
      api.post<PathCertificate>(`/api/client/learning/paths/${encodeURIComponent(slug)}/certificate`),
    claimCampaign: (id: number) => api.post<CampaignClaim>(`/api/client/learning/campaigns/${id}/claim`),
    saveSettings: (settings: LearningSettings) =>
      api.put<LearningSettings>('/api/client/learning/settings', settings),
  };
}

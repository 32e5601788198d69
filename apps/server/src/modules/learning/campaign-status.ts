import type { CampaignStatus } from '@app/contracts/learning';
import type { SystemAccountCode } from '../ledger/system-accounts.ts';

/** A campaign's state is derived from the server's clock, never stored: no timer can miss it. */
export function campaignStatus(window: { startsAt: Date; endsAt: Date }, now: Date): CampaignStatus {
  if (now < window.startsAt) return 'upcoming';
  if (now < window.endsAt) return 'running';
  return 'ended';
}

/** The ledger account that holds a campaign's rewards (never negative: see system-accounts.ts). */
export function campaignPool(campaignId: number): { system: SystemAccountCode } {
  return { system: `pool:campaign:${campaignId}` };
}

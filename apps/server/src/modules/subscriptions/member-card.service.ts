import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { bangkokDay } from '../../lib/bangkok-day.ts';
import { userSubscriptions } from '../../db/schema/index.ts';
import { memberCardSvg } from './member-card-svg.ts';
import { memberCardPaths } from './subscription-presenter.ts';
import type { SubscriptionSettings } from './subscription-settings.ts';
import { findTerm } from './user-subscription.service.ts';

/** The date in Bangkok, as the site shows it, in ISO form (`2026-11-25`). */
const day = bangkokDay;

async function cardTerm(db: Db, tokenId: string) {
  const term = await findTerm(db, eq(userSubscriptions.nftTokenId, tokenId));
  if (!term) throw new AppError('NOT_FOUND');
  return term;
}

/**
 * ERC-721 metadata of a member card, public as wallets and marketplaces expect. It names the
 * package and the term, never the holder: who owns the card is for the chain to say.
 */
export async function memberCardMetadata(db: Db, settings: SubscriptionSettings, tokenId: string) {
  const term = await cardTerm(db, tokenId);
  const { imageUrl } = memberCardPaths(tokenId);
  return {
    name: `KUB Academy Member Card #${tokenId}`,
    description: `Membership card of the KUB Academy ${term.nameEn} package (${term.nameTh}), valid from ${day(term.startsAt)} to ${day(term.endsAt)}.`,
    image: `${settings.publicUrl}${imageUrl}`,
    external_url: `${settings.publicUrl}/en/subscriptions`,
    attributes: [
      { trait_type: 'Package', value: term.nameEn },
      { trait_type: 'Package (Thai)', value: term.nameTh },
      { trait_type: 'Duration (days)', value: term.durationDays },
      { trait_type: 'Valid from', value: day(term.startsAt) },
      { trait_type: 'Valid until', value: day(term.endsAt) },
      { trait_type: 'Main quiz quota', value: term.quotaTotal },
      { trait_type: 'Hints per month', value: term.hintsPerMonth },
    ],
  };
}

export async function memberCardImage(db: Db, tokenId: string): Promise<string> {
  const term = await cardTerm(db, tokenId);
  return memberCardSvg({
    tokenId,
    packageEn: term.nameEn,
    validFrom: day(term.startsAt),
    validUntil: day(term.endsAt),
  });
}

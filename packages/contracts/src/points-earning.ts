import { z } from './zod.ts';

/** Spec §6: why a win paid no points. Each is also an error code with its en/th message. */
export const POINTS_FORFEIT_REASONS = ['POINTS_SUBSCRIBERS_ONLY', 'POINTS_NOT_IN_PACKAGE'] as const;
export type PointsForfeitReason = (typeof POINTS_FORFEIT_REASONS)[number];

/** The package a result page offers: the first-time subscriber offer when the user may still take it. */
export const subscriberOfferSchema = z.object({
  packageId: z.number().int(),
  slug: z.string(),
  /** In the request's language. */
  name: z.string(),
  /** KUB as a decimal string. */
  price: z.string(),
  durationDays: z.number().int(),
  /** True for the offer to people who never subscribed before. */
  firstTime: z.boolean(),
});
export type SubscriberOffer = z.infer<typeof subscriberOfferSchema>;

/** What a win would have paid a subscriber of an earning package, and why it paid nothing. */
export const pointsForfeitSchema = z.object({
  wouldHaveEarned: z.number().int(),
  reason: z.enum(POINTS_FORFEIT_REASONS),
  /** The reason in the request's language. */
  message: z.string(),
  /** A package that earns points, or null when none is on sale. */
  offer: subscriberOfferSchema.nullable(),
});
export type PointsForfeit = z.infer<typeof pointsForfeitSchema>;

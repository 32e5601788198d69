import { idField, idNumber } from './ids.ts';
import { z } from './zod.ts';

/** A subscription package as the list, the order summary and a term show it. Prices are KUB decimals. */
export const subscriptionPackageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** In the request's language. */
  name: z.string(),
  nameEn: z.string(),
  nameTh: z.string(),
  description: z.string(),
  /** KUB as a decimal string (`"5"`, `"0.5"`): never a float. */
  price: z.string(),
  durationDays: z.number().int(),
  /** Hints renew at each month of the term. */
  hintsPerMonth: z.number().int(),
  mainQuizQuota: z.number().int(),
  nftMemberCard: z.boolean(),
  kycRequired: z.boolean(),
  /** The offer for people who never subscribed before. */
  newSubscribersOnly: z.boolean(),
  /** Spec §3/§6: a running term of this package earns points. */
  earnPoints: z.boolean(),
});
export type SubscriptionPackage = z.infer<typeof subscriptionPackageSchema>;

export const subscriptionPackageListSchema = z.object({
  data: z.array(subscriptionPackageSchema),
  total: z.number().int(),
});

export const subscriptionPackageParamsSchema = z.object({ id: idField });

/** A refusal the server already knows of, with its message in the request's language. */
export const refusalSchema = z.object({ code: z.string(), message: z.string() });
export type Refusal = z.infer<typeof refusalSchema>;

/** Everything the order page needs; the server decides whether the order can go ahead. */
export const subscriptionOrderSchema = z.object({
  package: subscriptionPackageSchema,
  kubBalance: z.string(),
  /** How much KUB is missing, or null when the balance covers the price. */
  shortBy: z.string().nullable(),
  hasPin: z.boolean(),
  kycVerified: z.boolean(),
  /** The first reason this order would be refused now (KYC, a term running, balance), or null. */
  refusal: refusalSchema.nullable(),
});
export type SubscriptionOrder = z.infer<typeof subscriptionOrderSchema>;

/** `POST /api/client/user-subscription-infos`; the `Idempotency-Key` header names the order. */
export const purchaseBodySchema = z.object({
  packageId: idNumber,
  /**
   * The price the buyer confirmed (KUB as a decimal string, as the package shows it). When the
   * price has changed since, the order is refused with PACKAGE_PRICE_CHANGED and nothing is paid.
   */
  expectedPrice: z
    .string()
    .regex(/^\d{1,20}(\.\d{1,18})?$/)
    .optional(),
  // The PIN's own rules (required, 6 digits) answer with the PIN service's messages.
  pin: z.string().max(64).optional(),
});
export type PurchaseBody = z.infer<typeof purchaseBodySchema>;

export const memberCardSchema = z.object({
  tokenId: z.string(),
  metadataUrl: z.string(),
  imageUrl: z.string(),
  /** True once the card is minted to the user's proven wallet. */
  onChain: z.boolean(),
  contractAddress: z.string().nullable(),
  txHash: z.string().nullable(),
  mintedTo: z.string().nullable(),
  mintedAt: z.string().nullable(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

/** One bought term with its entitlements, as of the server's clock. */
export const userSubscriptionSchema = z.object({
  id: z.number().int(),
  packageId: z.number().int(),
  packageName: z.string(),
  packageNameEn: z.string(),
  packageNameTh: z.string(),
  price: z.string(),
  durationDays: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  /** The moment the term stops giving access (the end date). */
  expiryDate: z.string(),
  status: z.enum(['active', 'expired', 'upcoming']),
  expired: z.boolean(),
  quota: z.object({ total: z.number().int(), used: z.number().int(), remaining: z.number().int() }),
  hints: z.object({
    perMonth: z.number().int(),
    usedThisMonth: z.number().int(),
    remaining: z.number().int(),
    usedTotal: z.number().int(),
    /** When this month's hints renew, or null when the term ends first. */
    renewsAt: z.string().nullable(),
  }),
  exclusiveAccess: z.boolean(),
  earnPoints: z.boolean(),
  nftCard: memberCardSchema.nullable(),
  createdAt: z.string(),
});
export type UserSubscription = z.infer<typeof userSubscriptionSchema>;

export const userSubscriptionDetailSchema = z.object({ data: userSubscriptionSchema.nullable() });
export const userSubscriptionListSchema = z.object({ data: z.array(userSubscriptionSchema) });

export const purchaseResultSchema = z.object({
  subscription: userSubscriptionSchema,
  /** True when this Idempotency-Key had bought before: the first result, nothing charged again. */
  replayed: z.boolean(),
  kubBalance: z.string(),
});
export type PurchaseResult = z.infer<typeof purchaseResultSchema>;

export const countDataQuerySchema = z.object({
  needTotalMainQuiz: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});

export const countDataSchema = z.object({
  isSubscriber: z.boolean(),
  subscriptionId: z.number().int().nullable(),
  totalQuota: z.number().int(),
  usedQuota: z.number().int(),
  remainingQuota: z.number().int(),
  totalHints: z.number().int(),
  usedHints: z.number().int(),
  remainingHints: z.number().int(),
  exclusiveAccess: z.boolean(),
  earnPoints: z.boolean(),
  /** Completed main quizzes; only when asked with `needTotalMainQuiz=true`. */
  totalMainQuiz: z.number().int().optional(),
});
export type CountData = z.infer<typeof countDataSchema>;

/** `/api/nft/member-cards/{tokenId}.json` and `.svg`: the token id is a whole number. */
export const memberCardParamsSchema = z.object({
  file: z.string().regex(/^\d{1,10}\.(json|svg)$/, 'NOT_FOUND'),
});

/** ERC-721 metadata (the shape wallets and marketplaces read). */
export const memberCardMetadataSchema = z.object({
  name: z.string(),
  description: z.string(),
  image: z.string(),
  external_url: z.string(),
  attributes: z.array(z.object({ trait_type: z.string(), value: z.union([z.string(), z.number()]) })),
});

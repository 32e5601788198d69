import { ACTIVITY_STATUSES } from './money.ts';
import { idField, idParamsSchema } from './ids.ts';
import { z } from './zod.ts';

/** The spec's reward types: shipped goods, crypto sent to a proven wallet, partner points/vouchers. */
export const REWARD_TYPES = ['physical', 'crypto', 'point'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

/** A redemption's status is the spec's history status: held (PENDING), fulfilled, or cancelled. */
export const REDEMPTION_STATUSES = ACTIVITY_STATUSES;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

/** The Idempotency-Key header of a redemption: one key per confirmation the user makes. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

export const rewardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  type: z.enum(REWARD_TYPES),
  /** In the request language; both languages follow for clients that show them side by side. */
  name: z.string(),
  nameEn: z.string(),
  nameTh: z.string(),
  description: z.string(),
  /** A path under the site root (`/rewards/hoodie.svg`). */
  image: z.string(),
  costPoints: z.number().int(),
  /** How many are left to redeem. */
  stock: z.number().int(),
  totalStock: z.number().int(),
  perUserLimit: z.number().int(),
  subscriptionRequired: z.boolean(),
  /** How many times the signed-in user has redeemed it (null for a visitor). */
  redeemedByMe: z.number().int().nullable(),
});
export type Reward = z.infer<typeof rewardSchema>;

/** What the signed-in user needs to redeem, so the screens can say what is missing first. */
export const redeemAccountSchema = z.object({
  points: z.number().int(),
  hasPin: z.boolean(),
  kycVerified: z.boolean(),
  subscribed: z.boolean(),
  /** Address, province and postcode are in the profile (needed for physical rewards). */
  shippingReady: z.boolean(),
  shippingAddress: z.string().nullable(),
  /** The proven wallet (needed for crypto rewards), or null. */
  walletAddress: z.string().nullable(),
});
export type RedeemAccount = z.infer<typeof redeemAccountSchema>;

export const redeemsAvailableSchema = z.object({
  data: z.array(rewardSchema),
  account: redeemAccountSchema.nullable(),
});
export type RedeemsAvailable = z.infer<typeof redeemsAvailableSchema>;

export const rewardParamsSchema = idParamsSchema;
export const rewardDetailSchema = z.object({ reward: rewardSchema, account: redeemAccountSchema.nullable() });
export type RewardDetail = z.infer<typeof rewardDetailSchema>;

export const redeemSubmitBodySchema = z.object({
  pin: z.string({ error: 'PIN_REQUIRED' }).max(20, { error: 'PIN_FORMAT_INVALID' }),
});
export type RedeemSubmitBody = z.infer<typeof redeemSubmitBodySchema>;

export const redemptionSchema = z.object({
  id: z.number().int(),
  rewardId: z.number().int(),
  rewardName: z.string(),
  rewardType: z.enum(REWARD_TYPES),
  image: z.string(),
  pointsUsed: z.number().int(),
  status: z.enum(REDEMPTION_STATUSES),
  trackingId: z.string().nullable(),
  /** Where it goes: the shipping address or the wallet, as it was when redeemed. */
  destination: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** 'points' for a redemption paid with points, 'coupon' for a reward a coupon granted. */
  source: z.enum(['points', 'coupon']),
  redeemedAt: z.string(),
  fulfilledAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

export const redeemSubmitSchema = z.object({
  redemption: redemptionSchema,
  /** The user's points after the hold. */
  points: z.number().int(),
  /** True when this Idempotency-Key had been used before and nothing new happened. */
  replayed: z.boolean(),
});
export type RedeemSubmit = z.infer<typeof redeemSubmitSchema>;

export const redeemHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(REDEMPTION_STATUSES).optional(),
});

/** The spec's redeem history: redeem date, tracking id, reward, points used. */
export const redeemHistoryPageSchema = z.object({
  data: z.array(redemptionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type RedeemHistoryPage = z.infer<typeof redeemHistoryPageSchema>;

export const rewardTrackingsSchema = z.object({ data: z.array(redemptionSchema) });
export type RewardTrackings = z.infer<typeof rewardTrackingsSchema>;

export const rewardFaqSchema = z.object({
  data: z.array(z.object({ key: z.string(), question: z.string(), answer: z.string() })),
});
export type RewardFaq = z.infer<typeof rewardFaqSchema>;

// Coupons

const couponCode = z
  .string({ error: 'COUPON_CODE_REQUIRED' })
  .trim()
  .min(1, { error: 'COUPON_CODE_REQUIRED' })
  .max(40, { error: 'COUPON_INVALID' });

export const couponCheckQuerySchema = z.object({ code: couponCode });
export const couponRedeemBodySchema = z.object({ code: couponCode });
export type CouponRedeemBody = z.infer<typeof couponRedeemBodySchema>;

export const couponSchema = z.object({
  code: z.string(),
  kind: z.enum(['points', 'reward']),
  points: z.number().int().nullable(),
  reward: z.object({ id: z.number().int(), name: z.string(), type: z.enum(REWARD_TYPES) }).nullable(),
  description: z.string(),
  expiresAt: z.string().nullable(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponRedeemSchema = z.object({
  coupon: couponSchema,
  /** The user's points after the coupon. */
  points: z.number().int(),
  /** The redemption a reward coupon created (tracked like any other), else null. */
  redemption: redemptionSchema.nullable(),
});
export type CouponRedeem = z.infer<typeof couponRedeemSchema>;

// Admin fulfilment

export const adminRedemptionQuerySchema = z.object({
  status: z.enum(REDEMPTION_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export const adminRedemptionSchema = redemptionSchema.extend({
  userId: z.number().int(),
  userEmail: z.string(),
  recipientName: z.string().nullable(),
  phone: z.string().nullable(),
});
export type AdminRedemption = z.infer<typeof adminRedemptionSchema>;

export const adminRedemptionPageSchema = z.object({
  data: z.array(adminRedemptionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const redemptionParamsSchema = z.object({ id: idField });
export const fulfilBodySchema = z.object({
  trackingId: z
    .string({ error: 'TRACKING_ID_REQUIRED' })
    .trim()
    .min(1, { error: 'TRACKING_ID_REQUIRED' })
    .max(100, { error: 'TRACKING_ID_REQUIRED' }),
});
export const cancelBodySchema = z.object({
  reason: z
    .string({ error: 'CANCEL_REASON_REQUIRED' })
    .trim()
    .min(1, { error: 'CANCEL_REASON_REQUIRED' })
    .max(500, { error: 'CANCEL_REASON_REQUIRED' }),
});

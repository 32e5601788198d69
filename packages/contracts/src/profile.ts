import { z } from './zod.ts';
import { LOCALES } from './locale.ts';
import { idListField, idParamsSchema, INT4_MAX } from './ids.ts';

/** The exchange account data kept for a user who signed in with it (`bkNext` in the spec). */
export const bkNextSchema = z.object({
  exchangeWalletAddress: z.string().nullable(),
  nextWalletAddress: z.string().nullable(),
  kycLevel: z.number().int(),
  /** The name the exchange verified, when it sent one. */
  givenName: z.string().nullable().optional(),
  familyName: z.string().nullable().optional(),
  /** When the exchange data was last read from the exchange (ISO time). */
  refreshedAt: z.string().optional(),
  /** The exchange refused the stored link (revoked at the exchange): verify again. */
  reverifyRequired: z.boolean().optional(),
});
export type BkNext = z.infer<typeof bkNextSchema>;

// Single sign-on with the exchange account

export const ssoStartBodySchema = z.object({ locale: z.enum(LOCALES).default('en') });
export const ssoStartSchema = z.object({
  authorizeUrl: z.string(),
  state: z.string(),
  codeVerifier: z.string(),
  /** Seconds the state stays valid; the site keeps it in a cookie that long. */
  expiresIn: z.number().int(),
  /**
   * Where the provider sends the browser back. The site starts the flow on this origin, because
   * the cookie holding state and verifier only comes back to the host that set it.
   */
  redirectUri: z.string().optional(),
});
export type SsoStart = z.infer<typeof ssoStartSchema>;

export const ssoLoginBodySchema = z.object({
  code: z.string().min(1).max(2000),
  state: z.string().min(1).max(200),
  codeVerifier: z.string().min(43).max(128),
  /** The issuer the provider named in its answer (RFC 9207), passed on as it came back. */
  iss: z.string().min(1).max(2000).optional(),
});
export type SsoLoginBody = z.infer<typeof ssoLoginBodySchema>;

export const ssoLoginSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: z.object({ id: z.number().int(), email: z.string(), created: z.boolean() }),
});
export type SsoLogin = z.infer<typeof ssoLoginSchema>;

// Wallet proof (Sign-In with Ethereum)

export const walletNonceBodySchema = z.object({
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'WALLET_ADDRESS_INVALID'),
  chainId: z
    .number()
    .int()
    .min(1)
    .max(2 ** 31)
    .default(1),
});
export const walletNonceSchema = z.object({
  nonce: z.string(),
  /** The exact EIP-4361 message to sign: domain, address, nonce, issue and expiry times. */
  message: z.string(),
  expiresAt: z.string(),
});
export type WalletNonce = z.infer<typeof walletNonceSchema>;

export const walletVerifyBodySchema = z.object({
  message: z.string().min(1).max(4000),
  // A plain account signs in 65 bytes; smart-contract wallets (passkeys, ERC-6492 wrappers for
  // wallets not yet deployed) send several kilobytes.
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]+$/, 'WALLET_SIGNATURE_INVALID')
    .max(20_000),
});
export const walletVerifySchema = z.object({ walletAddress: z.string() });

// KYC

export const kycStatusSchema = z.object({
  verified: z.boolean(),
  kycLevel: z.number().int().nullable(),
  requiredLevel: z.number().int(),
  source: z.enum(['exchange', 'override', 'none']),
});
export type KycStatus = z.infer<typeof kycStatusSchema>;

/** The signed-in account's exchange link after linking, refreshing or unlinking it. */
export const exchangeLinkSchema = z.object({
  linked: z.boolean(),
  kyc: kycStatusSchema,
});
export type ExchangeLink = z.infer<typeof exchangeLinkSchema>;

// Profile

/** Thai mobile numbers: 0 then 6, 8 or 9 and eight more digits; +66 may replace the 0. */
export const THAI_MOBILE = /^(?:0|\+66)[689]\d{8}$/;
export const POSTCODE = /^\d{5}$/;
export const PROFILE_TEXT_MAX = 100;
export const ADDRESS_MAX = 300;
export const REMARK_MAX = 500;

/** An optional text field: blank clears it (null); too long gets the field's own code. */
const optionalText = (max: number, code: string) =>
  z
    .string()
    .trim()
    .max(max, code)
    .nullable()
    .transform((value) => (value ? value : null));

export const profileUpdateBodySchema = z
  .object({
    firstName: optionalText(PROFILE_TEXT_MAX, 'PROFILE_FIRST_NAME_TOO_LONG'),
    surname: optionalText(PROFILE_TEXT_MAX, 'PROFILE_SURNAME_TOO_LONG'),
    phishingWord: z
      .string()
      .trim()
      .max(30, 'PROFILE_PHISHING_WORD_INVALID')
      .regex(/^[\p{L}\p{N}\p{M}_-]*$/u, 'PROFILE_PHISHING_WORD_INVALID')
      .nullable()
      .transform((value) => (value ? value : null)),
    phone: z
      .string()
      .trim()
      .transform((value) => value.replace(/[\s-]/g, ''))
      .refine((value) => value === '' || THAI_MOBILE.test(value), 'PROFILE_PHONE_INVALID')
      .nullable()
      .transform((value) => (value ? value : null)),
    address: optionalText(ADDRESS_MAX, 'PROFILE_ADDRESS_TOO_LONG'),
    district: optionalText(PROFILE_TEXT_MAX, 'PROFILE_DISTRICT_TOO_LONG'),
    provinceId: z
      .number('PROFILE_PROVINCE_INVALID')
      .int('PROFILE_PROVINCE_INVALID')
      .positive('PROFILE_PROVINCE_INVALID')
      .max(INT4_MAX, 'PROFILE_PROVINCE_INVALID')
      .nullable(),
    postcode: z
      .string()
      .trim()
      .refine((value) => value === '' || POSTCODE.test(value), 'PROFILE_POSTCODE_INVALID')
      .nullable()
      .transform((value) => (value ? value : null)),
    walletAddress: z
      .string()
      .trim()
      .refine((value) => value === '' || /^0x[0-9a-fA-F]{40}$/.test(value), 'WALLET_ADDRESS_INVALID')
      .nullable()
      .transform((value) => (value ? value : null)),
    remark: optionalText(REMARK_MAX, 'PROFILE_REMARK_TOO_LONG'),
    /**
     * Changing or clearing a proven wallet's address drops its proof: the server refuses that
     * (PROFILE_WALLET_PROOF_WOULD_DROP) unless the user confirmed it, so it is never silent.
     */
    confirmWalletChange: z.boolean(),
  })
  .partial();
export type ProfileUpdateBody = z.input<typeof profileUpdateBodySchema>;

export const profileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(['user', 'editor', 'admin']),
  firstName: z.string().nullable(),
  surname: z.string().nullable(),
  phishingWord: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  district: z.string().nullable(),
  provinceId: z.number().int().nullable(),
  postcode: z.string().nullable(),
  walletAddress: z.string().nullable(),
  /** When the wallet address was proven by a signature (ISO time), or null while it is only typed. */
  walletProvenAt: z.string().nullable(),
  remark: z.string().nullable(),
  /** Path of the avatar (changes when the image does, so it can be cached for long), or null. */
  avatarUrl: z.string().nullable(),
  hasPassword: z.boolean(),
  point: z.number().int(),
  kubBalance: z.string(),
  kyc: kycStatusSchema,
  bkNext: bkNextSchema.nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const kubBalanceSchema = z.object({ kubBalance: z.string() });
export const activeUsersSchema = z.object({ count: z.number().int(), windowHours: z.number().int() });
export const avatarUploadSchema = z.object({ avatarUrl: z.string() });
export const userIdParamsSchema = idParamsSchema;

// Admin

export const adminUserListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  email: z.string().trim().max(200).optional(),
});
export const adminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(['user', 'editor', 'admin']),
  firstName: z.string().nullable(),
  surname: z.string().nullable(),
  blocked: z.boolean(),
  blockedAt: z.string().nullable(),
  kycOverride: z.boolean().nullable(),
  kycLevel: z.number().int().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = z.object({
  data: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const kycOverrideBodySchema = z.object({
  /** true or false decides; null hands the decision back to the exchange's KYC level. */
  override: z.boolean().nullable(),
});

// Favourites

export const FAVORITE_TYPES = ['blog'] as const;
export const FAVORITE_STATUSES = ['SAVED', 'UNSAVED'] as const;
export const favoriteParamsSchema = idParamsSchema;
export const favoriteBodySchema = z.object({
  type: z.enum(FAVORITE_TYPES).default('blog'),
  status: z.enum(FAVORITE_STATUSES),
});
export const favoriteStateSchema = z.object({
  articleId: z.number().int(),
  type: z.enum(FAVORITE_TYPES),
  status: z.enum(FAVORITE_STATUSES),
});
export const favoriteListQuerySchema = z.object({
  type: z.enum(FAVORITE_TYPES).default('blog'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(12),
});
export const favoriteCountQuerySchema = z.object({ type: z.enum(FAVORITE_TYPES).default('blog') });
export const favoriteItemSchema = z.object({
  articleId: z.number().int(),
  type: z.enum(FAVORITE_TYPES),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  coverImage: z.string().nullable(),
  readingMinutes: z.number().int(),
  savedAt: z.string(),
});
export type FavoriteItem = z.infer<typeof favoriteItemSchema>;
export const favoritePageSchema = z.object({
  data: z.array(favoriteItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type FavoritePage = z.infer<typeof favoritePageSchema>;
export const favoriteCountSchema = z.object({ count: z.number().int() });
export const favoriteSavedQuerySchema = z.object({
  type: z.enum(FAVORITE_TYPES).default('blog'),
  ids: idListField(100),
});
export const favoriteSavedSchema = z.object({ saved: z.array(z.number().int()) });

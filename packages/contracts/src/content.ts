import { z } from './zod.ts';

export const categorySchema = z.object({
  id: z.number().int(),
  key: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  nameTh: z.string(),
  ranking: z.number().int(),
  active: z.boolean(),
});
export type Category = z.infer<typeof categorySchema>;

export const FOOTER_TYPES = [
  'Terms-Conditions',
  'Privacy-Policy',
  'Terms-Subscriptions',
  'Cookies-Policy',
  'Data-Subject-Right',
  'Takedown-Notice',
  'Copyright-Notice-Policy',
  'Terms-of-Service',
  'Whistleblowing',
] as const;
export type FooterType = (typeof FOOTER_TYPES)[number];

export const footerQuerySchema = z.object({ type: z.enum(FOOTER_TYPES) });

export const footerSchema = z.object({
  type: z.enum(FOOTER_TYPES),
  locale: z.string(),
  title: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type FooterDocument = z.infer<typeof footerSchema>;

export const provinceSchema = z.object({
  id: z.number().int(),
  code: z.number().int(),
  nameEn: z.string(),
  nameTh: z.string(),
});
export type Province = z.infer<typeof provinceSchema>;

export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

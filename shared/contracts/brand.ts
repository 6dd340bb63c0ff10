import * as z from 'zod';
import { IMAGE_TYPES } from '../editor/images';

/**
 * The brand kit (issue 33; docs/product.md › Brand kit): one per account, every plan. New emails, templates
 * and the assistant's drafts use it (shared/brand/apply-brand.ts).
 *   GET /api/brand -> brandKitResponse (the stored kit, or the default one named from the sending domain)
 *   PUT /api/brand   brandKitBody -> brandKitResponse
 */

/** Email-safe font stacks: fonts every mail client has, each with its fallbacks. */
export const FONT_STACKS = {
  arial: 'Arial, Helvetica, sans-serif',
  helvetica: "'Helvetica Neue', Helvetica, Arial, sans-serif",
  verdana: 'Verdana, Geneva, sans-serif',
  trebuchet: "'Trebuchet MS', Helvetica, sans-serif",
  tahoma: 'Tahoma, Verdana, sans-serif',
  georgia: 'Georgia, Times, serif',
  times: "'Times New Roman', Times, serif",
  courier: "'Courier New', Courier, monospace",
} as const;
export type FontStackId = keyof typeof FONT_STACKS;
export const fontStackIds = Object.keys(FONT_STACKS) as [FontStackId, ...FontStackId[]];

export const buttonShapes = ['square', 'rounded', 'pill'] as const;
export type ButtonShape = (typeof buttonShapes)[number];
/** The border radius each shape draws. */
export const BUTTON_RADIUS: Record<ButtonShape, string> = { square: '0', rounded: '6px', pill: '999px' };

export const socialPlatforms = [
  'facebook',
  'instagram',
  'x',
  'tiktok',
  'youtube',
  'pinterest',
  'linkedin',
] as const;
/** How each network writes its own name, for labels. */
export const SOCIAL_PLATFORM_NAMES: Readonly<Record<(typeof socialPlatforms)[number], string>> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
  linkedin: 'LinkedIn',
};
export const BRAND_SOCIAL_MAX = 7;
export const SHOP_NAME_MAX = 80;

const hex = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'A colour is written like #1a2b3c.')
  .transform((v) => v.toLowerCase());
const httpsUrl = z
  .string()
  .trim()
  .max(2048, 'A link is at most 2,048 characters.')
  .regex(/^https:\/\/[^\s/]+\.[^\s]+$/, 'A link starts with https:// and names a website.');
/** A logo's address: https, or the local stand-in's own uploads (http on the loopback, `npm start`). */
const logoUrl = z
  .string()
  .trim()
  .max(2048, 'A link is at most 2,048 characters.')
  .regex(
    /^(https:\/\/[^\s/]+\.[^\s]+|http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/\S+)$/,
    'A link starts with https:// and names a website.',
  );

export const brandColorsSchema = z
  .object({ primary: hex, accent: hex, background: hex, text: hex, link: hex })
  .strict();
export type BrandColors = z.output<typeof brandColorsSchema>;

export const brandKitSchema = z
  .object({
    shopName: z
      .string({ message: 'Please enter your shop name.' })
      .trim()
      .min(1, 'Please enter your shop name.')
      .max(SHOP_NAME_MAX, `A shop name is at most ${SHOP_NAME_MAX} characters.`),
    /** An uploaded image (PNG, JPEG, GIF or WebP, as in the editor), or none. */
    logoUrl: z.nullable(logoUrl),
    colors: brandColorsSchema,
    font: z.enum(fontStackIds, { message: 'Please choose one of the listed fonts.' }),
    buttonShape: z.enum(buttonShapes, { message: 'A button is square, rounded or pill.' }),
    social: z
      .array(z.object({ platform: z.enum(socialPlatforms), href: httpsUrl }).strict())
      .max(BRAND_SOCIAL_MAX, `At most ${BRAND_SOCIAL_MAX} social links.`),
  })
  .strict();
export type BrandKit = z.output<typeof brandKitSchema>;

export const brandKitBodySchema = brandKitSchema;
export const brandKitResponseSchema = z.object({ brand: brandKitSchema, saved: z.boolean() });
export type BrandKitResponse = z.output<typeof brandKitResponseSchema>;

/** The look of a new email before the owner sets a brand: the product's own defaults. */
export const DEFAULT_BRAND_COLORS: BrandColors = {
  primary: '#1f6f4a',
  accent: '#f2b134',
  background: '#ffffff',
  text: '#333333',
  link: '#1f6f4a',
};

/** "shop-name.co.uk" -> "Shop Name": the registrable name's first label, words capitalised. */
export function shopNameFromDomain(domain: string | null | undefined): string {
  const label =
    (domain ?? '')
      .trim()
      .toLowerCase()
      .replace(/^www\./, '')
      .split('.')[0] ?? '';
  const words = label.split(/[-_]+/).filter(Boolean);
  return (
    words
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(' ')
      .slice(0, SHOP_NAME_MAX) || 'My shop'
  );
}

/** The kit an account has before saving one: named from its domain, the default look. */
export function defaultBrandKit(domain: string | null | undefined): BrandKit {
  return {
    shopName: shopNameFromDomain(domain),
    logoUrl: null,
    colors: { ...DEFAULT_BRAND_COLORS },
    font: 'arial',
    buttonShape: 'rounded',
    social: [],
  };
}

/**
 * The shop as its subscribers' pages show it (issue 33): its name on every plan; its logo and colours, and no
 * "Sent with Jungle Mail" line, on Premium (custom branding).
 */
export const subscriberBrandSchema = z.object({
  shopName: z.string(),
  logoUrl: z.string().nullable(),
  colors: brandColorsSchema.nullable(),
  poweredBy: z.boolean(),
});
export type SubscriberBrand = z.output<typeof subscriberBrandSchema>;
export const POWERED_BY = 'Sent with Jungle Mail';

/** Whether a plan's subscriber pages and campaign and flow emails show POWERED_BY: all but Premium's. */
export const showsPoweredBy = (tier: string | undefined) => tier !== 'premium';

/** The subscriber pages' brand for a plan: custom branding is Premium's. */
export function subscriberBrand(brand: BrandKit, tier: string | undefined): SubscriberBrand {
  const custom = !showsPoweredBy(tier);
  return {
    shopName: brand.shopName,
    logoUrl: custom ? brand.logoUrl : null,
    colors: custom ? brand.colors : null,
    poweredBy: !custom,
  };
}

/** The image types a logo may have (the editor's upload rules). */
export const LOGO_TYPES = IMAGE_TYPES;

/**
 * POST /api/projects/{projectId}/apply-brand (no fields) -> applyBrandResponse: "Apply my brand" as a batch of
 * pending changes to review in the editor's chat (accept or reject each, or all); `changes: 0` and no batch
 * when the email already follows the kit.
 */
export const applyBrandBodySchema = z
  .strictObject({}, { error: 'Applying your brand takes no fields: send {} or no body.' })
  .optional();
export const applyBrandResponseSchema = z.object({
  batchId: z.string().nullable(),
  changes: z.number().int().nonnegative(),
});
export type ApplyBrandResponse = z.output<typeof applyBrandResponseSchema>;
export const APPLY_BRAND_NOTHING = 'Your email already follows your brand kit.';

/** GET /api/subscribe/brand/{token} (public): the shop of a double opt-in link, for its pages (issue 33). */
export const subscriberBrandResponseSchema = z.object({ shop: subscriberBrandSchema });
export type SubscriberBrandResponse = z.output<typeof subscriberBrandResponseSchema>;

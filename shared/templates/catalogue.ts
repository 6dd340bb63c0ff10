import type { SubscriptionTier } from '../plans';
import { ecommerceTemplates } from './copy/ecommerce';
import { engagementTemplates } from './copy/engagement';
import { informationalTemplates } from './copy/informational';
import { layoutTemplates } from './copy/layouts';
import { promotionalTemplates } from './copy/promotional';
import { welcomeTemplates } from './copy/welcome';
import type { TemplateInfo, TemplateSpec } from './types';

/** Every template of the gallery: one per onboarding email type (27), then the layouts (5). */
export const TEMPLATES: readonly TemplateSpec[] = [
  ...welcomeTemplates,
  ...ecommerceTemplates,
  ...engagementTemplates,
  ...promotionalTemplates,
  ...informationalTemplates,
  ...layoutTemplates,
];

/** The basic set every plan gets (the plan card's "Basic templates"); Pro and Premium get every template. */
export const BASIC_TEMPLATE_IDS: readonly string[] = [
  'welcome_new_subscriber',
  'abandoned_cart_1',
  'post_purchase_thank_you',
  'monthly_newsletter',
  'new_product_announcement',
  'general_sale_promotion',
  'event_webinar_invitation',
  'layout_announcement',
];

export const templateById = (id: string): TemplateSpec | undefined => TEMPLATES.find((t) => t.id === id);

export const templateLevel = (id: string): TemplateInfo['level'] =>
  BASIC_TEMPLATE_IDS.includes(id) ? 'basic' : 'advanced';

/** Whether a plan may start an email from the template: the basic set on Free, all on Pro and Premium. */
export const tierMayUse = (tier: SubscriptionTier, id: string): boolean =>
  tier !== 'free' || templateLevel(id) === 'basic';

/** The gallery's list: what the web shows and the plan gate reads. */
export const templateInfos = (): TemplateInfo[] =>
  TEMPLATES.map((t) => ({
    id: t.id,
    name: t.name,
    pattern: t.pattern,
    level: templateLevel(t.id),
    ...(t.emailType ? { emailType: t.emailType } : {}),
  }));

/** The sentence of the plan gate (403). */
export const ADVANCED_TEMPLATE_MESSAGE =
  'This template is part of the advanced templates of the Pro and Premium plans. Upgrade to use it, or start from one of the basic templates.';

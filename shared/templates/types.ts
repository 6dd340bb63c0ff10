import type { EmailTypeId } from '../onboarding/email-types';

/** The building patterns every template is drawn from (shared/templates/patterns.ts). */
export const patternIds = ['story', 'offer', 'products', 'event', 'newsletter', 'notice'] as const;
export type PatternId = (typeof patternIds)[number];

/**
 * One template of the gallery (issue 33): copy and a pattern, never HTML. `{shop}` in any text becomes the
 * shop's name from the brand kit. Images and links the shop must supply are the editor's placeholders.
 */
export interface TemplateSpec {
  /** The onboarding email type's id, or `layout_<name>` for a layout that stands on its own. */
  id: string;
  name: string;
  /** The onboarding email type it is for (absent for a layout). */
  emailType?: EmailTypeId;
  pattern: PatternId;
  preview: string;
  headline: string;
  /** Paragraphs, in order. */
  body: string[];
  /** The button's words. */
  cta: string;
  /** A discount code (offer), product names (products), event details (event), bullet points (others). */
  items?: string[];
  code?: string;
  /** A closing line in small print. */
  note?: string;
}

/** A gallery entry as the web shows it and the server gates it. */
export interface TemplateInfo {
  id: string;
  name: string;
  emailType?: EmailTypeId;
  pattern: PatternId;
  /** 'basic': every plan; 'advanced': Pro and Premium. */
  level: 'basic' | 'advanced';
}

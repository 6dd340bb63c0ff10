import type { EmailChangeInput, EmailElementInput } from '../../../../shared/email';
import { PLACEHOLDER_IMAGE, PLACEHOLDER_LINK } from '../../../../shared/email';
import { templateFor } from './templates';

export interface Setup {
  businessDescription: string | null;
  goals: string[];
  selectedCampaignIds: string[];
}

/** "We are Lumen Candles, ..." -> "Lumen Candles"; otherwise "us". */
export function businessName(description: string | null | undefined): string {
  const m = /\b(?:[Ww]e are|[Ww]e're|I am|I'm|[Tt]his is|[Aa]t)\s+((?:[A-Z][\w&'-]*\s?){1,4})/.exec(
    description ?? '',
  );
  return m?.[1]?.trim() || 'us';
}

const sentence = (s: string): string => {
  const t = s.trim().replace(/\s+/g, ' ');
  if (!t) return t;
  const cap = t[0]!.toUpperCase() + t.slice(1);
  return /[.!?]$/.test(cap) ? cap : cap + '.';
};

/** The details the customer asked for: what follows "mention", "include", "with", "about". */
export function requestedDetails(request: string): string[] {
  const out: string[] = [];
  const re = /\b(?:mention(?:ing)?|includ(?:e|ing)|with|about|featuring|highlight(?:ing)?)\s+([^.;!?\n]+)/gi;
  for (const m of request.matchAll(re)) {
    for (const part of m[1]!.split(/\s*(?:,|\band\b)\s*/)) {
      const p = part.trim();
      if (p.split(/\s+/).length >= 2) out.push(sentence(p).replace(/\.$/, ''));
    }
  }
  return out.slice(0, 4);
}

const quoted = (request: string): string | undefined =>
  /["\u201c]([^"\u201d]{3,120})["\u201d]/.exec(request)?.[1]?.trim();

/**
 * A first email as section_add changes on an empty document: header, body, call to action, footer,
 * with the section copy of the campaign kind and the customer's own words.
 */
export function composeFirstEmail(request: string, setup: Setup | undefined): EmailChangeInput[] {
  const t = templateFor(request, setup?.selectedCampaignIds ?? []);
  const name = businessName(setup?.businessDescription);
  const headline = quoted(request) ?? t.headline(name === 'us' ? 'our shop' : name);
  const details = requestedDetails(request);
  const about = setup?.businessDescription?.trim();
  const body: EmailElementInput[] = [
    { id: 'intro', type: 'text', content: t.intro },
    { id: 'points', type: 'list', properties: { items: [...details, ...t.points].slice(0, 6) } },
  ];
  if (about) body.push({ id: 'about', type: 'text', content: sentence(about) });
  const sections: { id: string; elements: EmailElementInput[]; styles?: Record<string, string> }[] = [
    {
      id: 'header',
      elements: [
        { id: 'preview', type: 'previewText', content: `${headline} ${t.intro}`.slice(0, 300) },
        {
          id: 'hero-image',
          type: 'image',
          properties: { image: { src: PLACEHOLDER_IMAGE, alt: headline.slice(0, 300), width: '600px' } },
        },
        { id: 'headline', type: 'header', content: headline, properties: { level: 'h1', align: 'center' } },
      ],
    },
    { id: 'body', elements: body },
    {
      id: 'cta',
      elements: [
        {
          id: 'cta-button',
          type: 'button',
          content: t.cta,
          properties: { button: { href: PLACEHOLDER_LINK, borderRadius: '4px' } },
        },
      ],
    },
    {
      id: 'footer',
      styles: { backgroundColor: '#f4f4f4' },
      elements: [
        { id: 'footer-divider', type: 'divider' },
        {
          id: 'footer-text',
          type: 'footer',
          content: name === 'us' ? 'You are receiving this email because you signed up.' : `${name}`,
        },
        { id: 'unsubscribe', type: 'unsubscribe', content: 'Unsubscribe' },
      ],
    },
  ];
  return sections.map((s, position) => ({ change_type: 'section_add', new_content: s, position }));
}

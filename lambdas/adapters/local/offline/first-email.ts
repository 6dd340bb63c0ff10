import type { EmailChangeInput, EmailElementInput } from '../../../../shared/email';
import { PLACEHOLDER_IMAGE, PLACEHOLDER_LINK, sectionSchema } from '../../../../shared/email';
import type { BrandKit } from '../../../../shared/contracts/brand';
import { brandSection } from '../../../../shared/brand/apply-brand';
import { emailTypeById, type EmailTypeId } from '../../../../shared/onboarding/email-types';
import { chooseEmailType, namedEmailType } from './choose-email-type';
import { COPY } from './copy';
import { shopFacts, type Block, type Draft } from './draft';
import { detailSentences, requestedDetails } from './details';
import { firstQuoted } from './quoted';

export interface Setup {
  businessDescription: string | null;
  goals: string[];
  selectedCampaignIds: string[];
  domain?: string | null | undefined;
}

/** What the customer asked: the latest message, and the earlier request when it answers a clarification. */
export interface Ask {
  message: string;
  earlier?: string | undefined;
}

/**
 * The email type, its copy for this shop, and the customer's own words (a quoted headline, details). The
 * latest message decides the type; details and a quoted headline come from both, the latest first.
 */
export function draftFor(ask: Ask, setup: Setup | undefined): { emailType: EmailTypeId; draft: Draft } {
  const emailType = chooseEmailType(
    ask.message,
    setup?.selectedCampaignIds ?? [],
    setup?.goals ?? [],
    ask.earlier,
  );
  const request = ask.earlier ? `${ask.message}. ${ask.earlier}` : ask.message;
  const facts = shopFacts({
    businessDescription: setup?.businessDescription ?? null,
    goals: setup?.goals ?? [],
    domain: setup?.domain,
  });
  const draft = COPY[emailType](facts);
  const headline = firstQuoted(request, 3) ?? draft.headline;
  const details = detailSentences(requestedDetails(request, (p) => namedEmailType(p) === emailType));
  // The offer asked for (a code, "15% off", free shipping) right after the opening; other details at the end.
  const offers = details.filter((t) => /^(?:Use the code|Enjoy) /.test(t)).map(asText);
  const rest = details.filter((t) => !/^(?:Use the code|Enjoy) /.test(t)).map(asText);
  const body: Block[] = [...draft.body.slice(0, 1), ...offers, ...draft.body.slice(1), ...rest];
  return { emailType, draft: { ...draft, headline, body } };
}

const asText = (text: string): Block => ({ kind: 'text', text });

function blockElements(block: Block, id: string): EmailElementInput[] {
  switch (block.kind) {
    case 'text':
      return [{ id, type: 'text', content: block.text }];
    case 'heading':
      return [{ id, type: 'header', content: block.text, properties: { level: 'h2' } }];
    case 'list':
      return [{ id, type: 'list', properties: { items: block.items, ordered: block.ordered ?? false } }];
    case 'quote':
      return [{ id, type: 'quote', content: block.text, properties: { citation: block.citation } }];
    case 'note':
      return [{ id, type: 'subtext', content: block.text }];
    case 'card':
      return [
        {
          id,
          type: 'box',
          properties: {
            borderColor: '#dee2e6',
            borderRadius: '8px',
            padding: '16px',
            elements: [
              { id: `${id}-title`, type: 'header', content: block.title, properties: { level: 'h3' } },
              { id: `${id}-text`, type: 'text', content: block.text },
            ],
          },
        },
      ];
  }
}

/**
 * A first email as section_add changes on an empty document: header (preview text, image, headline),
 * body (the email type's own blocks), call to action and footer; in the account's brand when it has one
 * (its colours, font and button shape on every section, its logo on top, its social links in the footer).
 */
export function composeFirstEmail(ask: Ask, setup: Setup | undefined, brand?: BrandKit): EmailChangeInput[] {
  const { draft } = draftFor(ask, setup);
  const counts: Record<string, number> = {};
  const body = draft.body.flatMap((block) => {
    counts[block.kind] = (counts[block.kind] ?? 0) + 1;
    return blockElements(block, `${block.kind}-${counts[block.kind]}`);
  });
  const sections: { id: string; elements: EmailElementInput[]; styles?: Record<string, string> }[] = [
    {
      id: 'header',
      elements: [
        { id: 'preview', type: 'previewText', content: draft.preview },
        {
          id: 'hero-image',
          type: 'image',
          properties: { image: { src: PLACEHOLDER_IMAGE, alt: draft.heroAlt, width: '600px' } },
        },
        {
          id: 'headline',
          type: 'header',
          content: draft.headline,
          properties: { level: 'h1', align: 'center' },
        },
      ],
    },
    { id: 'body', elements: body },
    {
      id: 'cta',
      elements: [
        {
          id: 'cta-button',
          type: 'button',
          content: draft.cta,
          properties: { button: { href: PLACEHOLDER_LINK, borderRadius: '4px' } },
        },
      ],
    },
    {
      id: 'footer',
      styles: { backgroundColor: '#f4f4f4' },
      elements: [
        { id: 'footer-divider', type: 'divider' },
        { id: 'footer-text', type: 'footer', content: draft.reason },
        { id: 'unsubscribe', type: 'unsubscribe', content: 'Unsubscribe' },
      ],
    },
  ];
  if (brand) addBrandElements(sections, brand);
  return sections.map((s, position) => ({
    change_type: 'section_add',
    new_content: brand ? brandSection(sectionSchema.parse(s), brand, true) : s,
    position,
  }));
}

/** The logo above the hero image and the social links above the footer text. */
function addBrandElements(sections: { id: string; elements: EmailElementInput[] }[], brand: BrandKit): void {
  const [header, , , footer] = sections;
  if (brand.logoUrl)
    header?.elements.splice(1, 0, {
      id: 'logo',
      type: 'image',
      properties: { image: { src: brand.logoUrl, alt: brand.shopName, width: '160px' } },
    });
  if (brand.social.length > 0)
    footer?.elements.splice(1, 0, {
      id: 'footer-social',
      type: 'social',
      properties: { links: brand.social.map((s) => ({ platform: s.platform, href: s.href })) },
    });
}

/** The rationale shown with the draft: which email type, for which shop, by the offline composer. */
export function firstEmailRationale(ask: Ask, setup: Setup | undefined): string {
  const { emailType } = draftFor(ask, setup);
  return `A first draft of your "${emailTypeById(emailType)?.name ?? emailType}" email, written by the offline composer from your request and your business setup.`;
}

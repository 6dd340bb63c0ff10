import {
  GMAIL_CLIP_BYTES,
  isPlaceholder,
  renderEmailHtml,
  renderEmailText,
  utf8Length,
  type EmailDocument,
} from '../../../../shared/email';
import { allElements } from './walk';

/** Links written inline in text as [label](url). */
const INLINE_LINK = /\[[^\]]*\]\(([^)\s]+)\)/g;

/** Facts about the document, each a markdown bullet, computed (not guessed) for Just Ask. */
export function emailFacts(doc: EmailDocument): Record<string, string> {
  const els = allElements(doc);
  const html = renderEmailHtml(doc);
  const bytes = utf8Length(html);
  const words = renderEmailText(doc)
    .split(/\s+/)
    .filter((w) => /\w/.test(w)).length;
  const images = els.flatMap((e) => (e.type === 'image' ? [e] : []));
  const noAlt = images.filter((i) => !i.properties?.image?.alt?.trim());
  const links: string[] = [];
  for (const e of els) {
    if (e.type === 'button') links.push(e.properties?.button?.href ?? '#');
    if (e.type === 'image' && e.properties?.image?.linkHref) links.push(e.properties.image.linkHref);
    if (
      (e.type === 'nav' || e.type === 'footer' || e.type === 'social') &&
      e.properties &&
      'links' in e.properties
    )
      for (const l of (e.properties.links ?? []) as { href?: string }[]) links.push(l.href ?? '#');
    for (const m of ('content' in e ? (e.content ?? '') : '').matchAll(INLINE_LINK)) links.push(m[1]!);
  }
  const placeholderLinks = links.filter((l) => isPlaceholder(l)).length;
  const placeholderImages = images.filter((i) => isPlaceholder(i.properties?.image?.src)).length;
  const kb = (n: number) => (n / 1000).toFixed(1) + ' KB';
  const clipped = bytes > GMAIL_CLIP_BYTES;
  return {
    length: `**Length:** about ${words} words in ${doc.sections.length} sections (${els.length} elements).`,
    size: `**Gmail clipping:** the HTML is ${kb(bytes)}; Gmail clips emails over 102 KB, so ${
      clipped
        ? 'this email **would be clipped**'
        : `nothing would be clipped (${kb(GMAIL_CLIP_BYTES - bytes)} to spare)`
    }.`,
    links: `**Links:** ${links.length} link${links.length === 1 ? '' : 's'}${
      placeholderLinks ? `, ${placeholderLinks} still a placeholder` : ', none of them a placeholder'
    }.`,
    images: `**Images:** ${images.length} image${images.length === 1 ? '' : 's'}${
      placeholderImages ? `, ${placeholderImages} still a placeholder` : ''
    }.`,
    alt: noAlt.length
      ? `**Alt text:** missing on ${noAlt.length} image${noAlt.length === 1 ? '' : 's'} (${noAlt.map((i) => i.id).join(', ')}).`
      : '**Alt text:** every image has alt text.',
  };
}

const ASKED: [RegExp, string][] = [
  [/\b(long|length|words?|short)\b/i, 'length'],
  [/\b(clip|gmail|size|kb|heavy|big)\b/i, 'size'],
  [/\b(links?|urls?|buttons?)\b/i, 'links'],
  [/\b(alt|accessib)/i, 'alt'],
  [/\b(images?|pictures?|photos?|placeholders?)\b/i, 'images'],
];

/** A Just Ask answer: the facts asked about first, then the rest. */
export function answerFromFacts(question: string, doc: EmailDocument): string {
  if (doc.sections.length === 0)
    return 'The email is empty so far: ask for a first draft in Major Edit mode.';
  const facts = emailFacts(doc);
  const asked = ASKED.filter(([re]) => re.test(question)).map(([, k]) => k);
  const order = [...new Set([...asked, ...Object.keys(facts)])];
  return [
    'Offline composer (no AI model connected): here is what I can compute from your email.',
    '',
    ...order.map((k) => `- ${facts[k]}`),
  ].join('\n');
}

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  emailDocumentSchema,
  parseEmailDocument,
  renderEmailHtml,
  renderEmailText,
  type EmailDocument,
  type EmailElement,
} from '../../../shared/email';
import { emailTypeById, emailTypeIdList } from '../../../shared/onboarding/email-types';
import { OfflineLlm } from '../../../lambdas/adapters/local/offline-llm';
import { allElements } from '../../../lambdas/adapters/local/offline/walk';
import { runTurn } from '../../../lambdas/domain/ai/run-turn';
import { expectGolden } from '../email/helpers';

/**
 * The offline composer's first email for each of the 27 campaigns, through the same path as a model's
 * answer (runTurn: tool call, validation, applied changes). Golden files: UPDATE_GOLDEN=1 rewrites them.
 */
const GOLDEN_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/offline-composer');

type Setup = { businessDescription: string | null; goals: string[]; domain: string | null };
const SHOPS: [string, Setup, string][] = [
  [
    'a description in the first person and a domain',
    {
      businessDescription: 'I sell hand-poured soy candles from Vermont.',
      goals: [],
      domain: 'vermont-candles.com',
    },
    'Vermont Candles',
  ],
  [
    'a description that names the shop (it wins over the domain)',
    {
      businessDescription: 'We are Lumen Candles, hand-poured soy candles from Leeds.',
      goals: ['More repeat buyers'],
      domain: 'lumen-home.co.uk',
    },
    'Lumen Candles',
  ],
  [
    'no description, only a domain',
    { businessDescription: null, goals: [], domain: 'www.oak-and-hide.com' },
    'Oak and Hide',
  ],
];

async function firstEmail(campaignId: string, setup: Setup, message = 'Write our first email please') {
  const out = await runTurn(
    new OfflineLlm(),
    {
      mode: 'major',
      document: emailDocumentSchema.parse({ sections: [] }),
      setup: { ...setup, selectedCampaignIds: [campaignId] },
      history: [],
      message,
    },
    () => {},
  );
  if (!out.ok || !out.document || out.result.kind !== 'changes') throw new Error(JSON.stringify(out));
  return { doc: out.document, rationale: out.result.rationale };
}

const contentOf = (el: EmailElement | undefined): string => (el && 'content' in el ? (el.content ?? '') : '');
const byId = (doc: EmailDocument, id: string): string => contentOf(allElements(doc).find((e) => e.id === id));

/** Texts that must be whole sentences: everything but headings, buttons and the unsubscribe link. */
function proseOf(el: EmailElement): string[] {
  if (el.type === 'list') return el.properties?.items ?? [];
  if (['text', 'subtext', 'quote', 'footer', 'previewText'].includes(el.type)) return [contentOf(el)];
  return [];
}
const titlesOf = (els: EmailElement[]): string[] =>
  els.flatMap((e) => (e.type === 'header' || e.type === 'button' ? [e.content ?? ''] : []));

const WHOLE = /^["\u201c]?[A-Z0-9].*[.!?]["\u201d)]?$/s;
const sentencesOf = (text: string): string[] => text.split(/(?<=[.!?])\s+/);

/** The checks every first email passes, whatever the shop. */
function expectCarefulCopy(doc: EmailDocument): EmailElement[] {
  expect(parseEmailDocument(doc, { strict: true }).ok).toBe(true);
  const els = allElements(doc);
  const headline = byId(doc, 'headline');
  expect(headline).not.toBe('');
  expect(renderEmailHtml(doc)).toContain(headline);
  // Every text written is whole sentences; headings and buttons are no run-on lines.
  for (const text of els.flatMap(proseOf)) {
    expect(text, `"${text}" is not whole sentences`).toMatch(WHOLE);
    for (const s of sentencesOf(text)) expect(s, `"${s}" in "${text}"`).toMatch(WHOLE);
  }
  for (const title of titlesOf(els)) {
    expect(title).toMatch(/^[A-Z0-9"'\u201c]/);
    expect(title, `"${title}" leads into a sentence`).not.toMatch(/[,:;]$/);
  }
  // The preview text is one or two real sentences.
  const preview = byId(doc, 'preview');
  expect(sentencesOf(preview).length).toBeGreaterThanOrEqual(1);
  expect(sentencesOf(preview).length).toBeLessThanOrEqual(2);
  expect(renderEmailText(doc)).not.toMatch(/\b(?:the|our) our\b|\bI (?:sell|make|am)\b/i);
  return els;
}

describe.each(SHOPS)('offline composer, %s', (_, setup, shop) => {
  it.each(emailTypeIdList)('%s: validates, renders, whole sentences, names the shop', async (id) => {
    const { doc, rationale } = await firstEmail(id, setup);
    const els = expectCarefulCopy(doc);
    // The shop is named in the email itself, not only in the footer; the description is never pasted.
    const body = els.filter((e) => e.type !== 'footer').flatMap((e) => [...proseOf(e), ...titlesOf([e])]);
    expect(body.join('\n')).toContain(shop);
    const text = renderEmailText(doc);
    if (setup.businessDescription) expect(text).not.toContain(setup.businessDescription);
    expect(text).not.toMatch(/\bour shop\b/);
    expect(rationale).toContain(`"${emailTypeById(id)!.name}"`);
    expect(rationale).toContain('offline composer');
  });
});

describe('offline composer, a shop with no name yet (no description, no domain)', () => {
  it.each(emailTypeIdList)('%s: still whole sentences', async (id) => {
    const { doc } = await firstEmail(id, { businessDescription: null, goals: [], domain: null });
    expectCarefulCopy(doc);
  });
});

describe('offline composer: 27 campaigns, 27 emails', () => {
  it('each campaign has its own headline, body and call to action', async () => {
    const shop = SHOPS[0]![1];
    const emails = await Promise.all(emailTypeIdList.map((id) => firstEmail(id, shop)));
    const bodies = emails.map(({ doc }) => JSON.stringify(doc.sections.find((s) => s.id === 'body')));
    const heads = emails.map(({ doc }) => byId(doc, 'headline'));
    const ctas = emails.map(({ doc }) => byId(doc, 'cta-button'));
    expect(new Set(bodies).size).toBe(27);
    expect(new Set(heads).size).toBe(27);
    expect(new Set(ctas).size).toBe(27);
    // Not one template with swapped words: the bodies differ in their shape too.
    const shapes = emails.map(({ doc }) =>
      doc.sections
        .find((s) => s.id === 'body')!
        .elements.map((e) => e.type)
        .join(','),
    );
    expect(new Set(shapes).size).toBeGreaterThanOrEqual(10);
  });

  it('is deterministic', async () => {
    const a = await firstEmail('birthday_greeting', SHOPS[0]![1]);
    const b = await firstEmail('birthday_greeting', SHOPS[0]![1]);
    expect(a.doc).toEqual(b.doc);
  });
});

const golden = (doc: EmailDocument): string => {
  return `Preview: ${byId(doc, 'preview')}\n\n${renderEmailText(doc)}`;
};

describe('offline composer: golden first emails (reviewed by eye)', () => {
  it.each([
    ['welcome_new_subscriber', 0],
    ['post_purchase_review_request', 1],
    ['holiday_promotion_bfcm', 2],
  ] as const)('%s', async (id, shop) => {
    const { doc } = await firstEmail(id, SHOPS[shop]![1]);
    expectGolden(`${id}.txt`, golden(doc), GOLDEN_DIR);
  });
});

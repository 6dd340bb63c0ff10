import { describe, expect, it } from 'vitest';
import {
  emailDocumentSchema,
  parseEmailDocument,
  renderEmailHtml,
  renderEmailText,
  type EmailDocument,
} from '../../../shared/email';
import { OfflineLlm } from '../../../lambdas/adapters/local/offline-llm';
import { runTurn } from '../../../lambdas/domain/ai/run-turn';
import type { ChatMode } from '../../../shared/contracts/ai';
import { docOf } from '../email/helpers';

const empty = emailDocumentSchema.parse({ sections: [] });
const setup = (ids: string[]) => ({
  businessDescription: 'We are Lumen Candles, hand-poured soy candles from Leeds.',
  goals: ['More repeat buyers'],
  selectedCampaignIds: ids,
});

async function turn(
  message: string,
  opts: { mode?: ChatMode; document?: EmailDocument; ids?: string[] } = {},
) {
  return runTurn(
    new OfflineLlm(),
    {
      mode: opts.mode ?? 'major',
      document: opts.document ?? empty,
      setup: setup(opts.ids ?? []),
      history: [],
      message,
    },
    () => {},
  );
}

async function firstEmail(message: string, ids: string[] = []): Promise<EmailDocument> {
  const out = await turn(message, { ids });
  if (!out.ok || !out.document) throw new Error('no email: ' + JSON.stringify(out));
  return out.document;
}

describe('offline composer: first email', () => {
  const cases: [string, string[], RegExp][] = [
    ['A welcome email for new subscribers, mention the 10% code WELCOME10', [], /Welcome to Lumen Candles!/],
    ['Remind people about their abandoned cart', [], /You left something behind/],
    ['Our monthly newsletter about autumn scents', [], /This month at Lumen Candles/],
    ['We miss you: win back inactive customers', [], /We miss you/],
    ['Write our first email please', ['holiday_promotion_bfcm'], /Black Friday starts now/],
  ];
  it.each(cases)('"%s" validates and renders', async (message, ids, headline) => {
    const doc = await firstEmail(message, ids);
    const reparsed = parseEmailDocument(doc, { strict: true });
    expect(reparsed.ok).toBe(true);
    const html = renderEmailHtml(doc);
    expect(html).toMatch(headline);
    expect(html).toContain('Lumen Candles');
    expect(html).not.toContain('We are Lumen Candles, hand-poured soy candles from Leeds.');
    expect(renderEmailText(doc)).toContain('Unsubscribe');
  });

  it('uses the customer own words, as whole sentences', async () => {
    const code = await firstEmail('A welcome email for new subscribers, mention the 10% code WELCOME10');
    expect(renderEmailText(code)).toContain('Use the code WELCOME10 at checkout for 10% off.');
    const workshop = await firstEmail('A welcome email for new subscribers, mention the garden workshop');
    expect(renderEmailText(workshop)).toMatch(/Welcome to Lumen Candles!/);
    expect(renderEmailText(workshop)).toContain('We also want to tell you about the garden workshop.');
    const autumn = await firstEmail('Our monthly newsletter about autumn scents');
    expect(renderEmailText(autumn)).toContain('We also want to tell you about autumn scents.');
    // "about their abandoned cart" names the kind of email; it is no detail to repeat.
    const cart = await firstEmail('Remind people about their abandoned cart');
    expect(renderEmailText(cart)).not.toContain('tell you about');
  });

  it('a quoted headline is used as it is', async () => {
    const doc = await firstEmail('A sale email titled "Autumn candles, 20% off"');
    expect(renderEmailText(doc)).toContain('Autumn candles, 20% off');
    expect(renderEmailText(doc)).toContain('For a short time, you can save on our hand-poured soy candles.');
  });
});

describe('offline composer: vague prompts clarify', () => {
  it.each(['hi', 'help me', 'an email'])(
    '"%s" asks what kind of email, with suggestions',
    async (message) => {
      const out = await turn(message);
      expect(out.ok && out.result).toMatchObject({
        kind: 'clarification',
        suggestions: expect.arrayContaining(['A monthly newsletter']),
      });
    },
  );

  it.each([
    ['A feedback survey for our customers', 'Help us do better'],
    ['Tell readers about our new blog article', 'New on our blog'],
    ['A Black Friday email', 'Black Friday starts now'],
  ])('"%s" names a campaign, so it is written without asking', async (message, headline) => {
    expect(renderEmailText(await firstEmail(message))).toContain(headline);
  });

  it('suggests the chosen campaigns', async () => {
    const out = await turn('hello', { ids: ['weekly_newsletter', 'birthday_greeting'] });
    expect(out.ok && out.result.kind === 'clarification' && out.result.suggestions).toEqual([
      'Birthday Greeting',
      'Weekly Newsletter',
    ]);
  });
});

describe('offline composer: minor edits', () => {
  it('maps edit phrases to the right changes', async () => {
    const doc = await firstEmail('A welcome email for new subscribers');
    const green = await turn('make the button green', { mode: 'edit', document: doc });
    expect(green.ok && green.result.kind === 'changes' && green.result.changes).toMatchObject([
      {
        change_type: 'element_edit',
        target_id: 'cta-button',
        new_content: { properties: { button: { backgroundColor: '#2e7d32' } } },
      },
    ]);
    const headline = await turn('change the headline to Hello candle friends', {
      mode: 'edit',
      document: doc,
    });
    expect(headline.ok && headline.result.kind === 'changes' && headline.result.changes).toMatchObject([
      {
        change_type: 'element_edit',
        target_id: 'headline',
        new_content: { content: 'Hello candle friends' },
      },
    ]);
    const long = docOf([
      {
        id: 'story',
        type: 'text',
        content: 'We pour by hand. We use soy wax. We ship in paper. We love Leeds.',
      },
    ]);
    const shorter = await turn('shorter', { mode: 'edit', document: long });
    expect(shorter.ok && shorter.result.kind === 'changes' && shorter.result.changes).toMatchObject([
      {
        change_type: 'element_edit',
        target_id: 'story',
        new_content: { content: 'We pour by hand. We use soy wax.' },
      },
    ]);
  });

  it.each([
    ['Change the heading to "Welcome to Candle Cove!" and make the tone warmer.', 'Welcome to Candle Cove!'],
    [
      'Change the heading to \u201cWelcome to Candle Cove!\u201d and make the tone warmer.',
      'Welcome to Candle Cove!',
    ],
    [
      'Change the heading to \u2018Welcome to Candle Cove!\u2019 and make it warmer.',
      'Welcome to Candle Cove!',
    ],
    ["Change the heading to 'Bob's candles' and make it warmer.", "Bob's candles"],
    ['Make the heading say "Green living, red prices"', 'Green living, red prices'],
    ['change the headline to Hello candle friends', 'Hello candle friends'],
  ])('a quoted edit takes the quoted text as the new text: %s', async (message, heading) => {
    const doc = await firstEmail('A welcome email for new subscribers');
    const out = await turn(message, { mode: 'edit', document: doc });
    expect(out.ok && out.result.kind === 'changes' && out.result.changes).toEqual([
      expect.objectContaining({
        change_type: 'element_edit',
        target_id: 'headline',
        new_content: expect.objectContaining({ type: 'header', content: heading }),
      }),
    ]);
  });

  it('says which part of a quoted edit it left undone', async () => {
    const doc = await firstEmail('A welcome email for new subscribers');
    const out = await turn('Change the heading to "Welcome to Candle Cove!" and make the tone warmer.', {
      mode: 'edit',
      document: doc,
    });
    expect(out.ok && out.result.kind === 'changes' && out.result.rationale).toContain(
      '"make the tone warmer" needs an AI model, so that part is left as it is.',
    );
    const plain = await turn('Change the heading to "Welcome to Candle Cove!"', {
      mode: 'edit',
      document: doc,
    });
    expect(plain.ok && plain.result.kind === 'changes' && plain.result.rationale).not.toContain('AI model');
  });

  it('says what it can do when it cannot parse the edit', async () => {
    const doc = await firstEmail('A welcome email for new subscribers');
    const out = await turn('make it feel more premium', { mode: 'edit', document: doc });
    expect(out.ok && out.result).toMatchObject({
      kind: 'clarification',
      suggestions: expect.arrayContaining(['Make the button green']),
    });
  });
});

describe('offline composer: Just Ask', () => {
  it('answers with facts computed from the document', async () => {
    const doc = await firstEmail('A welcome email for new subscribers');
    const out = await turn('Is any image missing alt text? Will Gmail clip it?', {
      mode: 'ask',
      document: doc,
    });
    const message = out.ok && out.result.kind === 'answer' ? out.result.message : '';
    expect(message).toMatch(/^Offline composer \(no AI model connected\)/);
    expect(message).toContain('**Alt text:** every image has alt text.');
    expect(message).toMatch(/nothing would be clipped/);
    expect(message).toMatch(/\*\*Images:\*\* 1 image, 1 still a placeholder/);
    expect(message).toMatch(/\*\*Links:\*\* 1 link, 1 still a placeholder/);
  });
});

import { describe, expect, it } from 'vitest';
import { chooseEmailType } from '../../../lambdas/adapters/local/offline/choose-email-type';
import { detailSentences, requestedDetails } from '../../../lambdas/adapters/local/offline/details';
import { shopFacts } from '../../../lambdas/adapters/local/offline/draft';
import { draftFor } from '../../../lambdas/adapters/local/offline/first-email';
import { nameFromDomain } from '../../../lambdas/adapters/local/offline/phrasing';
import { quotedTexts } from '../../../lambdas/adapters/local/offline/quoted';

/** The offline composer's reading of the setup and the request: plain rules, checked case by case. */
describe('shop facts from the description and the domain', () => {
  it.each([
    ['vermont-candles.com', 'Vermont Candles'],
    ['https://www.oak-and-hide.com/shop', 'Oak and Hide'],
    ['shop.lumen.co.uk', 'Lumen'],
    ['spin_cycle.net', 'Spin Cycle'],
    ['', undefined],
  ])('the domain %s names the shop %s', (domain, name) => {
    expect(nameFromDomain(domain)).toBe(name);
  });

  it.each([
    [
      'I sell hand-poured soy candles from Vermont.',
      'vermont-candles.com',
      'Vermont Candles',
      'At Vermont Candles, we sell hand-poured soy candles from Vermont.',
    ],
    [
      'We are Lumen Candles, hand-poured soy candles from Leeds.',
      'lumen-home.co.uk',
      'Lumen Candles',
      'At Lumen Candles, we offer hand-poured soy candles from Leeds.',
    ],
    [
      'Candle Cove sells hand-poured soy candles and wax melts.',
      null,
      'Candle Cove',
      'At Candle Cove, we sell hand-poured soy candles and wax melts.',
    ],
    [
      "We're a small bakery in Brooklyn baking sourdough bread and pastries.",
      'brooklyn-bread.com',
      'Brooklyn Bread',
      'At Brooklyn Bread, we bake sourdough bread and pastries in Brooklyn.',
    ],
    [
      'I make handmade leather wallets from Portland, Oregon.',
      'oak-and-hide.com',
      'Oak and Hide',
      'At Oak and Hide, we make handmade leather wallets in Portland, Oregon.',
    ],
  ])('"%s" at %s: %s, "%s"', (description, domain, shop, about) => {
    const facts = shopFacts({ businessDescription: description, goals: [], domain });
    expect(facts.shop).toBe(shop);
    expect(facts.about).toBe(about);
  });

  it("a sentence's first words are no shop name", () => {
    const facts = shopFacts({
      businessDescription: "I'm Jane and I make silver jewelry.",
      goals: [],
      domain: 'jane-silver.com',
    });
    expect(facts).toMatchObject({ shop: 'Jane Silver', about: 'At Jane Silver, we make silver jewelry.' });
  });

  it('with nothing to go on, "our shop" and no sentence about it', () => {
    expect(shopFacts({ businessDescription: null, goals: [], domain: null })).toMatchObject({
      shop: 'our shop',
      named: false,
      known: false,
      about: undefined,
    });
  });
});

describe('the campaign a first email is written for', () => {
  it.each([
    ['A welcome email for new subscribers, mention the garden workshop', [], 'welcome_new_subscriber'],
    ['Remind people about their abandoned cart', [], 'abandoned_cart_1'],
    ['Abandoned cart follow-up with free shipping', [], 'abandoned_cart_2_incentive'],
    ['Invite everyone to our candle-making workshop', [], 'event_webinar_invitation'],
    ['Our monthly newsletter about autumn scents', [], 'monthly_newsletter'],
    ['Sale Announcement', ['weekly_newsletter'], 'general_sale_promotion'],
    ['Write our first email please', ['birthday_greeting', 'weekly_newsletter'], 'birthday_greeting'],
    ['Write our first email please', [], 'monthly_newsletter'],
  ])('"%s" (chosen %j) -> %s', (request, chosen, id) => {
    expect(chooseEmailType(request, chosen, [])).toBe(id);
  });

  it('the goals decide when nothing else does', () => {
    expect(chooseEmailType('Write our first email please', [], ['Win back lapsed customers'])).toBe(
      're_engagement_inactive_1',
    );
  });
});

describe('requested details become whole sentences', () => {
  it.each([
    ['mention the 10% code WELCOME10', ['Use the code WELCOME10 at checkout for 10% off.']],
    ['mention code ZEBRA42. A sale announcement', ['Use the code ZEBRA42 at checkout.']],
    [
      'A welcome email, mention the garden workshop and free delivery',
      // An offer reads as one ("Enjoy ..."), the rest as news.
      ['Enjoy free delivery.', 'We also want to tell you about the garden workshop.'],
    ],
    ['Remind people about their abandoned cart', []],
  ])('%s', (request, sentences) => {
    expect(detailSentences(requestedDetails(request))).toEqual(sentences);
  });
});

describe('quoted text', () => {
  it.each([
    ['to "Welcome to Candle Cove!" and make the tone warmer', ['Welcome to Candle Cove!']],
    ['to \u201cWelcome!\u201d or \u201cHello!\u201d', ['Welcome!', 'Hello!']],
    ['to \u2018Bob\u2019s candles\u2019 please', ['Bob\u2019s candles']],
    ["to 'Bob's candles' please", ["Bob's candles"]],
    ["it's the shop's best week", []],
  ])('%s', (message, quoted) => {
    expect(quotedTexts(message)).toEqual(quoted);
  });
});

/**
 * Issue 30: asked for "a welcome email with code WELCOME10", the composer drafted a "Post-Purchase Thank You"
 * signed "Example". The kind the message names wins, the offer comes from the request, and a reserved test
 * domain's suffix is never the shop's name.
 */
describe('the email asked for, with its offer, from a shop named by its domain', () => {
  const setup = {
    businessDescription: null,
    goals: [],
    selectedCampaignIds: ['post_purchase_thank_you'],
    domain: 'candles-test.example',
  };

  it.each([
    ['a welcome email with code WELCOME10', undefined, 'welcome_new_subscriber'],
    [
      'A welcome email that thanks them for their first order, code WELCOME10',
      undefined,
      'welcome_new_subscriber',
    ],
    ['Write a thank-you email for their order', undefined, 'post_purchase_thank_you'],
    // The latest message answers a clarification: its kind wins over the earlier request's.
    ['a welcome email with code WELCOME10', 'A post-purchase thank you email', 'welcome_new_subscriber'],
    ['with code WELCOME10 please', 'A birthday email', 'birthday_greeting'],
  ])('"%s" (earlier %j) -> %s', (message, earlier, id) => {
    expect(chooseEmailType(message, setup.selectedCampaignIds, [], earlier)).toBe(id);
  });

  it('drafts a welcome from "Candles Test" with the code near the top', () => {
    const { emailType, draft } = draftFor({ message: 'a welcome email with code WELCOME10' }, setup);
    expect(emailType).toBe('welcome_new_subscriber');
    const text = JSON.stringify(draft);
    expect(text).toContain('Candles Test');
    expect(text).not.toMatch(/\bExample\b/);
    const index = draft.body.findIndex((b) => b.kind === 'text' && b.text.includes('WELCOME10'));
    expect(index).toBe(1);
  });

  it.each([
    ['candles-test.example', 'Candles Test'],
    ['my-shop.test', 'My Shop'],
    ['soap.localhost', 'Soap'],
  ])('%s -> %s', (domain, name) => {
    expect(nameFromDomain(domain)).toBe(name);
  });

  it.each([
    ['a sale email with 15% off your first order', ['Enjoy 15% off your first order.']],
    ['a welcome email with free shipping', ['Enjoy free shipping.']],
  ])('an offer without a code: %s', (request, sentences) => {
    expect(detailSentences(requestedDetails(request))).toEqual(sentences);
  });
});

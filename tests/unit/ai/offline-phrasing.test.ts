import { describe, expect, it } from 'vitest';
import { chooseEmailType } from '../../../lambdas/adapters/local/offline/choose-email-type';
import { detailSentences, requestedDetails } from '../../../lambdas/adapters/local/offline/details';
import { shopFacts } from '../../../lambdas/adapters/local/offline/draft';
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
      ['We also want to tell you about the garden workshop and free delivery.'],
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

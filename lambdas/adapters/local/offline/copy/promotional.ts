import type { Compose } from '../draft';
import { ours, range, subscribed, Team } from '../draft';

/** Scheduled & Promotional: newsletters read like a short magazine, offers lead with the offer. */
export const promotionalCopy = {
  weekly_newsletter: (f) => ({
    preview: `This week at ${f.shop}: what is new, what customers love, and one tip worth trying.`,
    headline: `This week at ${f.shop}`,
    heroAlt: `This week's pick from ${f.shop}`,
    body: [
      { kind: 'text', text: 'Here is your short roundup for the week. It takes about two minutes to read.' },
      { kind: 'heading', text: 'New this week' },
      {
        kind: 'text',
        text: `We have been busy with ${ours(f)}, and there is something new for you to see.`,
      },
      { kind: 'heading', text: 'Customer favourite' },
      { kind: 'text', text: `One of ${ours(f)} keeps selling out, and our customers keep telling us why.` },
      { kind: 'heading', text: 'Tip of the week' },
      {
        kind: 'text',
        text: 'Follow the care notes that come with your order, and your favourites will last longer.',
      },
    ],
    cta: "See this week's picks",
    reason: subscribed(f.shop),
  }),

  monthly_newsletter: (f) => ({
    preview: `Your monthly update from ${f.shop} is here. These are the highlights, in one short read.`,
    headline: `This month at ${f.shop}`,
    heroAlt: `The month at ${f.shop}`,
    body: [
      { kind: 'text', text: `A lot has happened at ${f.shop} this month, so here are the highlights.` },
      {
        kind: 'list',
        items: [
          'We share what we have been working on behind the scenes.',
          f.known ? `We show you new ${f.products} worth a look.` : 'We show you new arrivals worth a look.',
          'We pick a favourite from our customers.',
          'We give you a first peek at next month.',
        ],
      },
      {
        kind: 'quote',
        text: 'The best part of every month is hearing from you.',
        citation: Team(f),
      },
    ],
    cta: 'Read the full update',
    reason: subscribed(f.shop),
  }),

  new_product_announcement: (f) => ({
    preview: `Something new has just arrived at ${f.shop}. Be one of the first to see it.`,
    headline: 'Meet our newest arrival',
    heroAlt: `The newest arrival at ${f.shop}`,
    body: [
      {
        kind: 'text',
        text: `Today we are launching something new at ${f.shop}, and we wanted you to see it first.`,
      },
      {
        kind: 'text',
        text: `It joins ${ours(f)}, chosen with the same care you know from us.`,
      },
      { kind: 'heading', text: 'Why you will love it' },
      {
        kind: 'list',
        items: [
          'It is available from today.',
          'The first batch is small, so quantities are limited.',
          'It makes a thoughtful gift, for someone else or for yourself.',
        ],
      },
    ],
    cta: 'Take a look',
    reason: subscribed(f.shop),
  }),

  general_sale_promotion: (f) => ({
    preview: `Our sale is on${f.known ? ` at ${f.shop}` : ''}, with savings on ${range(f)}. It ends soon, so do not wait too long.`,
    headline: 'Our sale is on',
    heroAlt: `The sale at ${f.shop}`,
    body: [
      { kind: 'text', text: `For a short time, you can save on ${range(f)}.` },
      {
        kind: 'card',
        title: 'Up to 20% off',
        text: 'The savings apply to selected items, while stock lasts.',
      },
      {
        kind: 'list',
        items: [
          'Our favourites are at their lowest prices of the season.',
          'New arrivals are part of the sale too.',
          'Every order is packed with the same care as always.',
        ],
      },
      { kind: 'note', text: 'The sale runs for a limited time only.' },
    ],
    cta: 'Shop the sale',
    reason: subscribed(f.shop),
  }),

  holiday_promotion_bfcm: (f) => ({
    preview: `Our Black Friday and Cyber Monday deals are here. Find your holiday gifts at ${f.shop} for less.`,
    headline: 'Black Friday starts now',
    heroAlt: `Black Friday at ${f.shop}`,
    body: [
      {
        kind: 'text',
        text: 'Our biggest sale of the year is here, and it is the perfect time to cross a few gifts off your list.',
      },
      {
        kind: 'card',
        title: 'Black Friday to Cyber Monday',
        text: `Save on ${range(f)} from Friday until midnight on Monday.`,
      },
      { kind: 'heading', text: 'Holiday shopping, made easy' },
      {
        kind: 'list',
        items: [
          'Order early for the best choice.',
          'Check our last shipping dates before the holidays.',
          'Add a gift note, and we will tuck it into the parcel.',
        ],
      },
    ],
    cta: 'Shop the deals',
    reason: subscribed(f.shop),
  }),
} satisfies Record<string, Compose>;

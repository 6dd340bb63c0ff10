import type { Compose } from '../draft';
import { ours, subscribed, Team, team } from '../draft';

const started = (shop: string) => `You are receiving this email because you started an order at ${shop}.`;
const ordered = (shop: string) => `You are receiving this email because you placed an order with ${shop}.`;

/** E-commerce triggers: each answers one moment of a purchase, so each is short and to the point. */
export const ecommerceCopy = {
  abandoned_cart_1: (f) => ({
    preview: `You left something in your cart at ${f.shop}. We have saved it for you.`,
    headline: 'You left something behind',
    heroAlt: 'The items waiting in your cart',
    body: [
      {
        kind: 'text',
        text: `Your cart at ${f.shop} is saved, so you can pick up right where you left off.`,
      },
      {
        kind: 'list',
        items: [
          'Everything you chose is still in your cart.',
          'Checkout takes about a minute.',
          'If something held you back, just reply to this email and we will help.',
        ],
      },
      { kind: 'note', text: 'Popular items can sell out, so we cannot hold your cart for long.' },
    ],
    cta: 'Return to my cart',
    reason: started(f.shop),
  }),

  abandoned_cart_2_incentive: (f) => ({
    preview:
      'Your cart is still waiting, and shipping is on us if you finish your order in the next 48 hours.',
    headline: 'Shipping is on us',
    heroAlt: 'The items waiting in your cart',
    body: [
      {
        kind: 'text',
        text: `We noticed you have not finished your order at ${f.shop} yet, so here is a small thank-you for coming back.`,
      },
      {
        kind: 'card',
        title: 'Free shipping on this order',
        text: 'Complete your order within 48 hours, and we will cover the shipping.',
      },
      { kind: 'text', text: 'Everything you chose is still in your cart, ready when you are.' },
      {
        kind: 'note',
        text: 'The offer applies to the items in this cart and ends 48 hours after this email was sent.',
      },
    ],
    cta: 'Complete my order',
    reason: started(f.shop),
  }),

  browse_abandonment: (f) => ({
    preview: 'Still thinking it over? Here is another look at what caught your eye.',
    headline: 'Still thinking it over?',
    heroAlt: `The item you looked at on ${f.named ? `the ${f.shop}` : 'our'} website`,
    body: [
      {
        kind: 'text',
        text: `We saw you looking around ${f.shop}, and we would like to make deciding a little easier.`,
      },
      { kind: 'heading', text: 'Good to know before you buy' },
      {
        kind: 'list',
        items: [
          'Every order is packed by hand and sent with a tracking link.',
          `${Team(f)} is happy to help you compare ${ours(f)}.`,
          'Any question about an item or about delivery gets a quick answer if you reply to this email.',
        ],
      },
    ],
    cta: 'Take another look',
    reason: subscribed(f.shop),
  }),

  post_purchase_thank_you: (f) => ({
    preview: 'Thank you for your order! Here is what happens next.',
    headline: 'Thank you for your order!',
    heroAlt: `Your order from ${f.shop}`,
    body: [
      {
        kind: 'text',
        text: `We are so glad you chose ${f.shop}. Your order is in good hands, and here is what happens next.`,
      },
      {
        kind: 'list',
        ordered: true,
        items: [
          'We pack your order with care.',
          'You get a tracking link as soon as it ships.',
          'Your parcel arrives, ready to enjoy.',
        ],
      },
      { kind: 'note', text: 'Something not right? Reply to this email, and we will put it right.' },
    ],
    cta: 'View my order',
    reason: ordered(f.shop),
  }),

  post_purchase_review_request: (f) => ({
    preview: 'How are you getting on with your order? Your review helps other shoppers choose.',
    headline: 'How did we do?',
    heroAlt: `Your order from ${f.shop}`,
    body: [
      {
        kind: 'text',
        text: `Your order from ${f.shop} should have arrived by now, and we would love to know what you think.`,
      },
      {
        kind: 'text',
        text: 'A short review takes about a minute. It helps other shoppers choose with confidence, and it tells us what to keep doing and what to do better.',
      },
      { kind: 'quote', text: 'We read every review, and we answer every question.', citation: Team(f) },
    ],
    cta: 'Write a review',
    reason: ordered(f.shop),
  }),

  wishlist_back_in_stock: (f) => ({
    preview: 'Good news: an item you wanted is back in stock. It sold out quickly last time.',
    headline: "It's back in stock!",
    heroAlt: 'The item you asked about, back in stock',
    body: [
      {
        kind: 'text',
        text: `Good news: the item you had your eye on at ${f.shop} is available again.`,
      },
      {
        kind: 'text',
        text: 'It sold out quickly last time, so we wanted you to hear about it before anyone else.',
      },
      { kind: 'note', text: 'We cannot reserve items, and stock is limited.' },
    ],
    cta: 'Shop it now',
    reason: `You are receiving this email because you asked ${f.named ? f.shop : 'us'} to let you know when this item was back.`,
  }),

  wishlist_price_drop: (f) => ({
    preview: 'An item you saved just got cheaper. Now is a good time to treat yourself.',
    headline: 'Good news: the price just dropped',
    heroAlt: 'The item you saved, now at a lower price',
    body: [
      {
        kind: 'text',
        text: `One of the items you saved at ${f.shop} now costs less than when you first looked.`,
      },
      {
        kind: 'list',
        items: [
          'The new price is live now.',
          'The lower price holds only while stock lasts.',
          `Your other favourites are still saved, and ${team(f)} will tell you if they drop too.`,
        ],
      },
    ],
    cta: 'See the new price',
    reason: `You are receiving this email because you saved this item at ${f.shop}.`,
  }),
} satisfies Record<string, Compose>;

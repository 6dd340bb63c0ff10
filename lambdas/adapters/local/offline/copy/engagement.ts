import type { Compose } from '../draft';
import { subscribed, Team, team } from '../draft';

/** Engagement & Re-engagement: personal, warm, and each with one clear thing to do. */
export const engagementCopy = {
  re_engagement_inactive_1: (f) => ({
    preview: `We miss you at ${f.shop}. Here is what has changed since your last visit.`,
    headline: 'We miss you',
    heroAlt: `Something new at ${f.shop}`,
    body: [
      {
        kind: 'text',
        text: `It has been a while since we last saw you, and a lot has changed at ${f.shop}.`,
      },
      { kind: 'heading', text: "What's new" },
      {
        kind: 'list',
        items: [
          f.known
            ? `There are new ${f.products} you have not seen yet.`
            : 'There are new arrivals you have not seen yet.',
          `${Team(f)} has fresh ideas to share.`,
          'Every order still gets the same care it always did.',
        ],
      },
      { kind: 'text', text: 'We would love to see you again, whenever you are ready.' },
    ],
    cta: "See what's new",
    reason: subscribed(f.shop),
  }),

  re_engagement_inactive_2_offer: (f) => ({
    preview: 'It has been a while, so here is 15% off your next order. The offer is yours for seven days.',
    headline: 'Come back for 15% off',
    heroAlt: `A welcome-back offer from ${f.shop}`,
    body: [
      {
        kind: 'text',
        text: `We have missed you at ${f.shop}, so we would like to make your return a little sweeter.`,
      },
      {
        kind: 'card',
        title: '15% off your next order',
        text: 'Use the code WELCOMEBACK at checkout within the next seven days.',
      },
      {
        kind: 'text',
        text: 'There is plenty to discover since your last visit, and we think you will like it.',
      },
      { kind: 'note', text: 'The code works once per customer and cannot be combined with other offers.' },
    ],
    cta: 'Claim my 15% off',
    reason: subscribed(f.shop),
  }),

  birthday_greeting: (f) => ({
    preview: `Happy birthday from everyone at ${f.shop}! We have a little treat for you.`,
    headline: 'Happy birthday!',
    heroAlt: `A birthday card from ${f.shop}`,
    body: [
      { kind: 'text', text: `Everyone at ${f.shop} wishes you a wonderful day.` },
      {
        kind: 'card',
        title: 'A birthday treat',
        text: 'Enjoy 10% off anything you like this month, with our compliments.',
      },
      {
        kind: 'text',
        text: 'Thank you for being part of our story. We hope this year brings you plenty to celebrate.',
      },
    ],
    cta: 'Treat myself',
    reason: `You are receiving this email because you shared your birthday with ${f.shop}.`,
  }),

  feedback_survey_request: (f) => ({
    preview: 'Could you spare two minutes? Your answers help us do better.',
    headline: 'Help us do better',
    heroAlt: `A short survey from ${f.shop}`,
    body: [
      {
        kind: 'text',
        text: `We are always looking for ways to make ${f.shop} better, and nobody knows what works better than our customers.`,
      },
      { kind: 'text', text: 'Our survey has five short questions and takes about two minutes.' },
      { kind: 'heading', text: 'A taste of the questions' },
      {
        kind: 'list',
        items: [
          'How easy was it to find what you wanted?',
          'Did your order arrive the way you expected?',
          'What would you like to see from us next?',
        ],
      },
      { kind: 'note', text: `Every answer is read by ${team(f)}.` },
    ],
    cta: 'Take the survey',
    reason: `You are receiving this email because you are a customer of ${f.shop}.`,
  }),
} satisfies Record<string, Compose>;

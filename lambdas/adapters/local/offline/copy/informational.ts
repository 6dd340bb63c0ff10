import type { Compose } from '../draft';
import { subscribed, team } from '../draft';

const account = (shop: string) => `You are receiving this email because you have an account with ${shop}.`;

/** Informational & Updates: plain, calm and clear; they say what changes and what the reader must do. */
export const informationalCopy = {
  new_blog_post_notification: (f) => ({
    preview: 'A new article is up on our blog. Here is what it covers, in short.',
    headline: 'New on our blog',
    heroAlt: `The new article on ${f.named ? `the ${f.shop}` : 'our'} blog`,
    body: [
      {
        kind: 'text',
        text: `We have just published a new article on ${f.named ? `the ${f.shop}` : 'our'} blog. It is written for anyone who loves ${f.known ? f.products : 'what we do'}, with ideas you can use straight away.`,
      },
      { kind: 'heading', text: 'In this article' },
      {
        kind: 'list',
        items: [
          'You get practical tips you can try today.',
          'You hear the thinking behind what we do.',
          'You find answers to the questions our customers ask most.',
        ],
      },
    ],
    cta: 'Read the article',
    reason: subscribed(f.shop),
  }),

  policy_update_terms: (f) => ({
    preview: 'We are updating our terms of service. Here is a short summary of what is changing.',
    headline: "We're updating our terms of service",
    heroAlt: `An update from ${f.shop}`,
    body: [
      {
        kind: 'text',
        text: `We are updating the terms of service that apply when you shop with ${f.named ? f.shop : 'us'}. We want the changes to be easy to follow, so here is a short summary.`,
      },
      { kind: 'heading', text: 'What is changing' },
      {
        kind: 'list',
        items: [
          'We have rewritten parts of the terms in plainer language.',
          'We have made it clearer how orders, returns and refunds work.',
          'We have updated our contact details.',
        ],
      },
      {
        kind: 'text',
        text: 'The new terms take effect 30 days after the date of this email. If you keep shopping with us after that, the new terms apply.',
      },
      {
        kind: 'note',
        text: 'You do not need to do anything. If you have a question, just reply to this email.',
      },
    ],
    cta: 'Read the new terms',
    reason: account(f.shop),
  }),

  policy_update_privacy: (f) => ({
    preview: 'We have updated our privacy policy. Here is what it means for your personal data.',
    headline: 'An update to our privacy policy',
    heroAlt: `A privacy update from ${f.shop}`,
    body: [
      {
        kind: 'text',
        text: `Your trust matters to ${team(f)}, so we want you to know that we have updated our privacy policy.`,
      },
      { kind: 'heading', text: 'What this means for you' },
      {
        kind: 'list',
        items: [
          'We explain more clearly what data we collect and why.',
          'We say how long we keep your data.',
          'We list the rights you have and how to use them.',
        ],
      },
      {
        kind: 'note',
        text: 'If you have a question about your data, reply to this email, and we will answer it.',
      },
    ],
    cta: 'Read the privacy policy',
    reason: account(f.shop),
  }),

  important_account_notification: (f) => ({
    preview: `This is an important notice about your account with ${f.shop}. Please take a moment to read it.`,
    headline: 'Important information about your account',
    heroAlt: `A notice from ${f.shop}`,
    body: [
      {
        kind: 'text',
        text: `We are writing to let you know about a change to your account with ${f.shop}.`,
      },
      {
        kind: 'card',
        title: 'What you need to do',
        text: 'Please sign in to your account and check that your details are up to date.',
      },
      {
        kind: 'text',
        text: `If you did not expect this email, or something does not look right, reply to it, and ${team(f)} will help straight away.`,
      },
      { kind: 'note', text: 'For your security, we will never ask for your password by email.' },
    ],
    cta: 'Sign in to my account',
    reason: `You are receiving this email because it concerns your account with ${f.shop}.`,
  }),
} satisfies Record<string, Compose>;

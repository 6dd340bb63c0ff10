import type { Compose } from '../draft';
import { ours, subscribed, Team, team } from '../draft';

/** Welcome & Onboarding: greet, tell the story, show the benefits, invite the first order. */
export const welcomeCopy = {
  welcome_new_subscriber: (f) => ({
    preview: `Thanks for signing up for news from ${f.shop}. Here is what you can expect from us.`,
    headline: `Welcome to ${f.shop}!`,
    heroAlt: `A warm welcome from ${f.shop}`,
    body: [
      { kind: 'text', text: ['We are so glad you are here.', f.about].filter(Boolean).join(' ') },
      { kind: 'heading', text: 'What to expect' },
      {
        kind: 'list',
        items: [
          `You will be the first to hear about anything new at ${f.shop}.`,
          'You will get offers we keep for subscribers only.',
          `Now and then, ${team(f)} will share tips on getting the most out of ${ours(f)}.`,
        ],
      },
      {
        kind: 'text',
        text: 'We only write when we have something worth your time, and you can unsubscribe with one click whenever you like.',
      },
    ],
    cta: 'Start exploring',
    reason: subscribed(f.shop),
  }),

  welcome_new_customer: (f) => ({
    preview: `Thank you for your first order with ${f.shop}. Here are a few things worth knowing.`,
    headline: 'Welcome, and thank you for your first order',
    heroAlt: `A thank-you from ${f.shop}`,
    body: [
      {
        kind: 'text',
        text: `Your first order means a lot to ${team(f)}. We want you to feel at home, so here is a short tour.`,
      },
      { kind: 'heading', text: 'Getting around' },
      {
        kind: 'list',
        items: [
          'You can follow your order at any time from your account.',
          `Our website has care tips and guides for ${ours(f)}.`,
          'New arrivals come in every season, and customers hear about them first.',
        ],
      },
      {
        kind: 'card',
        title: 'Need a hand?',
        text: 'Reply to this email with any question, and a real person from our team will answer.',
      },
    ],
    cta: 'Browse the shop',
    reason: `You are receiving this email because you placed an order with ${f.shop}.`,
  }),

  onboarding_series_1: (f) => ({
    preview: `Here is the story behind ${f.shop}, in a few short lines. It starts with why we do what we do.`,
    headline: `The story behind ${f.shop}`,
    heroAlt: `The people behind ${f.shop}`,
    body: [
      ...(f.about ? [{ kind: 'text' as const, text: f.about }] : []),
      {
        kind: 'text',
        text: 'It all started with a simple idea: offer things people are happy to use every day, and treat every order as if it were our own.',
      },
      { kind: 'heading', text: 'What we care about' },
      {
        kind: 'list',
        items: [
          'We sweat the details, from the first idea to the way your parcel is packed.',
          'We keep our prices honest and our answers clear.',
          'We listen to our customers, and much of what we offer started as your suggestion.',
        ],
      },
      {
        kind: 'quote',
        text: 'We want every order to feel like a small gift to yourself.',
        citation: Team(f),
      },
    ],
    cta: 'Read our story',
    reason: subscribed(f.shop),
  }),

  onboarding_series_2: (f) => ({
    preview: `Here is why people choose ${ours(f)}, and how they enjoy them every day.`,
    headline: `Why people love ${ours(f)}`,
    heroAlt: `A selection of ${ours(f)}`,
    body: [
      {
        kind: 'text',
        text: `You already know a little about ${f.shop}. Now we would like to show you what makes ${ours(f)} worth having.`,
      },
      {
        kind: 'card',
        title: 'Chosen with care',
        text: 'Everything we offer is checked by hand before it leaves us, so what arrives is what you expected.',
      },
      {
        kind: 'card',
        title: 'Made for every day',
        text: 'Our customers tell us they reach for them again and again, not just on special occasions.',
      },
      {
        kind: 'card',
        title: 'Easy to choose',
        text: 'Not sure where to start? Reply to this email, and we will help you find the right one.',
      },
    ],
    cta: 'Discover the range',
    reason: subscribed(f.shop),
  }),

  onboarding_series_3: (f) => ({
    preview: 'Ready for your first order? Here is the easiest way to start.',
    headline: 'Ready when you are',
    heroAlt: `A favourite from ${f.shop}`,
    body: [
      {
        kind: 'text',
        text: `You have been with ${f.shop} for a few days now, and we would love to help you choose your first order.`,
      },
      { kind: 'heading', text: 'Three easy steps' },
      {
        kind: 'list',
        ordered: true,
        items: [
          `Browse ${ours(f)} and pick a favourite.`,
          'Add it to your cart and check out in about a minute.',
          'We pack your order with care and send you a tracking link.',
        ],
      },
      { kind: 'note', text: 'Have a question before you buy? Just reply to this email.' },
    ],
    cta: 'Choose my first order',
    reason: subscribed(f.shop),
  }),
} satisfies Record<string, Compose>;

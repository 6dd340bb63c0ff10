import type { Compose } from '../draft';
import { ours, subscribed, team } from '../draft';

/** Scheduled & Promotional, the events: an invitation with the details to fill in, then a reminder. */
export const eventCopy = {
  event_webinar_invitation: (f) => ({
    preview: `You are invited to an event hosted by ${f.shop}. Places are limited, so save yours today.`,
    headline: "You're invited",
    heroAlt: `An event hosted by ${f.shop}`,
    body: [
      {
        kind: 'text',
        text: `We are hosting an event, and we would love you to be there. Come and meet ${team(f)}, ask your questions and see ${ours(f)} up close.`,
      },
      { kind: 'heading', text: 'The details' },
      {
        kind: 'list',
        items: [
          'When: add the date and time here.',
          'Where: add the place or the online link here.',
          'What to expect: a relaxed hour with our team and plenty of time for your questions.',
        ],
      },
      { kind: 'note', text: 'Places are limited, so please save yours early.' },
    ],
    cta: 'Save my spot',
    reason: subscribed(f.shop),
  }),

  event_webinar_reminder: (f) => ({
    preview: `Your event with ${f.shop} is coming up soon. Here is everything you need to join.`,
    headline: 'See you soon!',
    heroAlt: `Your event with ${f.shop}`,
    body: [
      {
        kind: 'text',
        text: `This is a friendly reminder that the ${f.named ? f.shop + ' ' : ''}event you signed up for is about to start.`,
      },
      { kind: 'heading', text: 'Before you join' },
      {
        kind: 'list',
        ordered: true,
        items: [
          'Add the event to your calendar.',
          'Check the start time in your own time zone.',
          'Bring your questions, as there will be time to ask them.',
        ],
      },
      {
        kind: 'note',
        text: 'Cannot make it any more? Reply to this email, and we will offer your place to someone else.',
      },
    ],
    cta: 'Join the event',
    reason: `You are receiving this email because you signed up for an event with ${f.shop}.`,
  }),
} satisfies Record<string, Compose>;

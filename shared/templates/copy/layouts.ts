import type { TemplateSpec } from '../types';

/** Layouts that stand on their own, not tied to an onboarding email type. */
export const layoutTemplates: TemplateSpec[] = [
  {
    id: 'layout_newsletter',
    name: 'Newsletter',
    pattern: 'newsletter',
    preview: 'The latest from {shop}.',
    headline: 'The latest from {shop}',
    body: ['A short round-up of our news.'],
    items: ['Top story', 'In the shop', 'From the community'],
    cta: 'Read more on our site',
  },
  {
    id: 'layout_product_grid',
    name: 'Product grid',
    pattern: 'products',
    preview: 'Hand-picked for you.',
    headline: 'Hand-picked for you',
    body: ['Our favourites this season.'],
    items: ['First product', 'Second product', 'Third product'],
    cta: 'Shop all',
  },
  {
    id: 'layout_announcement',
    name: 'Announcement',
    pattern: 'story',
    preview: 'Big news from {shop}.',
    headline: 'Big news from {shop}',
    body: ['Tell your customers what is new in two or three sentences.'],
    cta: 'Find out more',
  },
  {
    id: 'layout_sale_code',
    name: 'Sale with a code',
    pattern: 'offer',
    preview: 'A code just for you.',
    headline: 'A code just for you',
    body: ['Use the code below at checkout to save 25%.'],
    code: 'SAVE25',
    cta: 'Shop now',
  },
  {
    id: 'layout_event_invitation',
    name: 'Event invitation',
    pattern: 'event',
    preview: 'Join us.',
    headline: 'Join us',
    body: ['We would love to see you there.'],
    items: ['Date: add the date', 'Time: add the time', 'Where: add the place'],
    cta: 'Reply to join',
  },
];

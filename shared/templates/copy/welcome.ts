import type { TemplateSpec } from '../types';

/** Welcome & Onboarding (5 email types). */
export const welcomeTemplates: TemplateSpec[] = [
  {
    id: 'welcome_new_subscriber',
    name: 'Welcome New Subscriber',
    emailType: 'welcome_new_subscriber',
    pattern: 'story',
    preview: 'Thanks for joining us. Here is what to expect.',
    headline: 'Welcome to {shop}!',
    body: [
      'Thank you for signing up. We are glad you are here.',
      'Expect a short note from us when something new arrives, a heads-up before every sale, and nothing you did not ask for.',
    ],
    cta: 'Visit the shop',
    note: 'Reply to this email any time: a real person reads it.',
  },
  {
    id: 'welcome_new_customer',
    name: 'Welcome New Customer',
    emailType: 'welcome_new_customer',
    pattern: 'story',
    preview: 'Thank you for your first order.',
    headline: 'Thank you for your first order',
    body: [
      'Welcome to the {shop} family. Your order is in good hands and we will let you know the moment it ships.',
      'While you wait, here are a few things other customers love.',
    ],
    items: ['Care tips for what you bought', 'Our most loved products', 'Free returns within 30 days'],
    cta: 'Explore the shop',
  },
  {
    id: 'onboarding_series_1',
    name: 'Onboarding Series 1: Intro',
    emailType: 'onboarding_series_1',
    pattern: 'story',
    preview: 'The story behind what we make.',
    headline: 'How {shop} began',
    body: [
      'Every shop starts with a reason. Ours was simple: make things we would be proud to use ourselves.',
      'Over the next few emails we will show you how we work and what makes our products different.',
    ],
    cta: 'Read our story',
  },
  {
    id: 'onboarding_series_2',
    name: 'Onboarding Series 2: Features/Benefits',
    emailType: 'onboarding_series_2',
    pattern: 'story',
    preview: 'What makes our products worth it.',
    headline: 'Made to last, made to be used',
    body: ['Here is what our customers tell us they love most.'],
    items: [
      'Made with care, in small batches',
      'Materials we would use at home',
      'Help from real people when you need it',
    ],
    cta: 'See how it works',
  },
  {
    id: 'onboarding_series_3',
    name: 'Onboarding Series 3: Call to Action',
    emailType: 'onboarding_series_3',
    pattern: 'offer',
    preview: 'A little something for your first order.',
    headline: 'Ready for your first order?',
    body: ['As a thank you for getting to know us, here is 10% off your first order.'],
    code: 'WELCOME10',
    cta: 'Shop now',
  },
];

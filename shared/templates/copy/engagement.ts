import type { TemplateSpec } from '../types';

/** Engagement & re-engagement (4 email types). */
export const engagementTemplates: TemplateSpec[] = [
  {
    id: 're_engagement_inactive_1',
    name: 'We Miss You',
    emailType: 're_engagement_inactive_1',
    pattern: 'story',
    preview: 'It has been a while. Here is what is new.',
    headline: 'We miss you',
    body: ['It has been a while since we last saw you. A lot has changed at {shop}: here is what is new.'],
    items: ['New arrivals every month', 'Faster delivery', 'Our best sellers, restocked'],
    cta: 'See what is new',
  },
  {
    id: 're_engagement_inactive_2_offer',
    name: 'Win-Back Offer',
    emailType: 're_engagement_inactive_2_offer',
    pattern: 'offer',
    preview: 'Come back for 15% off.',
    headline: 'Come back for 15% off',
    body: ['We would love to see you again. Here is 15% off anything in the shop, this week only.'],
    code: 'MISSYOU15',
    cta: 'Use my code',
  },
  {
    id: 'birthday_greeting',
    name: 'Birthday Greeting',
    emailType: 'birthday_greeting',
    pattern: 'offer',
    preview: 'Happy birthday! A small gift inside.',
    headline: 'Happy birthday!',
    body: ['Everyone at {shop} wishes you a wonderful day. Here is a small gift from us.'],
    code: 'BIRTHDAY20',
    cta: 'Treat yourself',
  },
  {
    id: 'feedback_survey_request',
    name: 'Feedback Survey',
    emailType: 'feedback_survey_request',
    pattern: 'notice',
    preview: 'Three questions, two minutes.',
    headline: 'Help us do better',
    body: [
      'We are a small team and your opinion shapes what we do next. The survey has three questions and takes two minutes.',
    ],
    cta: 'Take the survey',
  },
];

import type { TemplateSpec } from '../types';

/** Informational & updates (4 email types). */
export const informationalTemplates: TemplateSpec[] = [
  {
    id: 'new_blog_post_notification',
    name: 'New Blog Post',
    emailType: 'new_blog_post_notification',
    pattern: 'story',
    preview: 'New on the blog.',
    headline: 'New on the blog',
    body: ['We just published a new article. Here is a taste of it.'],
    cta: 'Read the article',
  },
  {
    id: 'policy_update_terms',
    name: 'Terms of Service Update',
    emailType: 'policy_update_terms',
    pattern: 'notice',
    preview: 'We are updating our terms of service.',
    headline: 'We are updating our terms',
    body: ['We are making some changes to our terms of service. They take effect on the date below.'],
    items: ['What is changing', 'When it takes effect', 'What you need to do: nothing'],
    cta: 'Read the new terms',
  },
  {
    id: 'policy_update_privacy',
    name: 'Privacy Policy Update',
    emailType: 'policy_update_privacy',
    pattern: 'notice',
    preview: 'We are updating our privacy policy.',
    headline: 'Our privacy policy is changing',
    body: ['We have updated our privacy policy to explain more clearly what we collect and why.'],
    items: ['What we collect', 'How we use it', 'Your choices'],
    cta: 'Read the privacy policy',
  },
  {
    id: 'important_account_notification',
    name: 'Important Account Notice',
    emailType: 'important_account_notification',
    pattern: 'notice',
    preview: 'An important notice about your account.',
    headline: 'An important notice about your account',
    body: ['We are writing to let you know about a change to your account. Please read the details below.'],
    cta: 'Review my account',
  },
];

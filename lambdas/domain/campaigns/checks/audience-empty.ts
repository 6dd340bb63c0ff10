import type { Check } from './check-input';

/** Error: nobody to send to. */
export const audienceEmptyCheck: Check = ({ audienceCount }) =>
  audienceCount > 0
    ? []
    : [
        {
          id: 'audience-empty',
          severity: 'error',
          message: 'No subscribed contact matches this audience.',
          fix: 'Choose other tags or all subscribed contacts, or add contacts first.',
          fixPath: '/contacts',
        },
      ];

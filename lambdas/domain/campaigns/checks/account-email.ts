import type { Check } from './check-input';

/** Error: the account's own email address is not verified. */
export const accountEmailCheck: Check = ({ emailVerified }) =>
  emailVerified
    ? []
    : [
        {
          id: 'account-email',
          severity: 'error',
          message: 'Your account email address is not verified.',
          fix: 'Enter the code we emailed you in the banner at the top of the page (or ask for a new one), then check again.',
        },
      ];

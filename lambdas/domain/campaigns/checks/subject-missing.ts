import type { Check } from './check-input';

/** Error: no subject. */
export const subjectMissingCheck: Check = ({ subject }) =>
  subject.trim()
    ? []
    : [
        {
          id: 'subject-missing',
          severity: 'error',
          message: 'The campaign has no subject.',
          fix: 'Write a subject that says what the email is about.',
        },
      ];

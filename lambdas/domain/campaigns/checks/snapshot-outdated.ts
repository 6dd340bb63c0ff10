import type { Check } from './check-input';

/** Warning: the email changed in the editor after the campaign took its copy (that copy is what is sent). */
export const snapshotOutdatedCheck: Check = ({ snapshotOutdated }) =>
  snapshotOutdated
    ? [
        {
          id: 'snapshot-outdated',
          severity: 'warning',
          message: 'The email was changed in the editor after this campaign took its copy.',
          fix: 'Choose the email again to send its latest version (“Use the latest version”).',
        },
      ]
    : [];

import type { Check } from './check-input';

/** Error: the account's sending domain is not verified (a campaign never goes from the product's sender). */
export const sendingDomainCheck: Check = ({ sendingDomain }) => {
  if (sendingDomain.overall === 'verified' && sendingDomain.domain) return [];
  if (!sendingDomain.domain)
    return [
      {
        id: 'sending-domain',
        severity: 'error',
        message: 'You have no sending domain yet, and campaigns are only sent from your own domain.',
        fix: 'Set up your domain on the DNS page: publish the records it lists, then verify them.',
        fixPath: '/dns-confirmation',
      },
    ];
  const pending = sendingDomain.records
    .filter((r) => r.status !== 'verified')
    .map((r) => `${r.label} (${(r.status ?? 'not checked').replace(/_/g, ' ')})`);
  return [
    {
      id: 'sending-domain',
      severity: 'error',
      message:
        `Your sending domain ${sendingDomain.domain} is not verified yet` +
        (pending.length ? `: ${pending.join(', ')}.` : '.'),
      fix: 'Publish the DNS records on the DNS page and press Verify; DNS changes can take a few hours to show.',
      fixPath: '/dns-confirmation',
    },
  ];
};

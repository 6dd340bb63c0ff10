import { describe, expect, it } from 'vitest';
import { buildSignupFormSnippet } from '../../../shared/tracking/signup-form-snippet';

const ID = 'jm_0123456789abcdefABCDEF';

describe('buildSignupFormSnippet', () => {
  it('is a plain form posting to the signup route, with the email, first name and hidden honeypot fields', () => {
    const html = buildSignupFormSnippet({ origin: 'https://app.junglemail.example/', trackingId: ID });
    expect(html).toContain(
      `<form method="post" action="https://app.junglemail.example/api/subscribe/${ID}">`,
    );
    expect(html).toContain('name="email" required');
    expect(html).toContain('name="firstName"');
    // The honeypot: out of sight, out of the tab order and of the accessibility tree.
    expect(html).toMatch(
      /<div aria-hidden="true" style="position:absolute;left:-10000px">\s*<input type="text" name="website" tabindex="-1"/,
    );
    expect(html).not.toContain('<script');
  });

  it.each([
    ['javascript:alert(1)', ID],
    ['https://app.example"><script>', ID],
    ['https://app.example', `${ID}" onload="x`],
  ])('refuses origin %j / id %j', (origin, trackingId) => {
    expect(() => buildSignupFormSnippet({ origin, trackingId })).toThrow();
  });
});

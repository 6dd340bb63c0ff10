import { describe, expect, it } from 'vitest';
import { checkSignatureTime } from '../../../lambdas/adapters/stripe/signature-time';
import { WebhookSignatureError } from '../../../lambdas/ports/payments';

const NOW = 1_800_000_000;
const header = (t: number | string) => `t=${t},v1=abc123`;

describe('checkSignatureTime (before the Stripe SDK, which checks only age)', () => {
  it('accepts timestamps within the tolerance either side of now', () => {
    for (const t of [NOW, NOW - 300, NOW + 300, NOW + 299])
      expect(() => checkSignatureTime(header(t), NOW, 300)).not.toThrow();
  });

  it('refuses a timestamp ten minutes in the future', () => {
    expect(() => checkSignatureTime(header(NOW + 600), NOW, 300)).toThrow(WebhookSignatureError);
    expect(() => checkSignatureTime(header(NOW + 301), NOW, 300)).toThrow(/future/);
  });

  it('refuses a stale timestamp', () => {
    expect(() => checkSignatureTime(header(NOW - 301), NOW, 300)).toThrow(/older/);
  });

  it('refuses a header with no timestamp, two timestamps or a malformed one', () => {
    for (const bad of ['v1=abc', `t=${NOW},t=${NOW},v1=abc`, 't=soon,v1=abc', 't=-5,v1=abc', ''])
      expect(() => checkSignatureTime(bad, NOW, 300)).toThrow(WebhookSignatureError);
  });
});

import { WebhookSignatureError } from '../../ports/payments';

/**
 * Our own check of a `stripe-signature` header's timestamp, made before the SDK's: the SDK refuses only
 * signatures older than the tolerance, so one dated ten minutes ahead would pass it. Here a timestamp more
 * than `toleranceSeconds` away from now in either direction (or none at all) is refused.
 */
export function checkSignatureTime(header: string, nowSeconds: number, toleranceSeconds: number): void {
  const stamps = header
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.startsWith('t='))
    .map((part) => part.slice(2));
  const [stamp] = stamps;
  if (stamps.length !== 1 || stamp === undefined || !/^\d{1,12}$/.test(stamp))
    throw new WebhookSignatureError('The stripe-signature header has no single timestamp.');
  const skew = Number(stamp) - nowSeconds;
  if (skew > toleranceSeconds)
    throw new WebhookSignatureError('The signature is dated in the future, beyond the tolerance.');
  if (skew < -toleranceSeconds) throw new WebhookSignatureError('The signature is older than the tolerance.');
}

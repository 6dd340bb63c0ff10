import type { BillingConfig } from '../../config';
import { PaymentsUnavailableError } from '../../ports/payments';

export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
}

let cached: Promise<StripeKeys> | undefined;

/**
 * The Stripe keys: from the environment when set (locally, tests), else from the Secrets Manager secret
 * STRIPE_SECRET_ARN (JSON {"secretKey": "sk_...", "webhookSecret": "whsec_..."}) read once per cold start
 * through the AWS Parameters and Secrets Lambda Extension on localhost:2773 (CDK adds the layer and the
 * secretsmanager:GetSecretValue grant), so nothing secret is in the template or the function's environment.
 */
export function stripeKeys(billing: BillingConfig): Promise<StripeKeys> {
  if (billing.secretKey && billing.webhookSecret)
    return Promise.resolve({ secretKey: billing.secretKey, webhookSecret: billing.webhookSecret });
  if (!billing.secretArn)
    return Promise.reject(new PaymentsUnavailableError('Stripe keys are not configured.'));
  cached ??= fromExtension(billing.secretArn).catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

async function fromExtension(secretArn: string): Promise<StripeKeys> {
  const port = process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT ?? '2773';
  const res = await fetch(
    `http://localhost:${port}/secretsmanager/get?secretId=${encodeURIComponent(secretArn)}`,
    { headers: { 'X-Aws-Parameters-Secrets-Token': process.env.AWS_SESSION_TOKEN ?? '' } },
  );
  if (!res.ok) throw new Error(`Reading the Stripe secret failed (${res.status})`);
  const { SecretString } = (await res.json()) as { SecretString?: string };
  const value = JSON.parse(SecretString ?? '{}') as Partial<StripeKeys>;
  if (!value.secretKey || !value.webhookSecret)
    throw new PaymentsUnavailableError('The Stripe secret has no secretKey or webhookSecret yet.');
  return { secretKey: value.secretKey, webhookSecret: value.webhookSecret };
}

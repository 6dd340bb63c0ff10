/**
 * A function bundles only the SDKs it calls: each handler is bundled with AppFunction's esbuild options
 * (infra/constructs/bundling.ts) and its inputs are read from esbuild's metafile. The billing webhook is
 * the control: the same check finds stripe where it belongs. All figures: docs/bench/lambda-bundles.md.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundleHandler } from '../../support/lambda-bundle';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const AI_AND_BILLING = ['stripe', 'openai', '@aws-sdk/client-bedrock-runtime'];
/** esbuild takes a second or two per handler, more on a busy machine. */
const BUNDLING_MS = 60_000;

describe('Lambda bundles carry only the SDKs their function uses', { timeout: BUNDLING_MS }, () => {
  it('the health function has no stripe, openai or Bedrock Runtime (it pings table, bucket, mail, pool)', async () => {
    const bundle = await bundleHandler(root, 'health.ts');
    for (const sdk of AI_AND_BILLING) expect(bundle.packages.has(sdk), sdk).toBe(false);
    expect(bundle.heavy).toEqual([
      '@aws-sdk/client-s3',
      '@aws-sdk/s3-presigned-post',
      '@aws-sdk/client-sesv2',
      '@aws-sdk/client-cognito-identity-provider',
    ]);
  });

  it('the project read function carries DynamoDB only, none of the heavy SDKs', async () => {
    const bundle = await bundleHandler(root, 'project-get.ts');
    expect(bundle.heavy).toEqual([]);
    expect(bundle.packages.has('@aws-sdk/client-dynamodb')).toBe(true);
  });

  it('the one-click unsubscribe (public, called by mailbox providers) carries none of the heavy SDKs', async () => {
    expect((await bundleHandler(root, 'unsubscribe-one-click.ts')).heavy).toEqual([]);
    // The signup form answers first and mails after, from its queue's worker (issue 30).
    expect((await bundleHandler(root, 'subscribe-form.ts')).heavy).toEqual([]);
    // It asks the user pool whether the owner's email is verified before mailing.
    expect((await bundleHandler(root, 'subscribe-job.ts')).heavy.sort()).toEqual([
      '@aws-sdk/client-cognito-identity-provider',
      '@aws-sdk/client-sesv2',
    ]);
  });

  it('the billing webhook (control) carries stripe and nothing of the AI', async () => {
    const bundle = await bundleHandler(root, 'billing-webhook.ts');
    expect(bundle.heavy).toEqual(['stripe']);
  });
});

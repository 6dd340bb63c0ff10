import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, streams, triggers } from '../../lambdas/routes';
import {
  actionsOfRole,
  inParent,
  refId,
  removeTempDirs,
  resourcesOf,
  synth,
  type Synthesized,
} from './synth';

/** Billing (issue 10): the Stripe keys live in Secrets Manager; the template carries only the secret's ARN. */
let s: Synthesized;
beforeAll(() => {
  s = synth();
});
afterAll(removeTempDirs);

describe('Stripe keys in Secrets Manager', () => {
  it('creates one secret with empty keys and puts no key in the template', () => {
    const secrets = resourcesOf(s.json, 'AWS::SecretsManager::Secret').filter(([id]) =>
      id.startsWith('StripeSecret'),
    );
    expect(secrets).toHaveLength(1);
    const template = JSON.stringify(s.json);
    expect(template).not.toMatch(/sk_(live|test)_[A-Za-z0-9]/);
    expect(template).not.toMatch(/whsec_[A-Za-z0-9]/);
    const generate = secrets[0]![1].Properties?.GenerateSecretString as { SecretStringTemplate: string };
    expect(JSON.parse(generate.SecretStringTemplate)).toEqual({ secretKey: '', webhookSecret: '' });
  });

  it('gives the billing functions the secret ARN, the extension layer and GetSecretValue on that secret only', () => {
    const [secretId] = resourcesOf(s.json, 'AWS::SecretsManager::Secret').find(([id]) =>
      id.startsWith('StripeSecret'),
    )!;
    const billing = routes.filter((r) => (r.grants as readonly string[]).includes('billing:secrets'));
    expect(billing.map((r) => r.id).sort()).toEqual([
      'accountDelete',
      'billingCheckout',
      'billingPortal',
      'billingWebhook',
    ]);
    // The main stack's functions and the API areas' (a parameter there stands for the secret's ARN).
    const functions = s.apiTemplates.flatMap((json) =>
      resourcesOf(json, 'AWS::Lambda::Function').map(([, fn]) => ({ json, fn })),
    );
    let withLayer = 0;
    for (const { json, fn } of functions) {
      const env = (fn.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)
        ?.Variables;
      if (!env?.STRIPE_SECRET_ARN) continue;
      expect(refId(inParent(s, json, env.STRIPE_SECRET_ARN))).toBe(secretId);
      const layers = (fn.Properties?.Layers as unknown[] | undefined) ?? [];
      if (layers.some((l) => JSON.stringify(l).includes('Paramsandsecretslayer'))) {
        withLayer += 1;
        const roleId = refId(fn.Properties?.Role)!;
        expect(actionsOfRole(json, roleId)).toContain('secretsmanager:GetSecretValue');
      }
    }
    // The signing secret (issue 20) is read through the same extension.
    const layered = [...routes, ...triggers, ...streams].filter((r) =>
      (r.grants as readonly string[]).some((g) => g === 'billing:secrets' || g === 'signing:read'),
    );
    expect(withLayer).toBe(layered.length);
    const mappings = JSON.stringify((s.json as { Mappings?: unknown }).Mappings ?? {});
    expect(mappings).toContain('AWS-Parameters-and-Secrets-Lambda-Extension');
    for (const json of s.apiTemplates)
      for (const [id, role] of resourcesOf(json, 'AWS::IAM::Policy')) {
        const statements = (
          role.Properties?.PolicyDocument as {
            Statement: { Sid?: string; Action: unknown; Resource: unknown }[];
          }
        ).Statement;
        for (const st of statements) {
          if (JSON.stringify(st.Action).includes('secretsmanager') && st.Sid !== 'SigningRead')
            expect(refId(inParent(s, json, st.Resource)), `${id} reads only the Stripe secret`).toBe(
              secretId,
            );
        }
      }
  });
});

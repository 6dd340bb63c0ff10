import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoStore } from '../../../lambdas/adapters/aws/dynamo-store';
import { keys } from '../../../lambdas/table';
import type { E2eUser } from './session';

/**
 * Puts a user on an active plan, as the plan page would (the plan routes are tested on their own): the
 * profile is created by GET /api/profile, then its tier and status are written to the stack's table.
 */
export async function activatePlan(
  baseUrl: string,
  env: Record<string, string>,
  user: E2eUser,
  tier: 'free' | 'pro' | 'premium' = 'pro',
): Promise<{ username: string }> {
  const res = await fetch(`${baseUrl}/api/profile`, { headers: { authorization: `Bearer ${user.idToken}` } });
  if (!res.ok) throw new Error(`GET /api/profile: ${res.status} ${await res.text()}`);
  const { profile } = (await res.json()) as { profile: { username: string } };
  const client = new DynamoDBClient({
    endpoint: env.AWS_ENDPOINT_DYNAMODB,
    region: env.AWS_REGION,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await new DynamoStore(client, env.TABLE_NAME as string).update(
    keys.profile(user.sub),
    { subscriptionTier: tier, subscriptionStatus: 'active' },
    'present',
  );
  client.destroy();
  return { username: profile.username };
}

/**
 * Shared by the tracking integration tests: the table as the handlers see it (to prove what was and was
 * not stored), a signed-in user with a setup made through PATCH /api/setup, and event bodies.
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { inject } from 'vitest';
import { DynamoStore } from '../../../lambdas/adapters/aws/dynamo-store';
import type { Item } from '../../../lambdas/ports/store';
import { keys } from '../../../lambdas/table';
import { call } from '../helpers/api';
import { newUser, type Tokens } from '../helpers/cognito';

const { env } = inject('stack');
export const dynamo = new DynamoDBClient({
  endpoint: env.AWS_ENDPOINT_DYNAMODB,
  region: env.AWS_REGION,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
export const store = new DynamoStore(dynamo, env.TABLE_NAME as string);

export interface TrackedUser extends Tokens {
  sub: string;
  setupId: string;
  domain: string;
  trackingId: string;
}

/** The caller's setup, as onboarding saves it (PATCH /api/setup); resolves with its id. */
export async function createSetup(idToken: string, domain: string): Promise<string> {
  const res = await call<{ setup: { id: string } }>('/api/setup', {
    method: 'PATCH',
    token: idToken,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      businessDescription: 'Hand-poured soy candles.',
      goalsFormRawText: 'More repeat customers',
      selectedCampaignIds: ['welcome_new_subscriber'],
      websiteProvider: 'shopify',
      domain,
    }),
  });
  if (res.status !== 200) throw new Error(`PATCH /api/setup: ${res.status} ${res.text}`);
  return res.body.setup.id;
}

export const uniqueDomain = (tag = 'shop') => `${tag}-${randomUUID().slice(0, 8)}.example.com`;

/** A signed-in user with a setup (and, unless `withTrackingId` is false, a tracking id made by the API). */
export async function userWithSetup(
  options: { domain?: string; withTrackingId?: boolean } = {},
): Promise<TrackedUser> {
  const user = await newUser('tracking');
  const domain = options.domain ?? uniqueDomain();
  const setupId = await createSetup(user.idToken, domain);
  let trackingId = '';
  if (options.withTrackingId !== false) {
    const res = await call<{ trackingPixelId: string }>('/api/tracking/id', {
      method: 'POST',
      token: user.idToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailSetupId: setupId }),
    });
    if (res.status !== 200) throw new Error(`tracking id: ${res.status} ${res.text}`);
    trackingId = res.body.trackingPixelId;
  }
  return { ...user, setupId, domain, trackingId };
}

/** Every item of the setup's partition whose sort key starts with EVENT#, oldest first. */
export function eventsOf(setupId: string): Promise<Item[]> {
  return store.query({
    partition: keys.trackingEvent(setupId, '', '').pk,
    beginsWith: keys.trackingEventPrefix,
  });
}

export function eventBody(trackingId: string, patch: Record<string, unknown> = {}): string {
  return JSON.stringify({
    tracking_id: trackingId,
    event_name: 'pixel-loaded',
    event_data: { status: 'loaded', version: '1.0.0' },
    page_url: 'https://shop.example.com/candles?x=1',
    client_timestamp: new Date().toISOString(),
    ...patch,
  });
}

/** POST /api/t as a page's script would (text/plain unless told otherwise). */
export function ingest(body: string, contentType: string | null = 'text/plain;charset=UTF-8') {
  return call('/api/t', {
    method: 'POST',
    body,
    headers: {
      ...(contentType === null ? {} : { 'content-type': contentType }),
      origin: 'https://shop.example.com',
    },
  });
}

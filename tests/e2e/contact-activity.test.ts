/**
 * A contact's activity page in Chromium over the real stack (issue 31): a contact with a Placed Order
 * (recorded by recordCommerceEvent, the one writer, as the script's ingest does) shows the order, its
 * contents and the revenue, at 375 px and at 1280 px, without horizontal scroll; reached from the list.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DynamoStore } from '../../lambdas/adapters/aws/dynamo-store';
import { recordCommerceEvent } from '../../lambdas/domain/commerce/record-event';
import { parseCommerceEvent } from '../../shared/contracts/commerce-events';
import { DESKTOP, PHONE, launchChromium, newContext } from './support/browser';
import { activatePlan } from './support/plan';
import { apiAs, createUser, signInContext, type E2eUser } from './support/session';

const baseUrl = inject('e2eBaseUrl');
const env = inject('e2eStackEnv');
const eventually = { timeout: 15_000 };
const email = `buyer-${Date.now().toString(36)}@example.com`;
let browser: Browser;
let user: E2eUser;

beforeAll(async () => {
  browser = await launchChromium();
  user = await createUser(baseUrl, 'activity');
  await activatePlan(baseUrl, env, user, 'free');
  const { contact } = await apiAs<{ contact: { id: string } }>(baseUrl, user, '/api/contacts', {
    method: 'POST',
    body: JSON.stringify({ email }),
  });
  const parsed = parseCommerceEvent('Placed Order', {
    order_id: '#1042',
    items: [{ id: 'fig', name: 'Fig candle', quantity: 2, price: 12.5 }],
    value: 25,
    currency: 'EUR',
  });
  if (!parsed.ok) throw new Error(parsed.message);
  const client = new DynamoDBClient({
    endpoint: env.AWS_ENDPOINT_DYNAMODB,
    region: env.AWS_REGION,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const store = new DynamoStore(client, env.TABLE_NAME as string);
  await recordCommerceEvent(store, {
    accountId: user.sub,
    contactId: contact.id,
    event: parsed.event,
    source: 'site',
    now: new Date(),
  });
  client.destroy();
});
afterAll(async () => {
  await browser?.close();
});

describe("a contact's activity in Chromium", () => {
  it.each([
    ['375 px', PHONE],
    ['1280 px', DESKTOP],
  ])('shows the order and its revenue at %s', async (_, viewport) => {
    const context = await newContext(browser, baseUrl, viewport);
    await signInContext(context, baseUrl, user);
    const page = await context.newPage();
    await page.goto('/contacts');
    await page.getByRole('link', { name: email }).click(eventually);
    await page.waitForURL('**/contacts/*');
    await expect.poll(() => page.getByRole('heading', { name: email }).isVisible(), eventually).toBe(true);
    const totals = page.getByRole('definition');
    await expect.poll(() => totals.allTextContents()).toEqual(['1', '€25.00', '0', '0', '0']);
    const order = page.getByRole('listitem').filter({ hasText: 'Placed Order' });
    expect(await order.textContent()).toMatch(/€25\.00.*2 × Fig candle.*order #1042/);
    const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    expect(width).toBeLessThanOrEqual(viewport.width);
    await context.close();
  });
});

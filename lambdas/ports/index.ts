import type { Blobs } from './blobs';
import type { Clock } from './clock';
import type { DnsLookup } from './dns';
import type { FetchPage } from './fetch-page';
import type { Identities } from './identities';
import type { Llm } from './llm';
import type { Mailer } from './mailer';
import type { Payments } from './payments';
import type { Signing } from './signing';
import type { Queue } from './queue';
import type { Schedules } from './schedules';
import type { Store } from './store';
import type { UserPool } from './userpool';
import type { ShopifyAdmin } from './shopify-admin';

/** Everything a domain function may reach outside itself. Built once per cold start by lambdas/deps.ts. */
export interface Ports {
  store: Store;
  identities: Identities;
  mailer: Mailer;
  blobs: Blobs;
  llm: Llm;
  dns: DnsLookup;
  /** GET one public web page ("Check my site"). */
  fetchPage: FetchPage;
  payments: Payments;
  clock: Clock;
  userPool: UserPool;
  /** Keys for keyed hashes and signed links (issue 20). */
  signing: Signing;
  /** Background work on SQS (lambdas/routes/queues.ts). */
  queue: Queue;
  /** One-time messages to a queue at a given time (EventBridge Scheduler; the local scheduler). */
  schedules: Schedules;
  /** Shopify's Admin API: webhook subscriptions of a connected shop (issue 31). */
  shopifyAdmin: ShopifyAdmin;
}

export type {
  Blobs,
  Clock,
  DnsLookup,
  FetchPage,
  Identities,
  Llm,
  Mailer,
  Payments,
  Signing,
  Queue,
  Schedules,
  Store,
  UserPool,
};

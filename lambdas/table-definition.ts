/**
 * The table itself (keys, indexes, TTL, stream), apart from the item index in lambdas/table.ts, so the DynamoDB
 * adapter that every function bundles does not carry every item kind's schema with it. lambdas/table.ts
 * re-exports it: infra and the local launcher read it there.
 */
export const table = {
  /** Logical id in CDK and the local table name's stem. */
  id: 'JungleMailTable',
  partitionKey: { name: 'pk', type: 'S' },
  sortKey: { name: 'sk', type: 'S' },
  globalSecondaryIndexes: [
    {
      indexName: 'gsi1',
      partitionKey: { name: 'gsi1pk', type: 'S' },
      sortKey: { name: 'gsi1sk', type: 'S' },
    },
    {
      indexName: 'gsi2',
      partitionKey: { name: 'gsi2pk', type: 'S' },
      sortKey: { name: 'gsi2sk', type: 'S' },
    },
  ],
  /** Epoch seconds; items with it (tracking events, rate-limit buckets) expire. */
  timeToLiveAttribute: 'expiresAt',
  /**
   * DynamoDB Streams: new tracking events feed the analytics aggregator (lambdas/routes/analytics.ts); the
   * old image too, so the flow triggers see what a contact's change changed (routes/flows.ts).
   */
  stream: 'NEW_AND_OLD_IMAGES',
} as const;

export type TableDefinition = typeof table;
export type IndexName = (typeof table.globalSecondaryIndexes)[number]['indexName'];

/**
 * The sort-key prefix of tracking events (items/tracking-event.ts builds their keys with it): the table's
 * stream feeds those items to the analytics aggregator (routes/analytics.ts filters on it).
 */
export const TRACKING_EVENT_SK_PREFIX = 'EVENT#';

/** The sort-key prefix of commerce events (items/commerce-event.ts): the stream feeds them to the order counter. */
export const COMMERCE_EVENT_SK_PREFIX = 'CEVENT#';

/**
 * The sort-key prefix of contacts (items/contact.ts), also of a few other kinds' items in their own
 * partitions: the stream feeds contacts' changes to the flow triggers (routes/flows.ts), which skip the rest.
 */
export const CONTACT_SK_PREFIX = 'CONTACT#';

import { profileKeys } from './domain/items/profile';
import { setupKeys } from './domain/items/setup';
import { projectKeys } from './domain/items/project';
import { projectContentKeys } from './domain/items/project-content';
import { chatMessageKeys } from './domain/items/chat-message';
import { pendingChangeKeys } from './domain/items/pending-change';
import { versionKeys } from './domain/items/version';
import { trackingEventKeys } from './domain/items/tracking-event';
import { trackingRateKeys } from './domain/items/tracking-rate';
import { blogPostKeys } from './domain/items/blog-post';
import { stripeEventKeys } from './domain/items/stripe-event';
import { stripeCustomerKeys } from './domain/items/stripe-customer';
import { localCheckoutKeys } from './domain/items/local-checkout';
import { aiRateKeys } from './domain/items/ai-rate';
import { testSendsKeys } from './domain/items/test-sends';
import { campaignKeys } from './domain/items/campaign';
import { campaignSnapshotKeys } from './domain/items/campaign-snapshot';
import { sendJobKeys } from './domain/items/send-job';
import { chunkClaimKeys } from './domain/items/chunk-claim';
import { recipientMarkKeys } from './domain/items/recipient-mark';
import { parkedBatchKeys } from './domain/items/parked-batch';
import { batchCountedKeys } from './domain/items/batch-counted';
import { monthlySendsKeys } from './domain/items/monthly-sends';
import { contactKeys } from './domain/items/contact';
import { emailClaimKeys } from './domain/items/email-claim';
import { contactCountsKeys } from './domain/items/contact-counts';
import { contactImportKeys } from './domain/items/contact-import';
import { importRowKeys } from './domain/items/import-row';
import { localIdentityKeys } from './domain/items/local-identity';
import { localScheduleKeys } from './domain/items/local-schedule';
import { analyticsCountersKeys } from './domain/items/analytics-counters';
import { analyticsWindowKeys } from './domain/items/analytics-window';
import { analyticsVisitorKeys } from './domain/items/analytics-visitor';
import { attributionTouchKeys } from './domain/items/attribution-touch';
import { analyticsGoalsKeys } from './domain/items/analytics-goals';
import { campaignLinksKeys } from './domain/items/campaign-links';
import { campaignEngagementKeys } from './domain/items/campaign-engagement';

/**
 * The one table definition. CDK builds the TableV2 from it (infra/constructs/data.ts) and the local
 * launcher creates the same table in DynamoDB Local from it (lambdas/local/). Pure data + key builders:
 * no SDK import, so infra can read it.
 *
 * Single-table layout (DESIGN.md "Data"), one query per access pattern:
 * | access pattern                          | key                                                        |
 * |-----------------------------------------|------------------------------------------------------------|
 * | profile by user                         | pk USER#{sub}            sk PROFILE                        |
 * | username -> user                        | gsi1 USERNAME#{email}    gsi1sk PROFILE                    |
 * | setup of a user (one per user)          | pk USER#{sub}            sk SETUP                          |
 * | setup by domain (uniqueness item)       | pk DOMAIN#{domain}       sk DOMAIN  (holds userId)         |
 * | setup by tracking id                    | gsi1 TRACKING#{id}       gsi1sk SETUP                      |
 * | projects of a user by last edit         | gsi2 PROJECTS#{sub}      gsi2sk {lastEditedAt}             |
 * | project by id (owner from the token)    | pk USER#{sub}            sk PROJECT#{id}                   |
 * | project by owner and name               | gsi1 PROJECTNAME#{sub}#{name} gsi1sk PROJECT               |
 * | a project's document and HTML           | pk USER#{sub}            sk PROJECTDOC#{id}                |
 * | chat messages of a project in order     | pk PROJECT#{id}          sk MSG#{iso}#{id}                 |
 * | pending changes of a project by batch   | pk PROJECT#{id}          sk CHANGE#{batch}#{iso}#{id}      |
 * | versions of a project in order          | pk PROJECT#{id}          sk VERSION#{iso}#{id}             |
 * | a version's document                    | pk PROJECT#{id}          sk VERSIONDOC#{versionId}         |
 * | a user's recent test sends (rate limit) | pk USER#{sub}            sk TESTSENDS                      |
 * | tracking events of a setup, recent first| pk SETUP#{id}            sk EVENT#{iso}#{id} (TTL expiresAt)|
 * | blog posts by publish date              | gsi2 BLOG                gsi2sk {publishedAt}              |
 * | blog post by slug                       | pk BLOG#{slug}           sk POST                           |
 * | setups whose DNS is due a recheck       | gsi2 DNSRECHECK          gsi2sk {nextCheckAt}              |
 * | tracking rate-limit bucket of an id     | pk RATE#{trackingId}     sk BUCKET (TTL expiresAt)         |
 * | username -> user (uniqueness item)      | pk USERNAME#{username}   sk USERNAME (holds userId)        |
 * | project name of a user (uniqueness item)| pk USER#{sub}            sk PROJECTNAME#{name} (projectId) |
 * | archived projects of a user by last edit| gsi2 ARCHIVEDPROJECTS#{sub} gsi2sk {lastEditedAt}          |
 * | a Stripe event applied (idempotency)    | pk STRIPEEVENT#{id}      sk EVENT                          |
 * | Stripe customer -> user                 | pk STRIPECUSTOMER#{id}   sk CUSTOMER (holds userId)        |
 * | a local test checkout session           | pk LOCALCHECKOUT#{id}    sk SESSION                        |
 * | first tracking event of a setup         | pk SETUP#{id}            sk FIRST_EVENT                    |
 * | the tracking id claimed by a setup      | pk SETUP#{id}            sk TRACKING_ID                    |
 * | AI turns a user may still take (bucket) | pk USER#{sub}            sk AIRATE                         |
 * | accounts that test-mailed an address    | pk TESTRECIPIENT#{sha256} sk TESTSENDS (TTL expiresAt)     |
 * | a campaign's claim on one recipient     | pk CAMPAIGN#{id}         sk SENT#{contactId}               |
 * | where a campaign's send job is          | pk CAMPAIGN#{id}         sk SENDJOB                        |
 * | a batch parked while its campaign paused| pk CAMPAIGN#{id}         sk PARKED#{batchId}               |
 * | a batch of a campaign already counted   | pk CAMPAIGN#{id}         sk BATCHDONE#{batchId}            |
 * | campaigns of a user                     | pk CAMPAIGNS#{sub}       sk CAMPAIGN#{campaignId}          |
 * | a campaign's snapshot of its email      | pk CAMPAIGNS#{sub}       sk CAMPAIGNDOC#{campaignId}       |
 * | mails a user sent in a calendar month   | pk USER#{sub}            sk SENDS#{yyyy-mm}                |
 * | contact by id (issue 20)                | pk CONTACTS#{sub}        sk CONTACT#{contactId}            |
 * | contacts of a status, by email          | gsi1 CONTACTSTATUS#{sub}#{status} gsi1sk {emailKey}#{id}    |
 * | contacts of an account, by email        | gsi2 CONTACTEMAILS#{sub} gsi2sk {emailKey}#{id}             |
 * | email claim / suppression (uniqueness)  | pk CONTACTS#{sub}        sk EMAIL#{emailHash}              |
 * | contact counts per status (plan limit)  | pk CONTACTS#{sub}        sk COUNTS                         |
 * | an import of contacts                   | pk CONTACTS#{sub}        sk IMPORT#{importId}              |
 * | an import's report rows in order        | pk IMPORT#{importId}     sk ROW#{row, 7 digits} (TTL)      |
 * | one-time schedules (local stage only)   | pk LOCALSCHEDULES        sk SCHEDULE#{id}                  |
 * | analytics: a site's totals of one hour  | pk STATS#{setupId}       sk HOUR#{yyyy-mm-ddThh} (UTC)     |
 * | analytics: a site's dimensions of a day | pk STATS#{setupId}       sk DAY#{yyyy-mm-dd} (UTC)         |
 * | analytics: a site's totals of a local day| pk STATS#{setupId}      sk LDAY#{tz}#{yyyy-mm-dd} (its zone)|
 * | analytics: the zone a site's days use   | pk STATS#{setupId}       sk ZONE                           |
 * | analytics: a range's window of finished UTC days | pk STATS#{setupId} sk WINDOW#{days}#{lastDay}#{late} (TTL)|
 * | analytics: sites counted on a UTC day   | pk ANALYTICSACTIVE#{yyyy-mm-dd} sk SITE#{setupId} (TTL)     |
 * | analytics: the windows' job ran for a day| pk ANALYTICSWINDOWS     sk DONE#{lastDay} (TTL)            |
 * | analytics: a visitor of the day (hash)  | pk STATS#{setupId}       sk VISITOR#{hash} (TTL expiresAt) |
 * | analytics: an event already counted     | pk STATS#{setupId}       sk APPLIED#{eventId} (TTL)        |
 * | analytics: the day's visitor-hash salt  | pk ANALYTICSSALT         sk DAY#{yyyy-mm-dd} (TTL)         |
 * | analytics: a user's goals               | pk USER#{sub}            sk ANALYTICSGOALS                 |
 * | a campaign's tracked links (and owner)  | pk CAMPAIGN#{id}         sk LINKS                          |
 * | a campaign's clicks and opens counters  | pk CAMPAIGN#{id}         sk ENGAGEMENT                     |
 * | a contact clicked / opened / left once  | pk CAMPAIGN#{id}         sk CLICK#{link}#{contactId}, CLICKER#{contactId}, OPENER#{contactId}, UNSUB#{contactId} |
 * | attribution: a campaign visit (7 days)  | pk STATS#{setupId}       sk TOUCH#{hash} (TTL expiresAt)   |
 * | attribution: a 7-day period's salt      | pk ANALYTICSSALT         sk PERIOD#{n} (TTL)               |
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
  /** DynamoDB Streams: new tracking events feed the analytics aggregator (lambdas/routes/analytics.ts). */
  stream: 'NEW_IMAGE',
} as const;

export type TableDefinition = typeof table;
export type IndexName = (typeof table.globalSecondaryIndexes)[number]['indexName'];

/** Every item kind's key builders, by name (each spelled once, in its module of lambdas/domain/items/). */
export const keys = {
  ...profileKeys,
  ...setupKeys,
  ...projectKeys,
  ...projectContentKeys,
  ...chatMessageKeys,
  ...pendingChangeKeys,
  ...versionKeys,
  ...trackingEventKeys,
  ...trackingRateKeys,
  ...blogPostKeys,
  ...stripeEventKeys,
  ...stripeCustomerKeys,
  ...localCheckoutKeys,
  ...aiRateKeys,
  ...testSendsKeys,
  ...campaignKeys,
  ...campaignSnapshotKeys,
  ...sendJobKeys,
  ...chunkClaimKeys,
  ...recipientMarkKeys,
  ...parkedBatchKeys,
  ...batchCountedKeys,
  ...monthlySendsKeys,
  ...contactKeys,
  ...emailClaimKeys,
  ...contactCountsKeys,
  ...contactImportKeys,
  ...importRowKeys,
  ...localIdentityKeys,
  ...localScheduleKeys,
  ...analyticsCountersKeys,
  ...analyticsWindowKeys,
  ...analyticsVisitorKeys,
  ...attributionTouchKeys,
  ...analyticsGoalsKeys,
  ...campaignLinksKeys,
  ...campaignEngagementKeys,
} as const;

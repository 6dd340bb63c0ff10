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

/** Key builders: the only place key strings are spelled. */
export const keys = {
  profile: (sub: string) => ({ pk: `USER#${sub}`, sk: 'PROFILE' }),
  usernameIndex: (email: string) => ({ gsi1pk: `USERNAME#${email.toLowerCase()}`, gsi1sk: 'PROFILE' }),
  setup: (sub: string) => ({ pk: `USER#${sub}`, sk: 'SETUP' }),
  domainClaim: (domain: string) => ({ pk: `DOMAIN#${domain}`, sk: 'DOMAIN' }),
  trackingIndex: (trackingId: string) => ({ gsi1pk: `TRACKING#${trackingId}`, gsi1sk: 'SETUP' }),
  project: (sub: string, projectId: string) => ({ pk: `USER#${sub}`, sk: `PROJECT#${projectId}` }),
  /** The document and its HTML live apart from the project's list item, so listing stays light. */
  projectContent: (sub: string, projectId: string) => ({ pk: `USER#${sub}`, sk: `PROJECTDOC#${projectId}` }),
  projectsIndex: (sub: string, lastEditedAt: string) => ({ gsi2pk: `PROJECTS#${sub}`, gsi2sk: lastEditedAt }),
  projectNameIndex: (sub: string, name: string) => ({
    gsi1pk: `PROJECTNAME#${sub}#${name}`,
    gsi1sk: 'PROJECT',
  }),
  chatMessage: (projectId: string, iso: string, id: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `MSG#${iso}#${id}`,
  }),
  pendingChange: (projectId: string, batchId: string, iso: string, id: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `CHANGE#${batchId}#${iso}#${id}`,
  }),
  version: (projectId: string, iso: string, id: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `VERSION#${iso}#${id}`,
  }),
  trackingEvent: (setupId: string, iso: string, id: string) => ({
    pk: `SETUP#${setupId}`,
    sk: `EVENT#${iso}#${id}`,
  }),
  blogIndex: (publishedAt: string) => ({ gsi2pk: 'BLOG', gsi2sk: publishedAt }),
  blogPost: (slug: string) => ({ pk: `BLOG#${slug}`, sk: 'POST' }),
  dnsRecheckIndex: (nextCheckAt: string) => ({ gsi2pk: 'DNSRECHECK', gsi2sk: nextCheckAt }),
  rateBucket: (trackingId: string) => ({ pk: `RATE#${trackingId}`, sk: 'BUCKET' }),
  firstTrackingEvent: (setupId: string) => ({ pk: `SETUP#${setupId}`, sk: 'FIRST_EVENT' }),
  trackingIdClaim: (setupId: string) => ({ pk: `SETUP#${setupId}`, sk: 'TRACKING_ID' }),
  // Plans, billing and projects (issue 10).
  usernameClaim: (username: string) => ({ pk: `USERNAME#${username.toLowerCase()}`, sk: 'USERNAME' }),
  projectNameClaim: (sub: string, name: string) => ({ pk: `USER#${sub}`, sk: `PROJECTNAME#${name}` }),
  /** Prefix of keys.projectNameClaim's sort key, for "names taken like this one" queries. */
  projectNameClaimPrefix: 'PROJECTNAME#',
  archivedProjectsIndex: (sub: string, lastEditedAt: string) => ({
    gsi2pk: `ARCHIVEDPROJECTS#${sub}`,
    gsi2sk: lastEditedAt,
  }),
  stripeEvent: (eventId: string) => ({ pk: `STRIPEEVENT#${eventId}`, sk: 'EVENT' }),
  stripeCustomer: (customerId: string) => ({ pk: `STRIPECUSTOMER#${customerId}`, sk: 'CUSTOMER' }),
  localCheckout: (sessionId: string) => ({ pk: `LOCALCHECKOUT#${sessionId}`, sk: 'SESSION' }),
  /** Issue 12: the per-user token bucket of AI chat turns. */
  aiRateBucket: (sub: string) => ({ pk: `USER#${sub}`, sk: 'AIRATE' }),
  /** Prefixes of keys.chatMessage's and keys.pendingChange's sort keys. */
  chatMessagePrefix: 'MSG#',
  pendingChangePrefix: 'CHANGE#',
  /** Prefix of keys.trackingEvent's sort key, for "events of a setup" queries. */
  trackingEventPrefix: 'EVENT#',
  /** Editor (issue 11): a version's document, apart from keys.version so the history list stays light. */
  versionDocument: (projectId: string, versionId: string) => ({
    pk: `PROJECT#${projectId}`,
    sk: `VERSIONDOC#${versionId}`,
  }),
  /** Prefix of keys.version's sort key (VERSIONDOC# does not match it). */
  versionPrefix: 'VERSION#',
  /** Editor (issue 11): the times of a user's test sends in the last day, for the per-user limits. */
  testSendLog: (sub: string) => ({ pk: `USER#${sub}`, sk: 'TESTSENDS' }),
  /** Issue 18: which accounts test-mailed one address in the last hour (keyed by the address's SHA-256, not the address). */
  testSendRecipient: (addressHash: string) => ({ pk: `TESTRECIPIENT#${addressHash}`, sk: 'TESTSENDS' }),
  // Sending (issue 21): one partition per campaign for its send's own items.
  /** What happened to one recipient of a campaign: sent | failed | skipped; SES events mark it (lambdas/domain/sending). */
  campaignRecipient: (campaignId: string, contactId: string) => ({
    pk: `CAMPAIGN#${campaignId}`,
    sk: `SENT#${contactId}`,
  }),
  /**
   * A chunk of a batch in flight (up to 25 recipients, lambdas/domain/sending/chunk-claim.ts): held by one
   * delivery while it mails them, deleted when it is done; the unsubscribe reads the campaign's live ones.
   */
  campaignChunk: (campaignId: string, chunkId: string) => ({
    pk: `CAMPAIGN#${campaignId}`,
    sk: `CHUNK#${chunkId}`,
  }),
  campaignChunkPrefix: 'CHUNK#',
  /** The send job's place in the audience (resumable). */
  campaignSendJob: (campaignId: string) => ({ pk: `CAMPAIGN#${campaignId}`, sk: 'SENDJOB' }),
  /** A batch of recipients set aside while its campaign is paused; resume puts it back on the queue. */
  parkedBatch: (campaignId: string, batchId: string) => ({
    pk: `CAMPAIGN#${campaignId}`,
    sk: `PARKED#${batchId}`,
  }),
  parkedBatchPrefix: 'PARKED#',
  /** A batch whose recipients were added to the campaign's counters (written with them, once). */
  campaignBatchCounted: (campaignId: string, batchId: string) => ({
    pk: `CAMPAIGN#${campaignId}`,
    sk: `BATCHDONE#${batchId}`,
  }),
  campaignRecipientPrefix: 'SENT#',
  // The audience (issue 20): every contact item of an account lives in CONTACTS#{sub}, apart from
  // USER#{sub}, so an import's writes do not crowd the user's own items.
  contact: (sub: string, contactId: string) => ({ pk: `CONTACTS#${sub}`, sk: `CONTACT#${contactId}` }),
  /** Contacts of one status, in email order (filter by status, search by email prefix within it). */
  contactStatusIndex: (sub: string, status: string, emailKey: string, contactId: string) => ({
    gsi1pk: `CONTACTSTATUS#${sub}#${status}`,
    gsi1sk: `${emailKey}#${contactId}`,
  }),
  /** Every contact of an account, in email order (the list, search by email prefix). */
  contactEmailIndex: (sub: string, emailKey: string, contactId: string) => ({
    gsi2pk: `CONTACTEMAILS#${sub}`,
    gsi2sk: `${emailKey}#${contactId}`,
  }),
  /** The address's claim (one contact per address) and, after a delete, its suppression; keyed by the HMAC. */
  contactEmail: (sub: string, emailHash: string) => ({ pk: `CONTACTS#${sub}`, sk: `EMAIL#${emailHash}` }),
  /** Contacts per status, updated in the same transaction as every contact write. */
  contactCounts: (sub: string) => ({ pk: `CONTACTS#${sub}`, sk: 'COUNTS' }),
  contactImport: (sub: string, importId: string) => ({ pk: `CONTACTS#${sub}`, sk: `IMPORT#${importId}` }),
  /** One row of an import's report; rows sort in file order (7 digits: files up to 9,999,999 rows). */
  importRow: (importId: string, rowNumber: number) => ({
    pk: `IMPORT#${importId}`,
    sk: `ROW#${String(rowNumber).padStart(7, '0')}`,
  }),
  /** Prefixes of the sort keys above, for queries within CONTACTS#{sub} and IMPORT#{importId}. */
  contactPrefix: 'CONTACT#',
  contactEmailPrefix: 'EMAIL#',
  contactImportPrefix: 'IMPORT#',
  importRowPrefix: 'ROW#',
  /** Local stage only: the DKIM tokens the local identity adapter issued for a domain (SES keeps them in AWS). */
  localSendingIdentity: (domain: string) => ({ pk: `LOCALSES#${domain.toLowerCase()}`, sk: 'IDENTITY' }),
  /** Local stage only: a one-time schedule (EventBridge Scheduler keeps them in AWS; lambdas/adapters/local/schedules.ts). */
  localSchedule: (id: string) => ({ pk: 'LOCALSCHEDULES', sk: `SCHEDULE#${id}` }),
  localSchedulesPartition: 'LOCALSCHEDULES',
  /** Campaigns (issue 21): a campaign's list item; its email snapshot lives apart (keys.campaignDocument). */
  campaign: (sub: string, campaignId: string) => ({ pk: `CAMPAIGNS#${sub}`, sk: `CAMPAIGN#${campaignId}` }),
  /** Prefix of keys.campaign's sort key (CAMPAIGNDOC# does not match it). */
  campaignPrefix: 'CAMPAIGN#',
  campaignDocument: (sub: string, campaignId: string) => ({
    pk: `CAMPAIGNS#${sub}`,
    sk: `CAMPAIGNDOC#${campaignId}`,
  }),
  /** Issue 21: mails sent (reserved) in one calendar month (yyyy-mm, UTC), the plan's monthly allowance. */
  monthlySends: (sub: string, month: string) => ({ pk: `USER#${sub}`, sk: `SENDS#${month}` }),
  // Site analytics (issue 22): counters per site and UTC hour, the day's visitors, the salt, goals.
  analyticsHour: (setupId: string, hour: string) => ({ pk: `STATS#${setupId}`, sk: `HOUR#${hour}` }),
  analyticsHourPrefix: 'HOUR#',
  analyticsDay: (setupId: string, day: string) => ({ pk: `STATS#${setupId}`, sk: `DAY#${day}` }),
  analyticsDayPrefix: 'DAY#',
  analyticsLocalDay: (setupId: string, tz: string, day: string) => ({
    pk: `STATS#${setupId}`,
    sk: `LDAY#${tz}#${day}`,
  }),
  analyticsLocalDayPrefix: (tz: string) => `LDAY#${tz}#`,
  analyticsZone: (setupId: string) => ({ pk: `STATS#${setupId}`, sk: 'ZONE' }),
  analyticsWindow: (setupId: string, rangeDays: number, lastDay: string, late: number) => ({
    pk: `STATS#${setupId}`,
    sk: `WINDOW#${rangeDays}#${lastDay}#${late}`,
  }),
  analyticsActiveSite: (day: string, setupId: string) => ({
    pk: `ANALYTICSACTIVE#${day}`,
    sk: `SITE#${setupId}`,
  }),
  analyticsActivePartition: (day: string) => `ANALYTICSACTIVE#${day}`,
  analyticsWindowsDone: (lastDay: string) => ({ pk: 'ANALYTICSWINDOWS', sk: `DONE#${lastDay}` }),
  analyticsVisitor: (setupId: string, hash: string) => ({ pk: `STATS#${setupId}`, sk: `VISITOR#${hash}` }),
  analyticsApplied: (setupId: string, eventId: string) => ({
    pk: `STATS#${setupId}`,
    sk: `APPLIED#${eventId}`,
  }),
  analyticsPartition: (setupId: string) => `STATS#${setupId}`,
  analyticsSalt: (day: string) => ({ pk: 'ANALYTICSSALT', sk: `DAY#${day}` }),
  analyticsGoals: (sub: string) => ({ pk: `USER#${sub}`, sk: 'ANALYTICSGOALS' }),
  // Campaign results (issue 22): the tracked links, the counters, and one marker per unique clicker/opener.
  campaignLinks: (campaignId: string) => ({ pk: `CAMPAIGN#${campaignId}`, sk: 'LINKS' }),
  campaignEngagement: (campaignId: string) => ({ pk: `CAMPAIGN#${campaignId}`, sk: 'ENGAGEMENT' }),
  campaignLinkClicker: (campaignId: string, link: number, contactId: string) => ({
    pk: `CAMPAIGN#${campaignId}`,
    sk: `CLICK#${link}#${contactId}`,
  }),
  campaignClicker: (campaignId: string, contactId: string) => ({
    pk: `CAMPAIGN#${campaignId}`,
    sk: `CLICKER#${contactId}`,
  }),
  campaignOpener: (campaignId: string, contactId: string) => ({
    pk: `CAMPAIGN#${campaignId}`,
    sk: `OPENER#${contactId}`,
  }),
  campaignUnsubscriber: (campaignId: string, contactId: string) => ({
    pk: `CAMPAIGN#${campaignId}`,
    sk: `UNSUB#${contactId}`,
  }),
  /** Campaign attribution (issue 22): the last campaign visit of an attribution hash; expires after 7 days. */
  analyticsTouch: (setupId: string, hash: string) => ({ pk: `STATS#${setupId}`, sk: `TOUCH#${hash}` }),
  attributionSalt: (period: number) => ({ pk: 'ANALYTICSSALT', sk: `PERIOD#${period}` }),
} as const;

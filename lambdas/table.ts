import { profileKeys, profileKind } from './domain/items/profile';
import { setupKeys, setupKind } from './domain/items/setup';
import { projectKeys, projectKind } from './domain/items/project';
import { projectContentKeys, projectContentKind } from './domain/items/project-content';
import { chatMessageKeys, chatMessageKind } from './domain/items/chat-message';
import { pendingChangeKeys, pendingChangeKind } from './domain/items/pending-change';
import { versionKeys, versionKind } from './domain/items/version';
import { trackingEventKeys, trackingEventKind } from './domain/items/tracking-event';
import { trackingRateKeys, trackingRateKind } from './domain/items/tracking-rate';
import { blogPostKeys, blogPostKind } from './domain/items/blog-post';
import { stripeEventKeys, stripeEventKind } from './domain/items/stripe-event';
import { stripeCustomerKeys, stripeCustomerKind } from './domain/items/stripe-customer';
import { localCheckoutKeys, localCheckoutKind } from './domain/items/local-checkout';
import { aiRateKeys, aiRateKind } from './domain/items/ai-rate';
import { testSendsKeys, testSendsKind } from './domain/items/test-sends';
import { campaignKeys, campaignKind } from './domain/items/campaign';
import { campaignSnapshotKeys, campaignSnapshotKind } from './domain/items/campaign-snapshot';
import { sendJobKeys, sendJobKind } from './domain/items/send-job';
import { sesFlagKeys, sesFlagKind } from './domain/items/ses-flag';
import { chunkClaimKeys, chunkClaimKind } from './domain/items/chunk-claim';
import { recipientMarkKeys, recipientMarkKind } from './domain/items/recipient-mark';
import { parkedBatchKeys, parkedBatchKind } from './domain/items/parked-batch';
import { batchCountedKeys, batchCountedKind } from './domain/items/batch-counted';
import { monthlySendsKeys, monthlySendsKind } from './domain/items/monthly-sends';
import { contactKeys, contactKind } from './domain/items/contact';
import { emailClaimKeys, emailClaimKind } from './domain/items/email-claim';
import { contactCountsKeys, contactCountsKind } from './domain/items/contact-counts';
import { contactImportKeys, contactImportKind } from './domain/items/contact-import';
import { importRowKeys, importRowKind } from './domain/items/import-row';
import { localIdentityKeys, localIdentityKind } from './domain/items/local-identity';
import { accountTombstoneKeys, accountTombstoneKind } from './domain/items/account-tombstone';
import { localScheduleKeys, localScheduleKind } from './domain/items/local-schedule';
import { analyticsCountersKeys, analyticsCountersKind } from './domain/items/analytics-counters';
import { analyticsWindowKeys, analyticsWindowKind } from './domain/items/analytics-window';
import { analyticsVisitorKeys, analyticsVisitorKind } from './domain/items/analytics-visitor';
import { attributionTouchKeys, attributionTouchKind } from './domain/items/attribution-touch';
import { analyticsGoalsKeys, analyticsGoalsKind } from './domain/items/analytics-goals';
import { campaignLinksKeys, campaignLinksKind } from './domain/items/campaign-links';
import { campaignEngagementKeys, campaignEngagementKind } from './domain/items/campaign-engagement';
import { clickLogKeys, clickLogKind } from './domain/items/click-log';
import { optinMailCountKeys, optinMailCountKind } from './domain/items/optin-mail-count';
import { contactFieldsKeys, contactFieldsKind } from './domain/items/contact-fields';
import { sesTenantKeys, sesTenantKind } from './domain/items/ses-tenant';
import { sendingReputationKeys, sendingReputationKind } from './domain/items/sending-reputation';
import { sendRampKeys, sendRampKind } from './domain/items/send-ramp';
import { commerceEventKeys, commerceEventKind } from './domain/items/commerce-event';
import { shopifyConnectionKeys, shopifyConnectionKind } from './domain/items/shopify-connection';
import { brandKitKeys, brandKitKind } from './domain/items/brand-kit';
import { customTemplateKeys, customTemplateKind } from './domain/items/custom-template';
import { flowKeys, flowKind } from './domain/items/flow';
import { flowVersionKeys, flowVersionKind } from './domain/items/flow-version';
import { flowSettingsKeys, flowSettingsKind } from './domain/items/flow-settings';
import { flowEnrollmentKeys, flowEnrollmentKind } from './domain/items/flow-enrollment';
import { flowEntryKeys, flowEntryKind } from './domain/items/flow-entry';
import { flowStepMarkKeys, flowStepMarkKind } from './domain/items/flow-step-mark';
import { flowContactMailKeys, flowContactMailKind } from './domain/items/flow-contact-mail';
import { flowSweepKeys, flowSweepKind } from './domain/items/flow-sweep';
import { flowTriggerKeys, flowTriggerKind } from './domain/items/flow-trigger';
import { contactDateKeys, contactDateKind } from './domain/items/contact-date';
import { flowIdleTimerKeys, flowIdleTimerKind } from './domain/items/flow-idle-timer';
import { flowTriggerSweepKeys, flowTriggerSweepKind } from './domain/items/flow-trigger-sweep';
import { apiKeyKeys, apiKeyKind } from './domain/items/api-key';
import { commerceDropKeys, commerceDropKind } from './domain/items/commerce-drop';
import { flowStatsKeys, flowStatsKind } from './domain/items/flow-stats';
import { flowPrebuiltKeys, flowPrebuiltKind } from './domain/items/flow-prebuilt';
import { flowEmailSnapshotKeys, flowEmailSnapshotKind } from './domain/items/flow-email-snapshot';
import { flowMailSourceKeys, flowMailSourceKind } from './domain/items/flow-mail-source';
import { flowEventWaitKeys, flowEventWaitKind } from './domain/items/flow-event-wait';
import { membershipKind } from './domain/items/membership';
import { invitationKind } from './domain/items/invitation';
import { activityKeys, activityKind } from './domain/items/activity';
import { presenceKeys, presenceKind } from './domain/items/presence';
import { ownershipKind } from './domain/items/ownership';

/**
 * The one table definition. CDK builds the TableV2 from it (infra/constructs/data.ts) and the local
 * launcher creates the same table in DynamoDB Local from it (lambdas/local/). Pure data + key builders:
 * no SDK import, so infra can read it.
 *
 * Single-table layout (DESIGN.md "Data"), one query per access pattern:
 * | item                | access pattern                                                                | key                                                                                                      |
 * |---------------------|-------------------------------------------------------------------------------|----------------------------------------------------------------------------------------------------------|
 * | profile             | profile by user                                                               | pk USER#{accountId} sk PROFILE                                                                           |
 * | profile             | username -> user                                                              | gsi1 USERNAME#{email} gsi1sk PROFILE                                                                     |
 * | profile             | username -> user (uniqueness item)                                            | pk USERNAME#{username} sk USERNAME (holds userId)                                                        |
 * | setup               | setup of a user (one per user)                                                | pk USER#{accountId} sk SETUP                                                                             |
 * | setup               | setup by domain (uniqueness item)                                             | pk DOMAIN#{domain} sk DOMAIN (holds userId)                                                              |
 * | setup               | setup by tracking id                                                          | gsi1 TRACKING#{id} gsi1sk SETUP                                                                          |
 * | setup               | setups whose DNS is due a recheck                                             | gsi2 DNSRECHECK gsi2sk {nextCheckAt}                                                                     |
 * | setup               | the tracking id claimed by a setup                                            | pk SETUP#{id} sk TRACKING_ID                                                                             |
 * | project             | projects of a user by last edit                                               | gsi2 PROJECTS#{accountId} gsi2sk {lastEditedAt}                                                          |
 * | project             | project by id (owner from the token)                                          | pk USER#{accountId} sk PROJECT#{id}                                                                      |
 * | project             | project by owner and name                                                     | gsi1 PROJECTNAME#{accountId}#{name} gsi1sk PROJECT                                                       |
 * | project             | project name of a user (uniqueness item)                                      | pk USER#{accountId} sk PROJECTNAME#{name} (projectId)                                                    |
 * | project             | archived projects of a user by last edit                                      | gsi2 ARCHIVEDPROJECTS#{accountId} gsi2sk {lastEditedAt}                                                  |
 * | project-content     | a project's document and HTML                                                 | pk USER#{accountId} sk PROJECTDOC#{id}                                                                   |
 * | chat-message        | chat messages of a project in order                                           | pk PROJECT#{id} sk MSG#{iso}#{id}                                                                        |
 * | pending-change      | pending changes of a project by batch                                         | pk PROJECT#{id} sk CHANGE#{batch}#{iso}#{id}                                                             |
 * | version             | versions of a project in order                                                | pk PROJECT#{id} sk VERSION#{iso}#{id}                                                                    |
 * | version             | a version's document                                                          | pk PROJECT#{id} sk VERSIONDOC#{versionId}                                                                |
 * | test-sends          | a user's recent test sends (rate limit)                                       | pk USER#{accountId} sk TESTSENDS                                                                         |
 * | test-sends          | accounts that test-mailed an address                                          | pk TESTRECIPIENT#{sha256} sk TESTSENDS (TTL expiresAt)                                                   |
 * | tracking-event      | tracking events of a setup, recent first                                      | pk SETUP#{id} sk EVENT#{iso}#{id} (TTL expiresAt)                                                        |
 * | tracking-event      | first tracking event of a setup                                               | pk SETUP#{id} sk FIRST_EVENT                                                                             |
 * | tracking-event      | an identified visitor's events, recent first (issue 31)                       | gsi1 CONTACTEVENTS#{accountId}#{contactId} gsi1sk {iso}#{id} (TTL expiresAt)                             |
 * | blog-post           | blog posts by publish date                                                    | gsi2 BLOG gsi2sk {publishedAt}                                                                           |
 * | blog-post           | blog post by slug                                                             | pk BLOG#{slug} sk POST                                                                                   |
 * | tracking-rate       | tracking rate-limit bucket of an id                                           | pk RATE#{trackingId} sk BUCKET (TTL expiresAt)                                                           |
 * | stripe-event        | a Stripe event applied (idempotency)                                          | pk STRIPEEVENT#{id} sk EVENT                                                                             |
 * | stripe-customer     | Stripe customer -> user                                                       | pk STRIPECUSTOMER#{id} sk CUSTOMER (holds userId)                                                        |
 * | local-checkout      | a local test checkout session                                                 | pk LOCALCHECKOUT#{id} sk SESSION                                                                         |
 * | local-checkout      | an event the local test checkout sent about a subscription                    | pk LOCALSUB#{subscriptionId} sk EVENT#{eventId}                                                          |
 * | ai-rate             | AI turns a user may still take (bucket)                                       | pk USER#{accountId} sk AIRATE                                                                            |
 * | recipient-mark      | what happened to one recipient of a campaign                                  | pk CAMPAIGN#{id} sk SENT#{contactId}                                                                     |
 * | ses-flag            | an SES outcome already counted for one recipient                              | pk CAMPAIGN#{id} sk SES#{flag}#{contactId}                                                               |
 * | send-job            | where a campaign's send job is                                                | pk CAMPAIGN#{id} sk SENDJOB                                                                              |
 * | parked-batch        | a batch parked while its campaign paused                                      | pk CAMPAIGN#{id} sk PARKED#{batchId}                                                                     |
 * | batch-counted       | a batch of a campaign already counted                                         | pk CAMPAIGN#{id} sk BATCHDONE#{batchId}                                                                  |
 * | campaign            | campaigns of a user                                                           | pk CAMPAIGNS#{accountId} sk CAMPAIGN#{campaignId}                                                        |
 * | campaign-snapshot   | a campaign's snapshot of its email                                            | pk CAMPAIGNS#{accountId} sk CAMPAIGNDOC#{campaignId}                                                     |
 * | monthly-sends       | mails a user sent in a calendar month                                         | pk USER#{accountId} sk SENDS#{yyyy-mm}                                                                   |
 * | contact             | contact by id (issue 20)                                                      | pk CONTACTS#{accountId} sk CONTACT#{contactId}                                                           |
 * | contact             | contacts of a status, by email                                                | gsi1 CONTACTSTATUS#{accountId}#{status} gsi1sk {emailKey}#{id}                                           |
 * | contact             | contacts of an account, by email                                              | gsi2 CONTACTEMAILS#{accountId} gsi2sk {emailKey}#{id}                                                    |
 * | email-claim         | email claim / suppression (uniqueness)                                        | pk CONTACTS#{accountId} sk EMAIL#{emailHash}                                                             |
 * | contact-counts      | contact counts per status (plan limit)                                        | pk CONTACTS#{accountId} sk COUNTS                                                                        |
 * | contact-import      | an import of contacts                                                         | pk CONTACTS#{accountId} sk IMPORT#{importId}                                                             |
 * | local-schedule      | one-time schedules (local stage only)                                         | pk LOCALSCHEDULES sk SCHEDULE#{id}                                                                       |
 * | analytics-counters  | analytics: a site's totals of one hour                                        | pk STATS#{setupId} sk HOUR#{yyyy-mm-ddThh} (UTC)                                                         |
 * | analytics-counters  | analytics: a site's dimensions of a day                                       | pk STATS#{setupId} sk DAY#{yyyy-mm-dd} (UTC)                                                             |
 * | analytics-counters  | analytics: a site's totals of a local day                                     | pk STATS#{setupId} sk LDAY#{tz}#{yyyy-mm-dd} (its zone)                                                  |
 * | analytics-counters  | analytics: the zone a site's days use                                         | pk STATS#{setupId} sk ZONE                                                                               |
 * | analytics-window    | analytics: a range's window of finished UTC days                              | pk STATS#{setupId} sk WINDOW#{days}#{lastDay}#{late} (TTL)                                               |
 * | analytics-window    | analytics: sites counted on a UTC day                                         | pk ANALYTICSACTIVE#{yyyy-mm-dd} sk SITE#{setupId} (TTL)                                                  |
 * | analytics-window    | analytics: the windows' job ran for a day                                     | pk ANALYTICSWINDOWS sk DONE#{lastDay} (TTL)                                                              |
 * | analytics-visitor   | analytics: a visitor of the day (hash)                                        | pk STATS#{setupId} sk VISITOR#{hash} (TTL expiresAt)                                                     |
 * | analytics-visitor   | analytics: an event already counted                                           | pk STATS#{setupId} sk APPLIED#{eventId} (TTL)                                                            |
 * | analytics-visitor   | analytics: the day's visitor-hash salt                                        | pk ANALYTICSSALT sk DAY#{yyyy-mm-dd} (TTL)                                                               |
 * | analytics-goals     | analytics: a user's goals                                                     | pk USER#{accountId} sk ANALYTICSGOALS                                                                    |
 * | campaign-links      | a campaign's tracked links (and owner)                                        | pk CAMPAIGN#{id} sk LINKS                                                                                |
 * | campaign-engagement | a campaign's clicks and opens counters                                        | pk CAMPAIGN#{id} sk ENGAGEMENT                                                                           |
 * | campaign-engagement | a click (by its id) was counted                                               | pk CAMPAIGN#{id} sk CLICKID#{clickId} (TTL expiresAt)                                                    |
 * | campaign-engagement | a contact clicked / opened / left once                                        | pk CAMPAIGN#{id} sk CLICK#{link}#{contactId}, CLICKER#{contactId}, OPENER#{contactId}, UNSUB#{contactId} |
 * | click-log           | one recipient's clicks on one mail (machine or person)                        | pk CAMPAIGN#{id} sk CLICKLOG#{contactId}                                                                 |
 * | attribution-touch   | attribution: a campaign visit (7 days)                                        | pk STATS#{setupId} sk TOUCH#{hash} (TTL expiresAt)                                                       |
 * | attribution-touch   | attribution: a 7-day period's salt                                            | pk ANALYTICSSALT sk PERIOD#{n} (TTL)                                                                     |
 * | import-row          | an import's report rows in order                                              | pk IMPORT#{importId} sk ROW#{row, 7 digits} (TTL)                                                        |
 * | chunk-claim         | a chunk of a campaign's batch in flight (lease)                               | pk CAMPAIGN#{id} sk CHUNK#{batchId}#{size}.{i}                                                           |
 * | local-identity      | DKIM tokens of a domain (local stage only)                                    | pk LOCALSES#{domain} sk IDENTITY                                                                         |
 * | account-tombstone   | an account deleted or being deleted                                           | pk DELETEDACCOUNT#{accountId} sk TOMBSTONE                                                               |
 * | optin-mail-count    | confirmation mails an address got lately (keyed hash; all forms and accounts) | pk OPTINMAIL#{emailHash} sk SENT (TTL expiresAt)                                                         |
 * | contact-fields      | an account's custom contact fields (name, key, type)                          | pk USER#{accountId} sk CONTACTFIELDS                                                                     |
 * | ses-tenant          | an account's SES tenant: its name and where its provisioning is               | pk USER#{accountId} sk SESTENANT                                                                         |
 * | ses-tenant          | SES tenants whose provisioning is unfinished, oldest first                    | gsi2 SESTENANTDUE gsi2sk {updatedAt}                                                                     |
 * | sending-reputation  | an account's sending guard (paused or not)                                    | pk REPUTATION#{accountId} sk GUARD                                                                       |
 * | sending-reputation  | an account's sends, bounces, complaints of an hour                            | pk REPUTATION#{accountId} sk HOUR#{epoch}#{yyyy-mm-ddThh} (TTL)                                          |
 * | send-ramp           | a campaign's ramp (steps sent, next step)                                     | pk CAMPAIGN#{id} sk RAMP                                                                                 |
 * | commerce-event      | commerce events of an account, by time (TTL expiresAt except orders)          | pk COMMERCE#{accountId} sk CEVENT#{iso}#{eventId}                                                        |
 * | commerce-event      | commerce events of a contact, by time                                         | gsi1 CONTACTCOMMERCE#{accountId}#{contactId} gsi1sk {iso}#{eventId}                                      |
 * | commerce-event      | once-only mark of a commerce event                                            | pk COMMERCEONCE#{accountId} sk {dedupeId}                                                                |
 * | shopify-connection  | an account's Shopify connection                                               | pk SHOPIFY#{accountId} sk CONNECTION                                                                     |
 * | shopify-connection  | the account of a webhook address                                              | pk SHOPIFYHOOK#{connectionId} sk POINTER                                                                 |
 * | shopify-connection  | once-only mark of a Shopify webhook delivery (TTL expiresAt)                  | pk SHOPIFYONCE#{accountId} sk {webhookId}                                                                |
 * | brand-kit           | an account's brand kit (shop name, logo, colours, font, buttons, social)      | pk USER#{accountId} sk BRANDKIT                                                                          |
 * | custom-template     | an account's saved templates (a snapshot of an email)                         | pk USER#{accountId} sk TEMPLATE#{templateId}                                                             |
 * | custom-template     | how many templates an account has (the cap's counter)                         | pk USER#{accountId} sk TEMPLATES#COUNT                                                                   |
 * | flow                | flows of an account                                                           | pk FLOWS#{accountId} sk FLOW#{flowId}                                                                    |
 * | flow-version        | versions of a flow, oldest first                                              | pk FLOWS#{accountId} sk FLOWVER#{flowId}#{version:6}                                                     |
 * | flow-settings       | automation settings of an account                                             | pk FLOWS#{accountId} sk FLOWSETTINGS                                                                     |
 * | flow-enrollment     | enrollments of a flow                                                         | pk FLOWENR#{accountId}#{flowId} sk ENR#{contactId}#{entryId}                                             |
 * | flow-enrollment     | flows a contact is or was in, by entry time                                   | gsi1 CONTACTFLOWS#{accountId}#{contactId} gsi1sk {enteredAt}#{flowId}                                    |
 * | flow-enrollment     | enrollments due, by UTC hour and shard, by due time                           | gsi2 FLOWDUE#{yyyy-mm-ddThh}#{shard} gsi2sk {dueAt}#{accountId}#{flowId}#{enrollmentId}                  |
 * | flow-entry          | a contact's last entry into a flow                                            | pk FLOWENR#{accountId}#{flowId} sk CONTACT#{contactId}                                                   |
 * | flow-step-mark      | the steps an enrollment ran, in order                                         | pk FLOWENR#{accountId}#{flowId} sk MARK#{enrollmentId}#{seq:5}                                           |
 * | flow-contact-mail   | a contact's last automated email                                              | pk FLOWMAIL#{accountId} sk {contactId}                                                                   |
 * | flow-sweep          | where the due-step sweep got to                                               | pk FLOWSWEEP sk CURSOR                                                                                   |
 * | flow-trigger        | live flows entering or ending on an event name                                | pk FLOWTRIG#{accountId}#E#{eventName} sk {enter|exit|idle}#{flowId}                                      |
 * | flow-trigger        | live flows entered on a contact change                                        | pk FLOWTRIG#{accountId}#C sk enter#{flowId}                                                              |
 * | flow-trigger        | live yearly-date flows of every account                                       | pk FLOWTRIGDATES sk {accountId}#{flowId}                                                                 |
 * | flow-trigger        | where a flow is indexed                                                       | pk FLOWS#{accountId} sk FLOWTRIGS#{flowId}                                                               |
 * | api-key             | API keys of an account                                                        | pk APIKEYS#{accountId} sk KEY#{keyId}                                                                    |
 * | api-key             | API key by the SHA-256 of its secret                                          | pk APIKEYHASH#{secretHash} sk LOOKUP                                                                     |
 * | commerce-drop       | dropped commerce events of a setup: count and last message                    | pk COMMERCE#{accountId} sk DROPS#{setupId}                                                               |
 * | flow-stats          | a flow's counters                                                             | pk FLOWS#{accountId} sk FLOWSTATS#{flowId}                                                               |
 * | flow-prebuilt       | whether the prebuilt flows were made                                          | pk FLOWS#{accountId} sk PREBUILT                                                                         |
 * | flow-email-snapshot | a flow email step's snapshot of its email, per version                        | pk FLOWS#{accountId} sk FLOWDOC#{flowId}#{version:6}#{stepId}                                            |
 * | flow-mail-source    | the flow, step and version a flow email source id stands for                  | pk CAMPAIGN#{id} sk FLOWSOURCE                                                                           |
 * | flow-event-wait     | enrollments waiting for an event, by contact                                  | pk FLOWWAIT#{accountId}#{eventName} sk {contactId}#{flowId}#{enrollmentId}                               |
 * | membership          | an account's members and their roles                                          | pk USER#{accountId} sk MEMBER#{userId}                                                                   |
 * | membership          | the accounts a person is a member of                                          | pk USER#{userId} sk MEMBEROF#{accountId}                                                                 |
 * | membership          | the account's members counted (the plan's seats)                              | pk USER#{accountId} sk SEATS                                                                             |
 * | invitation          | an account's invitations to join it                                           | pk USER#{accountId} sk INVITE#{inviteId}                                                                 |
 * | activity            | an account's activity, newest first (TTL expiresAt, 90 days)                  | pk USER#{accountId} sk ACTIVITY#{iso}#{id}                                                               |
 * | presence            | who has an email open in the editor (TTL expiresAt, seconds)                  | pk USER#{accountId} sk PRESENCE#{projectId}#{userId}                                                     |
 * | contact-date        | contacts by a date field’s month-day (yearly triggers)                        | pk CONTACTS#{accountId} sk DATE#{field}#{mm-dd}#{contactId}                                              |
 * | flow-idle-timer     | a contact's win-back timer in a flow                                          | pk FLOWENR#{accountId}#{flowId} sk IDLE#{contactId}                                                      |
 * | flow-idle-timer     | win-back timers due, by UTC day and shard, by due time                        | gsi2 FLOWIDLEDUE#{yyyy-mm-dd}#{shard} gsi2sk {dueAt}#{accountId}#{flowId}#{contactId}                    |
 * | flow-trigger-sweep  | where the trigger sweeps got to (dates, idle)                                 | pk FLOWTRIGSWEEP sk {DATES|IDLE}                                                                         |
 * | ownership           | an account's current owner, once ownership moved                              | pk USER#{accountId} sk CURRENT_OWNER                                                                     |
 * | ownership           | the owner's offer of ownership to an admin                                    | pk USER#{accountId} sk OWNERSHIP_OFFER                                                                   |
 */
export { table, TRACKING_EVENT_SK_PREFIX, type IndexName, type TableDefinition } from './table-definition';

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
  ...sesFlagKeys,
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
  ...clickLogKeys,
  ...accountTombstoneKeys,
  ...optinMailCountKeys,
  ...contactFieldsKeys,
  ...sesTenantKeys,
  ...sendingReputationKeys,
  ...sendRampKeys,
  ...commerceEventKeys,
  ...shopifyConnectionKeys,
  ...brandKitKeys,
  ...customTemplateKeys,
  ...flowKeys,
  ...flowVersionKeys,
  ...flowSettingsKeys,
  ...flowEnrollmentKeys,
  ...flowEntryKeys,
  ...flowStepMarkKeys,
  ...flowContactMailKeys,
  ...flowSweepKeys,
  ...flowTriggerKeys,
  ...apiKeyKeys,
  ...commerceDropKeys,
  ...flowStatsKeys,
  ...flowPrebuiltKeys,
  ...flowEmailSnapshotKeys,
  ...flowMailSourceKeys,
  ...activityKeys,
  ...presenceKeys,
  ...contactDateKeys,
  ...flowIdleTimerKeys,
  ...flowTriggerSweepKeys,
  ...flowEventWaitKeys,
} as const;

/** Every stored item kind (its module in lambdas/domain/items/ is the only code that reads or writes it). */
export const itemKinds = [
  profileKind,
  setupKind,
  projectKind,
  projectContentKind,
  chatMessageKind,
  pendingChangeKind,
  versionKind,
  testSendsKind,
  trackingEventKind,
  blogPostKind,
  trackingRateKind,
  stripeEventKind,
  stripeCustomerKind,
  localCheckoutKind,
  aiRateKind,
  recipientMarkKind,
  sesFlagKind,
  sendJobKind,
  parkedBatchKind,
  batchCountedKind,
  campaignKind,
  campaignSnapshotKind,
  monthlySendsKind,
  contactKind,
  emailClaimKind,
  contactCountsKind,
  contactImportKind,
  localScheduleKind,
  analyticsCountersKind,
  analyticsWindowKind,
  analyticsVisitorKind,
  analyticsGoalsKind,
  campaignLinksKind,
  campaignEngagementKind,
  clickLogKind,
  attributionTouchKind,
  importRowKind,
  chunkClaimKind,
  localIdentityKind,
  accountTombstoneKind,
  optinMailCountKind,
  contactFieldsKind,
  sesTenantKind,
  sendingReputationKind,
  sendRampKind,
  commerceEventKind,
  shopifyConnectionKind,
  brandKitKind,
  customTemplateKind,
  flowKind,
  flowVersionKind,
  flowSettingsKind,
  flowEnrollmentKind,
  flowEntryKind,
  flowStepMarkKind,
  flowContactMailKind,
  flowSweepKind,
  flowTriggerKind,
  apiKeyKind,
  commerceDropKind,
  flowStatsKind,
  flowPrebuiltKind,
  flowEmailSnapshotKind,
  flowMailSourceKind,
  flowEventWaitKind,
  membershipKind,
  invitationKind,
  activityKind,
  presenceKind,
  contactDateKind,
  flowIdleTimerKind,
  flowTriggerSweepKind,
  ownershipKind,
] as const;

/**
 * Issue 34: the minimal role of every signed-in route, beside the route table. The type makes it complete:
 * a new 'jwt' route does not compile until it has a line here. lambdas/http/route.ts refuses a member whose
 * role is below (403 in words); tests/integration/teams/route-roles.test.ts walks every route for each role.
 *   viewer: reads what the reports show;   editor: emails, templates, campaigns, flows, contacts, imports;
 *   admin: setup, the sending domain, tracking, integrations, API keys, the brand;   owner: billing, deletion.
 */
import type { TeamRole } from '../../shared/contracts/teams';
import type { routes } from './index';

type JwtRouteId = Extract<(typeof routes)[number], { auth: 'jwt' }>['id'];

export const minimalRoles = {
  // The person's own session and settings, and reading the account.
  me: 'viewer',
  profileGet: 'viewer',
  setupGet: 'viewer',
  dnsProvider: 'viewer',
  trackingStatus: 'viewer',
  projectList: 'viewer',
  projectByName: 'viewer',
  projectGet: 'viewer',
  editorContentGet: 'viewer',
  editorVersionsList: 'viewer',
  editorVersionGet: 'viewer',
  aiChatState: 'viewer',
  contactsImportGet: 'viewer',
  contactList: 'viewer',
  contactCounts: 'viewer',
  contactFields: 'viewer',
  contactGet: 'viewer',
  contactActivity: 'viewer',
  contactTopicsGet: 'viewer',
  campaignList: 'viewer',
  campaignAudienceCount: 'viewer',
  campaignGet: 'viewer',
  campaignChecks: 'viewer',
  campaignResults: 'viewer',
  campaignAttribution: 'viewer',
  sendingStatus: 'viewer',
  analyticsReport: 'viewer',
  analyticsRevenue: 'viewer',
  shopifyConnectionGet: 'viewer',
  brandGet: 'viewer',
  customTemplateList: 'viewer',
  // Emails, templates, campaigns, contacts and imports.
  projectCreate: 'editor',
  projectUpdate: 'editor',
  projectDelete: 'editor',
  projectDuplicate: 'editor',
  editorContentSave: 'editor',
  editorVersionRestore: 'editor',
  editorImagePresign: 'editor',
  editorImageConfirm: 'editor',
  editorTestSend: 'editor',
  aiPendingManage: 'editor',
  contactsImportCreate: 'editor',
  contactsImportPreview: 'editor',
  contactsImportStart: 'editor',
  contactsImportReport: 'editor',
  contactCreate: 'editor',
  contactExport: 'editor',
  contactBulk: 'editor',
  contactUpdate: 'editor',
  contactDelete: 'editor',
  contactTopicsSave: 'editor',
  campaignCreate: 'editor',
  campaignUpdate: 'editor',
  campaignDelete: 'editor',
  campaignSchedule: 'editor',
  campaignSendNow: 'editor',
  campaignCancel: 'editor',
  campaignPause: 'editor',
  campaignResume: 'editor',
  sendingResume: 'editor',
  analyticsGoalCreate: 'editor',
  analyticsGoalDelete: 'editor',
  templateStart: 'editor',
  customTemplateSave: 'editor',
  customTemplateDelete: 'editor',
  customTemplateStart: 'editor',
  trackingCheckSite: 'editor',
  // The account's setup: onboarding answers, the sending domain, tracking, integrations, keys, the brand.
  setupUpdate: 'admin',
  setupComplete: 'admin',
  dnsInitiate: 'admin',
  dnsVerify: 'admin',
  trackingId: 'admin',
  shopifyConnect: 'admin',
  shopifyDisconnect: 'admin',
  brandPut: 'admin',
  apiKeyList: 'admin',
  apiKeyCreate: 'admin',
  apiKeyRevoke: 'admin',
  teamGet: 'admin',
  teamInvite: 'admin',
  teamInviteRevoke: 'admin',
  teamMemberRemove: 'admin',
  // The person's own memberships: accepting, leaving, the accounts to switch to.
  teamAccept: 'viewer',
  teamLeave: 'viewer',
  teamAccounts: 'viewer',
  // Billing and the account itself.
  billingFree: 'owner',
  billingCheckout: 'owner',
  billingPortal: 'owner',
  billingTestCheckoutGet: 'owner',
  billingTestCheckoutFinish: 'owner',
  billingTestPortalCancel: 'owner',
  accountDelete: 'owner',
} as const satisfies Record<JwtRouteId, TeamRole>;

/** The minimal role of a route id ('owner' for an id the table does not know: refuse rather than allow). */
export const minimalRoleOf = (routeId: string): TeamRole =>
  (minimalRoles as Readonly<Record<string, TeamRole>>)[routeId] ?? 'owner';

/**
 * Every route path of both specs, in one list. The router registers exactly these; links are built from
 * `paths` and the helpers below, never from string literals scattered through the pages. The onboarding
 * steps come from the one flow list (shared/onboarding/flow.ts), keyed by their camel-cased path.
 */
import { onboardingFlow, type FlowPath } from '../../shared/onboarding/flow';

/** 'business-overview' -> 'businessOverview'. */
type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;
/** The key of an onboarding step in `paths`: '/' -> 'home', '/goals-form' -> 'goalsForm'. */
type StepKey<P extends string> = P extends '/'
  ? 'home'
  : P extends `/${infer Rest}`
    ? CamelCase<Rest>
    : never;

function stepKey(path: string): string {
  return path === '/' ? 'home' : path.slice(1).replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
}

const onboardingPaths = Object.fromEntries(onboardingFlow.map((path) => [stepKey(path), path])) as {
  readonly [P in FlowPath as StepKey<P>]: P;
};

export const paths = {
  ...onboardingPaths,
  login: '/login',
  signup: '/signup',
  subscription: '/subscription',
  dashboard: '/dashboard',
  /** Account settings: who is signed in, the plan, Sign Out and "Delete my account". */
  account: '/account',
  contacts: '/contacts',
  editor: '/editor',
  editorProject: '/editor/:projectId',
  editorByName: '/editor/:username/:projectName',
  sendEmail: '/send-email',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  blog: '/blog',
  blogPost: '/blog/:slug',
  /** The local test checkout (no Stripe keys): labelled as a test, takes no payment. */
  localCheckout: '/local-checkout',
  /** An email's unsubscribe and preferences page (public, signed token; docs/product.md › Unsubscribe and signup form). */
  unsubscribe: '/u/:token',
  /** Where the signup form and its confirmation link land (public; ?status=). */
  subscribed: '/subscribed',
  /** The double opt-in mail's link: a page whose button confirms (public, signed token; issue 30). */
  subscribeConfirm: '/subscribe/confirm/:token',
  /** Campaigns (issue 21): the list, a new campaign (choose its email), one campaign (draft wizard or progress). */
  campaigns: '/campaigns',
  campaignNew: '/campaigns/new',
  campaign: '/campaigns/:campaignId',
  /** Issue 20: the CSV import wizard (web/features/imports). */
  contactsImport: '/contacts/import',
  analytics: '/analytics',
  /** Issue 31: the Shopify connection (custom app token and webhook secret). */
  shopify: '/shopify',
  /** Issue 33: the template gallery ("Start from a template"). */
  templates: '/templates',
  /** Issue 31: the public API's reference, read from /api/v1/openapi.json (public). */
  apiDocs: '/docs/api',
  /** Issue 31: one contact's activity (events, emails, orders, revenue). */
  contact: '/contacts/:contactId',
  /** Issue 32: automations, the list of flows and one flow's builder. */
  automations: '/automations',
  automation: '/automations/:flowId',
  /** Issue 34: the account's members and invitations, and the invitation mail's accept link (?token=). */
  team: '/team',
  teamAccept: '/team/accept',
  notFound: '*',
} as const;

export type RouteKey = keyof typeof paths;
export type RoutePath = (typeof paths)[RouteKey];

export interface RouteInfo {
  key: RouteKey;
  path: RoutePath;
  /** Human name of the page: used as the document title. */
  title: string;
}

/** The route list in spec order (the not-found catch-all last). */
export const routeList: readonly RouteInfo[] = [
  { key: 'home', path: paths.home, title: 'Home' },
  { key: 'login', path: paths.login, title: 'Sign In' },
  { key: 'signup', path: paths.signup, title: 'Sign Up' },
  { key: 'businessOverview', path: paths.businessOverview, title: 'Business Overview' },
  { key: 'optionalSignup', path: paths.optionalSignup, title: 'Save Your Progress' },
  { key: 'goalsForm', path: paths.goalsForm, title: 'Your Goals' },
  { key: 'businessClarification', path: paths.businessClarification, title: 'Business Clarification' },
  { key: 'selectEmails', path: paths.selectEmails, title: 'Select Emails' },
  { key: 'websiteStatus', path: paths.websiteStatus, title: 'Website Status' },
  { key: 'infoClarification', path: paths.infoClarification, title: 'Confirm Your Information' },
  { key: 'authGate', path: paths.authGate, title: 'Almost There!' },
  { key: 'dnsConfirmation', path: paths.dnsConfirmation, title: 'Configure Your DNS' },
  { key: 'websiteTracking', path: paths.websiteTracking, title: 'Website Tracking Pixel' },
  { key: 'subscriptionPlan', path: paths.subscriptionPlan, title: 'Choose Your Plan' },
  { key: 'subscription', path: paths.subscription, title: 'Choose Your Plan' },
  { key: 'dashboard', path: paths.dashboard, title: 'My Email Templates' },
  { key: 'account', path: paths.account, title: 'Account Settings' },
  { key: 'contacts', path: paths.contacts, title: 'Contacts' },
  { key: 'editor', path: paths.editor, title: 'Email Editor' },
  { key: 'editorProject', path: paths.editorProject, title: 'Email Editor' },
  { key: 'editorByName', path: paths.editorByName, title: 'Email Editor' },
  { key: 'sendEmail', path: paths.sendEmail, title: 'Send Email Preview' },
  { key: 'privacyPolicy', path: paths.privacyPolicy, title: 'Privacy Policy' },
  { key: 'termsOfService', path: paths.termsOfService, title: 'Terms of Service' },
  { key: 'blog', path: paths.blog, title: 'Blog' },
  { key: 'blogPost', path: paths.blogPost, title: 'Blog' },
  { key: 'localCheckout', path: paths.localCheckout, title: 'Test Checkout' },
  { key: 'unsubscribe', path: paths.unsubscribe, title: 'Email Preferences' },
  { key: 'subscribed', path: paths.subscribed, title: 'Subscription' },
  { key: 'subscribeConfirm', path: paths.subscribeConfirm, title: 'Confirm Subscription' },
  { key: 'campaigns', path: paths.campaigns, title: 'Campaigns' },
  { key: 'campaignNew', path: paths.campaignNew, title: 'New Campaign' },
  { key: 'campaign', path: paths.campaign, title: 'Campaign' },
  { key: 'contactsImport', path: paths.contactsImport, title: 'Import Contacts' },
  { key: 'analytics', path: paths.analytics, title: 'Analytics' },
  { key: 'shopify', path: paths.shopify, title: 'Shopify' },
  { key: 'templates', path: paths.templates, title: 'Templates' },
  { key: 'apiDocs', path: paths.apiDocs, title: 'API Reference' },
  { key: 'contact', path: paths.contact, title: 'Contact' },
  { key: 'automations', path: paths.automations, title: 'Automations' },
  { key: 'automation', path: paths.automation, title: 'Automation' },
  { key: 'team', path: paths.team, title: 'Team' },
  { key: 'teamAccept', path: paths.teamAccept, title: 'Join a Team' },
  { key: 'notFound', path: paths.notFound, title: 'Page Not Found' },
];

/**
 * The route patterns the server answers with the SPA shell (HTTP 200): every route but the not-found catch-all
 * and the blog posts, which are content pages (only the slugs of content/blog exist; the build prerenders each).
 * Any other path answers 404 (shared/site/page-status.ts; the build writes this list to _pages/routes.json).
 */
export const shellRoutePatterns: readonly string[] = routeList
  .filter(({ key }) => key !== 'notFound' && key !== 'blogPost')
  .map(({ path }) => path);

function segment(value: string, name: string): string {
  if (value.length === 0) throw new Error(`${name} must not be empty`);
  return encodeURIComponent(value);
}

/** /contacts/{contactId} */
export function contactPath(contactId: string): string {
  return `/contacts/${segment(contactId, 'contactId')}`;
}

/** /editor/{projectId} */
export function editorProjectPath(projectId: string): string {
  return `/editor/${segment(projectId, 'projectId')}`;
}

/** /editor/{username}/{projectName}, both URL-encoded (a project name may hold spaces, slashes, '?', '#'). */
export function editorByNamePath(username: string, projectName: string): string {
  return `/editor/${segment(username, 'username')}/${segment(projectName, 'projectName')}`;
}

/** /campaigns/{campaignId} */
export function campaignPath(campaignId: string): string {
  return `/campaigns/${segment(campaignId, 'campaignId')}`;
}

/** /automations/{flowId} */
export function automationPath(flowId: string): string {
  return `/automations/${segment(flowId, 'flowId')}`;
}

/** /blog/{slug} */
export function blogPostPath(slug: string): string {
  return `/blog/${segment(slug, 'slug')}`;
}

const brand = 'Jungle Mail';

/** The route a concrete pathname belongs to (the not-found entry when none matches). Pure, no router needed. */
export function routeForPathname(pathname: string): RouteInfo {
  const actual = splitPath(pathname);
  for (const route of routeList) {
    if (route.path === paths.notFound) continue;
    const pattern = splitPath(route.path);
    if (pattern.length !== actual.length) continue;
    if (pattern.every((part, i) => part.startsWith(':') || part === actual[i])) return route;
  }
  return routeList[routeList.length - 1] as RouteInfo;
}

function splitPath(pathname: string): string[] {
  return pathname.split('/').filter((part) => part.length > 0);
}

/** The document title of a pathname: 'Jungle Mail' on the landing page, 'Privacy Policy · Jungle Mail' elsewhere. */
export function documentTitleFor(pathname: string): string {
  const route = routeForPathname(pathname);
  return route.key === 'home' ? brand : `${route.title} · ${brand}`;
}

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { routeForPathname, routeList, type RouteKey } from '../config/paths';
import { RootLayout } from './layout/RootLayout';
import { RouteErrorPage } from './layout/RouteErrorPage';

type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<void> };
const loadedModules = new Map<() => Promise<unknown>, Record<string, unknown>>();

/**
 * React.lazy over a named export: one chunk per feature module, loaded when its route is first visited.
 * `preload()` loads it ahead (main.tsx, before hydrating a prerendered page): a page whose module is
 * already loaded renders at once (a synchronous thenable), so hydration never suspends on it and the
 * static HTML is kept instead of being thrown away and rendered again.
 */
function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): LazyPage {
  const component = lazy(() => {
    const module = loadedModules.get(load);
    if (module) {
      const page = { default: module[name] as ComponentType };
      // A thenable that calls back synchronously: React.lazy marks it resolved before rendering.
      return { then: (resolve: (value: typeof page) => void) => resolve(page) } as Promise<typeof page>;
    }
    return load().then((loaded) => {
      loadedModules.set(load, loaded);
      return { default: loaded[name] as ComponentType };
    });
  });
  return Object.assign(component, {
    preload: () =>
      load().then((loaded) => {
        loadedModules.set(load, loaded);
      }),
  });
}

const wrappedPages = new WeakMap<ComponentType, ComponentType>();

/**
 * The signed-in app's pages read through React Query: each loads with its provider (web/lib/query-client.tsx,
 * one shared client), so public pages (landing, legal, blog, 404) never load React Query (issue 13's budget).
 */
function withQuery<M extends Record<string, unknown>>(load: () => Promise<M>): () => Promise<M> {
  return () =>
    Promise.all([load(), import('../lib/query-client')]).then(([module, { QueryProvider }]) => {
      const wrapped: Record<string, unknown> = {};
      for (const [name, Page] of Object.entries(module)) {
        if (typeof Page !== 'function') continue;
        let Wrapped = wrappedPages.get(Page as ComponentType);
        if (!Wrapped) {
          const Inner = Page as ComponentType;
          Wrapped = () => (
            <QueryProvider>
              <Inner />
            </QueryProvider>
          );
          wrappedPages.set(Inner, Wrapped);
        }
        wrapped[name] = Wrapped;
      }
      return wrapped as M;
    });
}

const auth = () => import('../features/auth/pages');
const onboarding = () => import('../features/onboarding/pages');
const editor = () => import('../features/editor/pages');
const billing = () => import('../features/billing/pages');
const campaigns = () => import('../features/campaigns/pages');

/** A page of the signed-in app (any page that may read through React Query): loads with its provider. */
function appPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazyPage(withQuery(load), name);
}

/** A public page (prerendered, no React Query): landing, legal, blog, 404. */
const publicPage = lazyPage;

/**
 * Every route of paths.ts must have a page: the Record type makes a missing one a compile error. A new route is
 * an appPage unless it is public and reads nothing through React Query.
 */
const pages: Record<RouteKey, LazyPage> = {
  home: publicPage(() => import('../features/landing/LandingPage'), 'LandingPage'),
  login: appPage(auth, 'LoginPage'),
  signup: appPage(auth, 'SignupPage'),
  businessOverview: appPage(onboarding, 'BusinessOverviewPage'),
  optionalSignup: appPage(onboarding, 'OptionalSignupPage'),
  goalsForm: appPage(onboarding, 'GoalsFormPage'),
  businessClarification: appPage(onboarding, 'BusinessClarificationPage'),
  selectEmails: appPage(onboarding, 'SelectEmailsPage'),
  websiteStatus: appPage(onboarding, 'WebsiteStatusPage'),
  infoClarification: appPage(onboarding, 'InfoClarificationPage'),
  authGate: appPage(onboarding, 'AuthGatePage'),
  dnsConfirmation: appPage(() => import('../features/dns/pages'), 'DnsConfirmationPage'),
  websiteTracking: appPage(() => import('../features/tracking/pages'), 'WebsiteTrackingPage'),
  subscriptionPlan: appPage(billing, 'SubscriptionPlanPage'),
  subscription: appPage(billing, 'SubscriptionPlanPage'),
  dashboard: appPage(() => import('../features/projects/pages'), 'DashboardPage'),
  account: appPage(() => import('../features/account/pages'), 'AccountPage'),
  contacts: appPage(() => import('../features/contacts/pages'), 'ContactsPage'),
  editor: appPage(editor, 'EditorPage'),
  editorProject: appPage(editor, 'EditorPage'),
  editorByName: appPage(editor, 'EditorPage'),
  sendEmail: appPage(editor, 'SendEmailPage'),
  privacyPolicy: publicPage(() => import('../features/legal/PrivacyPolicyPage'), 'PrivacyPolicyPage'),
  termsOfService: publicPage(() => import('../features/legal/TermsOfServicePage'), 'TermsOfServicePage'),
  // Two chunks: a post does not load the index's search, nor the index the post page.
  blog: publicPage(() => import('../features/blog/BlogIndexPage'), 'BlogIndexPage'),
  blogPost: publicPage(() => import('../features/blog/BlogPostPage'), 'BlogPostPage'),
  localCheckout: appPage(billing, 'LocalCheckoutPage'),
  unsubscribe: publicPage(() => import('../features/unsubscribe/UnsubscribePage'), 'UnsubscribePage'),
  subscribed: publicPage(() => import('../features/unsubscribe/SubscribedPage'), 'SubscribedPage'),
  subscribeConfirm: publicPage(
    () => import('../features/unsubscribe/ConfirmSubscriptionPage'),
    'ConfirmSubscriptionPage',
  ),
  campaigns: appPage(campaigns, 'CampaignsPage'),
  campaignNew: appPage(campaigns, 'NewCampaignPage'),
  campaign: appPage(campaigns, 'CampaignPage'),
  contactsImport: appPage(() => import('../features/imports/pages'), 'ContactsImportPage'),
  analytics: appPage(() => import('../features/analytics/pages'), 'AnalyticsPage'),
  shopify: appPage(() => import('../features/shopify/pages'), 'ShopifySettingsPage'),
  templates: appPage(() => import('../features/templates/pages'), 'TemplatesPage'),
  apiDocs: publicPage(() => import('../features/api-keys/ApiReferencePage'), 'ApiReferencePage'),
  contact: appPage(() => import('../features/contacts/pages'), 'ContactActivityPage'),
  automations: appPage(() => import('../features/automations/pages'), 'AutomationsPage'),
  automation: appPage(() => import('../features/automations/pages'), 'FlowBuilderPage'),
  team: appPage(() => import('../features/teams/pages'), 'TeamPage'),
  teamAccept: appPage(() => import('../features/teams/pages'), 'AcceptInvitationPage'),
  notFound: publicPage(() => import('../features/not-found/NotFoundPage'), 'NotFoundPage'),
};

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: routeList.map(({ key, path }) => {
      const Page = pages[key];
      return path === '/' ? { index: true, element: <Page /> } : { path, element: <Page /> };
    }),
  },
];

/** Loads the page module of a path (before hydrating its prerendered HTML). */
export function preloadRoute(pathname: string): Promise<void> {
  return pages[routeForPathname(pathname).key].preload();
}

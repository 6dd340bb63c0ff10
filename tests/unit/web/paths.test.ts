import { describe, expect, it } from 'vitest';
import {
  blogPostPath,
  documentTitleFor,
  editorByNamePath,
  editorProjectPath,
  paths,
  routeForPathname,
  routeList,
} from '../../../web/config/paths';

/** Every route of docs/product.md › Routes, written out by hand. */
const specRoutes = [
  '/',
  '/login',
  '/signup',
  '/business-overview',
  '/optional-signup',
  '/goals-form',
  '/business-clarification',
  '/select-emails',
  '/website-status',
  '/info-clarification',
  '/auth-gate',
  '/dns-confirmation',
  '/website-tracking',
  '/subscription-plan',
  '/subscription',
  '/dashboard',
  '/account',
  '/editor',
  '/editor/:projectId',
  '/editor/:username/:projectName',
  '/send-email',
  '/privacy-policy',
  '/terms-of-service',
  '/blog',
  '/blog/:slug',
  // Ours: the local test checkout that stands in for Stripe Checkout without keys (DESIGN.md "Stripe").
  '/local-checkout',
  // The audience's public pages (docs/product.md › Unsubscribe and signup form).
  '/u/:token',
  '/subscribed',
  '/subscribe/confirm/:token',
  // Ours: campaigns (issue 21).
  '/campaigns',
  '/campaigns/new',
  '/campaigns/:campaignId',
  // Issue 20: the contacts page and the contacts' CSV import wizard.
  '/contacts',
  '/contacts/import',
  // Issue 31: a contact's activity.
  '/contacts/:contactId',
  // Issue 22: site analytics.
  '/analytics',
  // Issue 31: the Shopify connection.
  '/shopify',
  // Issue 33: the template gallery.
  '/templates',
  // Issue 31: the public API's reference.
  '/docs/api',
  // Issue 32: automations.
  '/automations',
  '/automations/:flowId',
  // Issue 34: the team and the invitation's accept link.
  '/team',
  '/team/accept',
  '*',
];

describe('route list', () => {
  it('holds exactly the routes of both specs, once each, with the catch-all last', () => {
    const listed = routeList.map((route) => route.path);
    expect([...listed].sort()).toEqual([...specRoutes].sort());
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.at(-1)).toBe('*');
  });

  it('keys the list by the same names as `paths`', () => {
    for (const route of routeList) expect(paths[route.key]).toBe(route.path);
    expect(routeList).toHaveLength(Object.keys(paths).length);
  });

  it('gives every route a human title', () => {
    for (const route of routeList) expect(route.title.trim().length).toBeGreaterThan(0);
  });
});

describe('path helpers', () => {
  it('builds /editor/{projectId}', () => {
    expect(editorProjectPath('01HZX3')).toBe('/editor/01HZX3');
  });

  it('URL-encodes the owner and the project name', () => {
    expect(editorByNamePath('ana@example.com', 'Spring Sale / 20% off?')).toBe(
      '/editor/ana%40example.com/Spring%20Sale%20%2F%2020%25%20off%3F',
    );
    expect(editorByNamePath('user', 'Café #1')).toBe('/editor/user/Caf%C3%A9%20%231');
  });

  it('round-trips a project name through the URL', () => {
    const name = 'Black Friday: 50% off & free shipping #2';
    const last = editorByNamePath('user', name).split('/').at(-1) ?? '';
    expect(decodeURIComponent(last)).toBe(name);
  });

  it('builds /blog/{slug}', () => {
    expect(blogPostPath('welcome-to-the-jungle')).toBe('/blog/welcome-to-the-jungle');
  });

  it('refuses empty segments instead of building a path to another route', () => {
    expect(() => editorProjectPath('')).toThrow(/projectId/);
    expect(() => editorByNamePath('user', '')).toThrow(/projectName/);
    expect(() => blogPostPath('')).toThrow(/slug/);
  });
});

describe('routeForPathname / documentTitleFor', () => {
  it('matches static and parameterised routes', () => {
    expect(routeForPathname('/').key).toBe('home');
    expect(routeForPathname('/login/').key).toBe('login');
    expect(routeForPathname('/editor').key).toBe('editor');
    expect(routeForPathname(editorProjectPath('p1')).key).toBe('editorProject');
    expect(routeForPathname(editorByNamePath('user', 'My email')).key).toBe('editorByName');
    expect(routeForPathname(blogPostPath('hello')).key).toBe('blogPost');
  });

  it('falls back to not-found', () => {
    expect(routeForPathname('/no/such/page').key).toBe('notFound');
    expect(routeForPathname('/editor/a/b/c').key).toBe('notFound');
  });

  it('titles pages with the brand', () => {
    expect(documentTitleFor('/')).toBe('Jungle Mail');
    expect(documentTitleFor('/privacy-policy')).toBe('Privacy Policy · Jungle Mail');
    expect(documentTitleFor('/nope')).toBe('Page Not Found · Jungle Mail');
  });
});

/**
 * Loading the redirect rules (gate-rules.ts, ~3.5 kB gzipped with the onboarding rules and the route guard) only
 * where they can decide something: any page but the public ones (landing, blog, legal), or once someone is signed
 * in. main.tsx loads them before the first render when the page or a stored session needs them, so the gate
 * decides from the first render exactly as before; on a public page a signed-out visitor never loads them.
 */
import { routeForPathname, type RouteKey } from '../../config/paths';
import type * as GateRulesModule from './gate-rules';

export type GateRules = typeof GateRulesModule;

let loaded: GateRules | undefined;

export function loadedGateRules(): GateRules | undefined {
  return loaded;
}

export function loadGateRules(): Promise<GateRules> {
  return import('./gate-rules').then((rules) => (loaded = rules));
}

const publicPages: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'home',
  'privacyPolicy',
  'termsOfService',
  'blog',
  'blogPost',
  'unsubscribe',
  'subscribed',
  'subscribeConfirm',
  'apiDocs',
]);

/** Pages where the rules decide nothing for a visitor who is not signed in, and always show the page. */
export function isPublicPage(pathname: string): boolean {
  return publicPages.has(routeForPathname(pathname).key);
}

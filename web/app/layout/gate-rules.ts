/**
 * The redirect rules and what follows from them, as one lazily loaded module (see gate-rules-loader.ts): the
 * gate needs them on every page but the public ones, where, for a visitor who is not signed in, they decide
 * nothing (tests/unit/web/gate-public-pages.test.ts holds them to that).
 */
export { decideRedirect } from '../../../shared/onboarding/redirect-rules';
export { gateSettled, gateView } from '../../lib/redirect-gate-state';

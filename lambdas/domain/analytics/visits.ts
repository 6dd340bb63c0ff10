import { type ConversionGoals, isConversion } from './attribution';
import { type CountedEvent, clean, PAGE_VIEW_EVENT, pathOf, VISIT_GAP_MS } from './dimensions';

/**
 * When an event starts a visit, and what a visit remembers (issue 29), pure. DESIGN:
 *
 * A visitor's events belong to one visit while they are less than 30 minutes apart (VISIT_GAP_MS), within
 * the visitor hash's UTC day, AND while they bring no other campaign: an event whose page URL carries
 * utm_source or utm_campaign different from the visit's own starts a new visit, which takes those tags.
 * This is Universal Analytics' rule ("a new session whenever the campaign source changes"), chosen over
 * Plausible's (a visit keeps its entry page's source whatever comes later) because a campaign mail is
 * most often opened by someone who already knows the shop: with the entry-page rule, a customer browsing
 * the shop who then clicks the mail's link is no campaign visit, its source stays empty, the campaign page
 * shows 0 visits, and the purchase that follows is nobody's. Tags equal to the visit's (a reload of the
 * landing page, an event sent from it) and events without tags (the next page) keep the visit: a direct
 * page never ends a campaign visit. Only source and campaign decide (not medium, content or term): they
 * are what the top lists and the campaign page count. The cost: a visitor who clicks two campaigns' links
 * in a few minutes makes two visits, which is what both campaign pages should show.
 *
 * The visit also remembers the goals reached in it (`goals`, a goal key per kind and value, at most one
 * per goal of the account), so a goal's converting visits (`gv:` counters) count each visit once however
 * often the goal fires in it: a goal's rate is converting visits over visits, a share that cannot pass
 * 100 %, where counting the events (2 purchases in 1 visit) read 200 %.
 */
export interface VisitState {
  /** The visitor's latest event time (the 30-minute gap is measured from it). */
  lastSeenMs: number;
  /** The visit's utm_source and utm_campaign (as counted), absent for a visit without them. */
  source?: string | undefined;
  campaign?: string | undefined;
  /** The goal keys (goalKey) reached in this visit. */
  goals: readonly string[];
}

/** An event's campaign tags, or undefined when its page URL has neither utm_source nor utm_campaign. */
export function utmTags(event: CountedEvent): { source?: string; campaign?: string } | undefined {
  if (!event.utmSource && !event.utmCampaign) return undefined;
  return {
    ...(event.utmSource ? { source: clean(event.utmSource) } : {}),
    ...(event.utmCampaign ? { campaign: clean(event.utmCampaign) } : {}),
  };
}

/** Whether `event` at `atMs` starts a new visit after `state` (undefined: the visitor's first event today). */
export function startsVisit(state: VisitState | undefined, event: CountedEvent, atMs: number): boolean {
  if (!state) return true;
  if (atMs - state.lastSeenMs > VISIT_GAP_MS) return true;
  const tags = utmTags(event);
  return tags !== undefined && (tags.source !== state.source || tags.campaign !== state.campaign);
}

/** The goal key of a conversion: `e:{event}` or `p:{path}`; undefined when the event reaches no goal. */
export function goalKey(event: CountedEvent, goals: ConversionGoals | undefined): string | undefined {
  if (!goals || !isConversion(event, goals)) return undefined;
  return event.eventName === PAGE_VIEW_EVENT ? `p:${clean(pathOf(event.pageUrl))}` : `e:${event.eventName}`;
}

/** The visit after `event`; `reached` is the goal key it reaches for the first time in the visit, if any. */
export function nextVisit(
  state: VisitState | undefined,
  event: CountedEvent,
  atMs: number,
  goals: ConversionGoals | undefined,
): { state: VisitState; newVisit: boolean; reached?: string } {
  const newVisit = startsVisit(state, event, atMs);
  const lastSeenMs = Math.max(atMs, state?.lastSeenMs ?? atMs);
  const tags = newVisit ? utmTags(event) : { source: state?.source, campaign: state?.campaign };
  const before = newVisit ? [] : (state?.goals ?? []);
  const key = goalKey(event, goals);
  const reached = key !== undefined && !before.includes(key) ? key : undefined;
  const next: VisitState = {
    lastSeenMs,
    ...(tags?.source ? { source: tags.source } : {}),
    ...(tags?.campaign ? { campaign: tags.campaign } : {}),
    goals: reached ? [...before, reached] : before,
  };
  return { state: next, newVisit, ...(reached ? { reached } : {}) };
}

import type { FlowTrigger } from '../contracts/flows';
import { isCommerceEventName } from '../contracts/commerce-events';

/** The event a trigger waits for (an event or a win-back's "no event"), if any. */
export function triggerEventName(trigger: FlowTrigger): string | undefined {
  return trigger.type === 'event' || trigger.type === 'no-event' ? trigger.eventName : undefined;
}

/**
 * The words a flow shows while its trigger's event has never reached the account (issue 32): what is
 * missing and how to send it. Shop events come from Shopify or the tracking script; any other name from
 * `jm('track', …)` or the API.
 */
export function needsDataWords(eventName: string): string {
  const how = isCommerceEventName(eventName)
    ? `Connect your Shopify shop, or send it from your site with jm('track', '${eventName}', …) or the API (POST /api/v1/events)`
    : `Send it from your site with jm('track', '${eventName}', …) or the API (POST /api/v1/events)`;
  return `This flow starts on the "${eventName}" event, and none has arrived from your shop yet. ${how}; the flow can run as soon as one arrives.`;
}

/**
 * The words a yearly-date flow shows while no contact has that date field (issue 32): what is missing and
 * how to add it.
 */
export function needsDateFieldWords(field: string): string {
  return `This flow starts on each contact's "${field}" date, and your contacts have no such date yet. Import contacts with a "${field}" column of dates (such as 1990-04-12 or April 12), or add it on a contact's page; the flow can run as soon as one is there.`;
}

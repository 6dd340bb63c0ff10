import type { CommerceEvent, CustomEvent } from '../../../shared/contracts/commerce-events';
import { recordCustomEvent } from '../commerce/record-custom-event';
import { recordCommerceEvent } from '../commerce/record-event';
import { contactIdOf, type ContactDeps } from './api-contacts';

/**
 * POST /api/v1/events: one event from the shop's own server, with the caller's id as its dedupe id, so a
 * retry is stored once: a commerce event through the one writer (recordCommerceEvent), a custom event (any
 * other name, `custom`) through recordCustomEvent, as the same item kind. `email` links the event to the
 * account's contact of that address when there is one; otherwise it is stored without a contact (never
 * creating one: the API subscribes people only through PUT /contacts, with consent).
 */
export async function recordApiEvent(
  deps: ContactDeps,
  accountId: string,
  input: {
    id: string;
    event: { commerce: CommerceEvent } | { custom: CustomEvent };
    email?: string | undefined;
    time?: string | undefined;
  },
) {
  const contactId = await contactIdOf(deps, accountId, input.email);
  const common = {
    accountId,
    source: 'api' as const,
    dedupeId: input.id,
    ...(input.time ? { occurredAt: new Date(input.time).toISOString() } : {}),
    ...(contactId ? { contactId } : {}),
    now: deps.clock.now(),
  };
  const result =
    'commerce' in input.event
      ? await recordCommerceEvent(deps.store, { ...common, event: input.event.commerce })
      : await recordCustomEvent(deps.store, { ...common, event: input.event.custom });
  return {
    stored: result.stored,
    eventId: result.stored ? result.record.eventId : null,
    contactId: contactId ?? null,
  };
}

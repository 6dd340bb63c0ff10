import type { CommerceEvent } from '../../../shared/contracts/commerce-events';
import { recordCommerceEvent } from '../commerce/record-event';
import { contactIdOf, type ContactDeps } from './api-contacts';

/**
 * POST /api/v1/events: one commerce event from the shop's own server, through the one writer
 * (recordCommerceEvent) with the caller's id as its dedupe id, so a retry is stored once. `email` links the
 * event to the account's contact of that address when there is one; otherwise it is stored without a contact
 * (never creating one: the API subscribes people only through PUT /contacts, with consent).
 */
export async function recordApiEvent(
  deps: ContactDeps,
  accountId: string,
  input: { id: string; event: CommerceEvent; email?: string | undefined; time?: string | undefined },
) {
  const contactId = await contactIdOf(deps, accountId, input.email);
  const result = await recordCommerceEvent(deps.store, {
    accountId,
    event: input.event,
    source: 'api',
    dedupeId: input.id,
    ...(input.time ? { occurredAt: new Date(input.time).toISOString() } : {}),
    ...(contactId ? { contactId } : {}),
    now: deps.clock.now(),
  });
  return {
    stored: result.stored,
    eventId: result.stored ? result.record.eventId : null,
    contactId: contactId ?? null,
  };
}

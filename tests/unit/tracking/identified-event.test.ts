import { describe, expect, it } from 'vitest';
import { parseTrackingEvent, toTrackingEventItem } from '../../../lambdas/domain/items/tracking-event';
import { newTrackingEvent, parseIngestBody } from '../../../lambdas/domain/tracking/ingest-event';
import { pageLocation } from '../../../lambdas/domain/tracking/page-location';
import { eventBody, SETUP_ID, SUB } from './fixtures';

const build = (contact?: { accountId: string; contactId: string }) => {
  const event = parseIngestBody(eventBody({ contact_token: 'x'.repeat(40) }));
  return newTrackingEvent({
    setupId: SETUP_ID,
    eventId: 'evt123456789',
    event,
    location: pageLocation(event.page_url),
    visit: {},
    now: new Date('2025-03-01T12:00:00.000Z'),
    contact,
  });
};

describe('an identified tracking event (issue 31)', () => {
  it("is stored with its contact and on the contact's index, the account only in the key", () => {
    const item = toTrackingEventItem(build({ accountId: SUB, contactId: 'contact-1' }));
    expect(item).toMatchObject({
      contactId: 'contact-1',
      gsi1pk: `CONTACTEVENTS#${SUB}#contact-1`,
      gsi1sk: '2025-03-01T12:00:00.000Z#evt123456789',
    });
    expect(item.accountId).toBeUndefined();
    expect(JSON.stringify(item)).not.toContain('x'.repeat(40));
    expect(parseTrackingEvent(item)?.contactId).toBe('contact-1');
  });

  it('an anonymous one has neither the contact nor the index keys', () => {
    const item = toTrackingEventItem(build());
    expect(item.contactId).toBeUndefined();
    expect(item.gsi1pk).toBeUndefined();
    expect(parseTrackingEvent(item)?.contactId).toBeUndefined();
  });

  it('a contact_token that is not a string is dropped, never a refused event', () => {
    for (const token of [42, null, { a: 1 }, 'y'.repeat(401)])
      expect(parseIngestBody(eventBody({ contact_token: token })).contact_token).toBeUndefined();
  });
});

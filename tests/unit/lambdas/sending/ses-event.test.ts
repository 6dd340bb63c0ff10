import { describe, expect, it } from 'vitest';
import { readSesEvent } from '../../../../lambdas/domain/campaigns/send/ses-event';
import {
  localOutcome,
  sesEvents,
  simulatorOutcome,
  type SentMail,
} from '../../../../lambdas/local/ses-simulator';

const mail: SentMail = {
  messageId: 'm-1',
  from: 'news@shop.example.com',
  to: ['bounce+c1@simulator.amazonses.com'],
  subject: 'Hello',
  configurationSet: 'jm-local',
  tags: { account: ['sub-1'], campaign: ['camp-1'], contact: ['contact-1'] },
  at: '2026-11-24T10:00:00.000Z',
};
const ids = { messageId: 'm-1', sub: 'sub-1', campaignId: 'camp-1', contactId: 'contact-1' };

describe('the mailbox simulator and readSesEvent', () => {
  it('knows the simulator addresses, labels included, and nothing else', () => {
    expect(simulatorOutcome('success@simulator.amazonses.com')).toBe('delivered');
    expect(simulatorOutcome('Bounce+x-1@simulator.amazonses.com')).toBe('bounced');
    expect(simulatorOutcome('complaint+7@simulator.amazonses.com')).toBe('complained');
    expect(simulatorOutcome('bounce@example.com')).toBeUndefined();
    expect(simulatorOutcome('ooto@simulator.amazonses.com')).toBeUndefined();
  });

  it('reports any mail that is not to a simulator address delivered, as it lands in the mail viewer', () => {
    expect(localOutcome(['reader@example.com'])).toBe('delivered');
    expect(localOutcome(['bounce@example.com'])).toBe('delivered');
    expect(localOutcome(['complaint+3@simulator.amazonses.com'])).toBe('complained');
    expect(localOutcome(['bounce@simulator.amazonses.com'])).toBe('bounced');
  });

  it('reads the events SES publishes for each simulator outcome, as EventBridge delivers them', () => {
    const outcomes = (o: Parameters<typeof sesEvents>[1]) =>
      sesEvents(mail, o, 'us-east-1').map((e) => [
        e.source,
        e['detail-type'],
        readSesEvent(e.detail)?.outcome,
      ]);
    expect(outcomes('delivered')).toEqual([
      ['aws.ses', 'Email Sent', 'sent'],
      ['aws.ses', 'Email Delivered', 'delivered'],
    ]);
    expect(outcomes('bounced')).toEqual([
      ['aws.ses', 'Email Sent', 'sent'],
      ['aws.ses', 'Email Bounced', 'hard_bounce'],
    ]);
    expect(outcomes('complained').at(-1)).toEqual(['aws.ses', 'Email Complaint Received', 'complaint']);
    expect(readSesEvent(sesEvents(mail, 'bounced', 'us-east-1')[1]?.detail)).toEqual({
      outcome: 'hard_bounce',
      ...ids,
    });
  });

  it('tells soft bounces from hard ones and ignores mail without our tags or unknown shapes', () => {
    const detail = (bounceType: string) => ({
      eventType: 'Bounce',
      mail: { messageId: 'm', tags: mail.tags },
      bounce: { bounceType },
    });
    expect(readSesEvent(detail('Transient'))?.outcome).toBe('soft_bounce');
    expect(readSesEvent(detail('Undetermined'))?.outcome).toBe('soft_bounce');
    expect(readSesEvent(detail('Permanent'))?.outcome).toBe('hard_bounce');
    expect(readSesEvent({ eventType: 'Delivery', mail: { messageId: 'm', tags: {} } })).toBeUndefined();
    expect(
      readSesEvent({
        eventType: 'Delivery',
        mail: { messageId: 'm', tags: { ...mail.tags, contact: ['a b'] } },
      }),
    ).toBeUndefined();
    expect(readSesEvent({ eventType: 'Open', mail: { messageId: 'm', tags: mail.tags } })).toBeUndefined();
    expect(readSesEvent('nonsense')).toBeUndefined();
  });
});

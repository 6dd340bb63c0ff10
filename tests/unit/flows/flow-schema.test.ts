import { describe, expect, it } from 'vitest';
import { flowDefinitionSchema } from '../../../shared/contracts/flows';

describe('flow definition schema (issue 32)', () => {
  it('parses a welcome series with defaults for filters, exits and re-entry', () => {
    const flow = flowDefinitionSchema.parse({
      trigger: { type: 'subscribed' },
      steps: [
        { id: 's1', type: 'email', projectId: 'p1', subject: 'Welcome', smartSending: false },
        { id: 's2', type: 'wait', wait: { kind: 'duration', minutes: 2 * 24 * 60 } },
        {
          id: 's3',
          type: 'condition',
          condition: {
            type: 'event',
            eventName: 'Placed Order',
            happened: true,
            within: { since: 'entered' },
          },
          yes: [{ id: 's4', type: 'exit' }],
          no: [{ id: 's5', type: 'email', projectId: 'p2', subject: 'Our favourites', smartSending: true }],
        },
      ],
    });
    expect(flow.trigger).toEqual({ type: 'subscribed', sources: ['form', 'manual', 'api'] });
    expect(flow.reentry).toEqual({ mode: 'once' });
    expect(flow.exitEvents).toEqual([]);
  });

  it('refuses a wait over 90 days with words', () => {
    const parsed = flowDefinitionSchema.safeParse({
      trigger: { type: 'tag-added', tag: 'vip' },
      steps: [{ id: 'w', type: 'wait', wait: { kind: 'duration', minutes: 91 * 24 * 60 } }],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('A wait is at most 90 days');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refId, removeTempDirs, resourcesOf, synth, type Synthesized } from './synth';

/**
 * Issue 21: the configuration set publishes its events to EventBridge, and a rule limited to this stack's
 * configuration set invokes the sesEvents function, with retries and a dead letter queue.
 */
let s: Synthesized;
beforeAll(() => {
  s = synth();
});
afterAll(removeTempDirs);

describe('SES events', () => {
  it('the configuration set sends Send, Delivery, Bounce, Complaint and Reject to the default bus', () => {
    const destinations = resourcesOf(s.json, 'AWS::SES::ConfigurationSetEventDestination');
    expect(destinations).toHaveLength(1);
    const destination = destinations[0]![1].Properties!.EventDestination as Record<string, unknown>;
    expect(destination.Enabled).toBe(true);
    expect([...(destination.MatchingEventTypes as string[])].sort()).toEqual(
      ['bounce', 'complaint', 'delivery', 'reject', 'send'].sort(),
    );
    expect(JSON.stringify(destination.EventBridgeDestination)).toContain('event-bus/default');
  });

  it('a rule on this configuration set’s aws.ses events invokes the sesEvents function, with a dead letter queue', () => {
    const rules = resourcesOf(s.json, 'AWS::Events::Rule').filter(([, rule]) =>
      JSON.stringify(rule.Properties?.EventPattern ?? {}).includes('aws.ses'),
    );
    expect(rules).toHaveLength(1);
    const props = rules[0]![1].Properties!;
    const pattern = props.EventPattern as { 'detail-type': string[]; detail: unknown };
    expect(pattern['detail-type']).toContain('Email Bounced');
    expect(JSON.stringify(pattern.detail)).toContain('ses:configuration-set');
    const [target] = props.Targets as { Arn: unknown; DeadLetterConfig?: { Arn: unknown } }[];
    const fnId = refId(target!.Arn);
    expect(fnId).toMatch(/SesEvents/);
    expect(s.json.Resources[fnId as string]?.Type).toBe('AWS::Lambda::Function');
    expect(refId(target!.DeadLetterConfig?.Arn)).toBeDefined();
  });
});

import { describe, expect, it } from 'vitest';
import { passesStreamFilters, streamFilters, triggers, type TriggerDef } from '../../../../lambdas/routes';

const flowTriggers = (triggers as readonly TriggerDef[]).find((t) => t.id === 'flowTriggers')!.stream!;
const analytics = (triggers as readonly TriggerDef[]).find((t) => t.id === 'analyticsAggregate')!.stream!;

describe('stream trigger filters (the local poller; AWS filter criteria alike)', () => {
  it('keeps INSERTs of each prefix, MODIFYs only where a filter asks', () => {
    expect(streamFilters(flowTriggers).map((f) => f.skPrefix)).toEqual(['EVENT#', 'CEVENT#', 'CONTACT#']);
    expect(passesStreamFilters(flowTriggers, 'INSERT', 'EVENT#2026#e1')).toBe(true);
    expect(passesStreamFilters(flowTriggers, 'INSERT', 'CEVENT#2026#e1')).toBe(true);
    expect(passesStreamFilters(flowTriggers, 'MODIFY', 'CONTACT#c1')).toBe(true);
    expect(passesStreamFilters(flowTriggers, 'MODIFY', 'EVENT#2026#e1')).toBe(false);
    expect(passesStreamFilters(flowTriggers, 'REMOVE', 'CONTACT#c1')).toBe(false);
    expect(passesStreamFilters(flowTriggers, 'INSERT', 'FLOW#f1')).toBe(false);
    expect(passesStreamFilters(flowTriggers, 'INSERT', undefined)).toBe(false);
  });

  it('leaves a single-prefix trigger as it was: INSERTs of its prefix', () => {
    expect(passesStreamFilters(analytics, 'INSERT', 'EVENT#x')).toBe(true);
    expect(passesStreamFilters(analytics, 'MODIFY', 'EVENT#x')).toBe(false);
    expect(passesStreamFilters(analytics, 'INSERT', 'CEVENT#x')).toBe(false);
  });
});

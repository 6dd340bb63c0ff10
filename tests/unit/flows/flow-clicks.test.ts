/**
 * A flow email's tracked-mail source id (flows/flow-link-source.ts) and what its clicks add to the flow's
 * numbers (flows/flow-clicks.ts), table-tested.
 */
import { describe, expect, it } from 'vitest';
import { flowClickDelta } from '../../../lambdas/domain/flows/flow-clicks';
import { flowSourceId, flowTracking, isFlowSourceId } from '../../../lambdas/domain/flows/flow-link-source';
import { signClick, verifyClick } from '../../../lambdas/domain/links/click-token';

const ref = { accountId: 'acc-1', flowId: '6f1c0d2e-1111-4222-8333-944445555666', stepId: 'e1', version: 1 };
const keys = { key: async () => new Uint8Array(32).fill(7) };

describe('flowSourceId', () => {
  it('is one id per account, flow, step and version, and a click token field', async () => {
    const ids = [
      flowSourceId(ref),
      flowSourceId({ ...ref, stepId: 'e2' }),
      flowSourceId({ ...ref, version: 2 }),
      flowSourceId({ ...ref, flowId: 'other' }),
      flowSourceId({ ...ref, accountId: 'acc-2' }),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    expect(flowSourceId(ref)).toBe(ids[0]);
    const long = flowSourceId({
      ...ref,
      stepId: 'a step id with spaces and é, sixty-four characters long ......',
    });
    for (const id of [...ids, long]) {
      expect(id).toMatch(/^flowstep-[A-Za-z0-9_-]{22}$/);
      expect(isFlowSourceId(id)).toBe(true);
      const token = await signClick(keys, { campaignId: id, contactId: 'c1', link: 0 });
      expect(await verifyClick(keys, token)).toEqual({ campaignId: id, contactId: 'c1', link: 0 });
    }
    expect(isFlowSourceId(ref.flowId)).toBe(false);
  });

  it('tracks a step of a version with the flow slug; a mail of no step and version is not tracked', () => {
    expect(flowTracking(ref)).toEqual({
      sourceId: flowSourceId(ref),
      ref,
      options: { utmCampaign: 'flow-6f1c0d2e' },
    });
    expect(flowTracking({ accountId: 'a', flowId: 'f' })).toBeUndefined();
    expect(flowTracking({ accountId: 'a', flowId: 'f', stepId: 'e1' })).toBeUndefined();
  });
});

describe('flowClickDelta', () => {
  it.each([
    ['a first click on a link', { clicks: 1, link0Clicks: 1, link0Unique: 1, uniqueClickers: 1 }, 1],
    ['a first click on another link', { clicks: 1, link1Clicks: 1, link1Unique: 1 }, 1],
    ['the same person again on the link', { clicks: 1, link0Clicks: 1 }, 0],
    ['a machine', { machineClicks: 1 }, 0],
    [
      'a burst found: two links taken back',
      { clicks: -2, link0Unique: -1, link2Unique: -1, machineClicks: 3 },
      -2,
    ],
  ])('%s', (_, add, n) => {
    expect(flowClickDelta({ stepId: 'e1' }, add)).toEqual(n === 0 ? {} : { clicks: n, 'step:e1:clicks': n });
  });
});

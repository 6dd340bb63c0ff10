import { describe, expect, it } from 'vitest';
import { offerStep, type OfferEvent, type OfferStatus } from '../../../lambdas/domain/teams/ownership-state';

const offerTo = (targetRole: Extract<OfferEvent, { type: 'offer' }>['targetRole']) =>
  ({ type: 'offer', targetRole }) as const;
const accept = (byOfferee: boolean, byRole: 'viewer' | 'editor' | 'admin' | 'owner' = 'admin') =>
  ({ type: 'accept', byOfferee, byRole }) as const;
const withdraw = { type: 'withdraw' } as const;

/** Issue 34: the ownership offer's one state machine, every status x event. */
const table: [OfferStatus, OfferEvent, OfferStatus | string][] = [
  ['none', offerTo('admin'), 'pending'],
  ['accepted', offerTo('admin'), 'pending'],
  ['pending', offerTo('admin'), 'pending'],
  ['none', offerTo('editor'), 'ownership_not_admin'],
  ['none', offerTo('owner'), 'ownership_not_admin'],
  ['none', offerTo(undefined), 'ownership_not_admin'],
  ['pending', withdraw, 'withdrawn'],
  ['none', withdraw, 'ownership_no_offer'],
  ['withdrawn', withdraw, 'ownership_offer_withdrawn'],
  ['accepted', withdraw, 'ownership_offer_accepted'],
  ['pending', accept(true), 'accepted'],
  ['pending', accept(false), 'ownership_offer_other'],
  ['pending', accept(true, 'editor'), 'ownership_not_admin'],
  ['none', accept(true), 'ownership_no_offer'],
  ['withdrawn', accept(true), 'ownership_offer_withdrawn'],
  ['accepted', accept(true, 'owner'), 'ownership_offer_accepted'],
];

describe('offerStep', () => {
  it.each(table)('%s + %j -> %s', (status, event, expected) => {
    const step = offerStep(status, event);
    expect(step.ok ? step.status : step.refusal.error).toBe(expected);
  });

  it('refuses in words, with a 4xx kind', () => {
    const step = offerStep('withdrawn', accept(true));
    expect(step).toEqual({
      ok: false,
      refusal: {
        kind: 'conflict',
        error: 'ownership_offer_withdrawn',
        message: 'The owner withdrew this offer of ownership. Ask them to offer it again.',
      },
    });
  });
});

/** Issue 32: what stops a save is said in the builder's words, on the step it is on, before anything is sent. */
import { describe, expect, it } from 'vitest';
import type { FlowStep, UpdateFlowBody } from '../../../shared/contracts/flows';
import { saveProblem, stepLabels } from '../../../web/features/automations/save-problems';
import { newStep } from '../../../web/features/automations/step-defaults';
import { condition, detail, email, wait } from './flow-fixtures';

const body = (steps: FlowStep[], change: Partial<UpdateFlowBody> = {}): UpdateFlowBody => ({
  name: 'Welcome',
  definition: { ...detail().definition, steps },
  expectedVersion: 3,
  moves: {},
  ...change,
});

describe('save problems', () => {
  it('labels steps as the tree does', () => {
    expect([...stepLabels(detail().definition.steps).values()]).toEqual([
      'Step 1',
      'Step 2',
      'Step 3',
      'Step 3, Yes, 1',
      'Step 3, No, 1',
      'Step 4',
    ]);
  });

  it.each([
    ['a valid flow', body(detail().definition.steps), null],
    [
      'a new email step',
      body([email('a'), { ...condition('c'), no: [newStep('email', 'e')] } as FlowStep]),
      'Step 2, No, 1: choose the email to send.',
    ],
    ['an empty subject', body([{ ...email('a'), subject: ' ' } as FlowStep]), 'Step 1: write a subject.'],
    ['an empty tag', body([newStep('update', 'u')]), 'Step 1: name the tag.'],
    [
      'a wait too long, deep in a branch',
      body([
        {
          ...condition('c'),
          yes: [{ ...wait('w'), wait: { kind: 'duration', minutes: 200_000 } } as FlowStep],
        } as FlowStep,
      ]),
      'Step 1, Yes, 1: A wait is at most 90 days',
    ],
    [
      'no subscribe source',
      body([], {
        definition: { ...detail().definition, steps: [], trigger: { type: 'subscribed', sources: [] } },
      }),
      'Trigger: Choose at least one way people subscribe',
    ],
    ['an empty name', body([], { name: ' ' }), 'Flow name: Flow name is required'],
  ])('%s', (_, b, expected) => expect(saveProblem(b)).toBe(expected));
});

/** Issue 32: a contact's page says where they are in each automation, or how they left. */
import { describe, expect, it } from 'vitest';
import { contactFlowsResponseSchema } from '../../../shared/contracts/flows';
import { enrollmentWhere, type Enrollment } from '../../../web/features/contacts/contact-flow-words';
import { wait } from './flow-fixtures';

const enrollment = (change: Partial<Enrollment>): Enrollment =>
  contactFlowsResponseSchema.parse({
    flows: [
      {
        flowId: 'f1',
        name: 'Welcome',
        version: 2,
        stepId: 'w',
        enteredAt: '2026-11-01T10:00:00Z',
        ...change,
      },
    ],
  }).flows[0] as Enrollment;

describe('a contact in a flow', () => {
  it.each([
    [
      'waiting, with the step and when it falls due',
      enrollment({ dueAt: '2026-11-03T09:00:00Z' }),
      wait('w', 2880),
      'Waiting at “Wait 2 days”, next step Nov 3, 2026, 9:00 AM',
    ],
    ['waiting at a step the page has not loaded', enrollment({}), undefined, 'Waiting at a step'],
    [
      'finished by an exit event',
      enrollment({ stepId: null, endedBy: 'exit-event' }),
      undefined,
      'Finished: by an exit event',
    ],
    [
      'finished for a reason the page does not know',
      enrollment({ stepId: null, endedBy: 'new-reason' }),
      undefined,
      'Finished: new-reason',
    ],
    ['finished', enrollment({ stepId: null }), undefined, 'Finished'],
  ])('%s', (_, e, step, text) => expect(enrollmentWhere(e, step, 'UTC')).toBe(text));
});

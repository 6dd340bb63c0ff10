/** What a new step of each kind starts as, and the kinds' names as the builder says them. */
import type { FlowStep, FlowStepType } from '../../../shared/contracts/flows';

export const stepTypes: readonly FlowStepType[] = [
  'email',
  'wait',
  'wait-for-event',
  'condition',
  'update',
  'exit',
];

export const stepTypeLabels: Record<FlowStepType, string> = {
  email: 'Send email',
  wait: 'Wait',
  'wait-for-event': 'Wait for an event',
  condition: 'Condition (yes / no)',
  update: 'Update contact',
  exit: 'Exit',
};

/** A new step: sensible defaults the owner then edits (an email without a chosen email cannot go live). */
export function newStep(type: FlowStepType, id: string): FlowStep {
  switch (type) {
    case 'email':
      return { id, type, projectId: '', subject: '', smartSending: true };
    case 'wait':
      return { id, type, wait: { kind: 'duration', minutes: 24 * 60 } };
    case 'wait-for-event':
      return {
        id,
        type,
        eventName: 'Placed Order',
        filters: [],
        timeoutMinutes: 3 * 24 * 60,
        happened: [],
        timedOut: [],
      };
    case 'condition':
      return {
        id,
        type,
        condition: {
          type: 'event',
          eventName: 'Placed Order',
          happened: true,
          within: { since: 'entered' },
          filters: [],
        },
        yes: [],
        no: [],
      };
    case 'update':
      return { id, type, action: 'add-tag', tag: '' };
    case 'exit':
      return { id, type };
  }
}

/** A step id the API accepts (1-64 characters), unique enough for one flow. */
export function makeStepId(): string {
  return `s-${globalThis.crypto.randomUUID().slice(0, 8)}`;
}

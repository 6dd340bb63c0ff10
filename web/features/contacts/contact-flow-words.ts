/** Where a contact is in an automation, in words (pure): the step they wait at and when, or how they left. */
import type { ContactFlowsResponse, FlowStep } from '../../../shared/contracts/flows';
import { exitReasonLabels } from '../automations/flow-numbers';
import { stepText } from '../automations/flow-words';
import { dateTimeText } from '../../lib/date-text';

export type Enrollment = ContactFlowsResponse['flows'][number];

export const whenText = (iso: string, timeZone?: string) => dateTimeText(iso, timeZone);

/** "Waiting at “Wait 2 days”, next step Nov 3, 2026, 9:00 AM" or "Finished: by an exit event". */
export function enrollmentWhere(e: Enrollment, step: FlowStep | undefined, timeZone?: string): string {
  if (e.stepId === null) {
    const reason = e.endedBy ? ((exitReasonLabels as Record<string, string>)[e.endedBy] ?? e.endedBy) : '';
    return reason ? `Finished: ${reason}` : 'Finished';
  }
  const at = step ? `“${stepText(step)}”` : 'a step';
  return `Waiting at ${at}${e.dueAt ? `, next step ${whenText(e.dueAt, timeZone)}` : ''}`;
}

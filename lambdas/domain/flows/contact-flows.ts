import type { ContactFlowsResponse } from '../../../shared/contracts/flows';
import type { Store } from '../../ports/store';
import { getContact } from '../items/contact';
import { listFlows } from '../items/flow';
import { contactEnrollments } from '../items/flow-enrollment';
import { contactNotFound } from '../contacts/contact-errors';

/**
 * GET /api/contacts/{contactId}/automations: the flows a contact is in or was (newest entry first, the last 50),
 * the step they wait at and when it falls due. Another account's contact is a 404.
 */
export async function contactFlows(
  store: Store,
  accountId: string,
  contactId: string,
): Promise<ContactFlowsResponse> {
  if (!(await getContact(store, accountId, contactId))) throw contactNotFound();
  const enrollments = await contactEnrollments(store, accountId, contactId);
  if (enrollments.length === 0) return { flows: [] };
  const names = new Map((await listFlows(store, accountId)).map((f) => [f.flowId, f.name]));
  return {
    flows: enrollments
      .filter((e) => names.has(e.flowId))
      .map((e) => ({
        flowId: e.flowId,
        name: names.get(e.flowId) ?? '',
        version: e.version,
        stepId: e.endedBy ? null : e.stepId,
        enteredAt: e.enteredAt,
        ...(e.dueAt && !e.endedBy ? { dueAt: e.dueAt } : {}),
        ...(e.endedBy ? { endedBy: e.endedBy } : {}),
      })),
  };
}

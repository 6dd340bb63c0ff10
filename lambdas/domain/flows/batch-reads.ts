import type { Store } from '../../ports/store';
import { getContacts, type ContactRecord } from '../items/contact';
import { lastAutomatedMailsMs } from '../items/flow-contact-mail';
import { getEnrollments, type EnrollmentRecord } from '../items/flow-enrollment';

/** What a batch's step reads of itself before its first decision: the enrollment, its contact, its last mail. */
export interface FirstRead {
  enrollment: EnrollmentRecord | undefined;
  contact: ContactRecord | undefined;
  lastMailMs: number | undefined;
}

/**
 * The per-step reads of a whole batch (issue 32, the burst budget) in two batched reads instead of three
 * GetItems a step: the batch's enrollments, then their contacts and last automated mails together.
 * Strongly consistent, made when the batch starts, seconds before each step's write: as fresh as a step's
 * own reads were, and the write guards what matters (the enrollment's seq, the contact still subscribed,
 * the smart-sending window: run-step.ts), so a change in between is seen there, never run over.
 */
export async function readBatchFirsts(
  store: Store,
  accountId: string,
  steps: readonly { flowId: string; enrollmentId: string }[],
): Promise<Map<string, FirstRead>> {
  const unique = [...new Map(steps.map((s) => [firstKey(s), s])).values()]; // a batched read takes no duplicates
  const enrollments = await getEnrollments(store, accountId, unique);
  const contactIds = [...new Set(enrollments.flatMap((e) => (e ? [e.contactId] : [])))];
  const [contacts, lastMails] = await Promise.all([
    getContacts(store, accountId, contactIds),
    lastAutomatedMailsMs(store, accountId, contactIds),
  ]);
  const byContact = new Map(
    contactIds.map((id, i) => [id, { contact: contacts[i], lastMailMs: lastMails[i] }]),
  );
  const firsts = new Map<string, FirstRead>();
  unique.forEach((s, i) => {
    const enrollment = enrollments[i];
    const of = enrollment ? byContact.get(enrollment.contactId) : undefined;
    firsts.set(firstKey(s), { enrollment, contact: of?.contact, lastMailMs: of?.lastMailMs });
  });
  return firsts;
}

export const firstKey = (s: { flowId: string; enrollmentId: string }) => `${s.flowId}#${s.enrollmentId}`;

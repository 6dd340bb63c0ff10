import {
  CONTACT_PAGE_SIZE,
  type ContactListResponse,
  type ContactStatus,
} from '../../../shared/contracts/contacts';
import { normaliseEmail } from '../../../shared/contacts/email';
import type { Store } from '../../ports/store';
import { queryContactsPage, readContactCursor, toContact, type ContactCursor } from '../items/contact';
import { invalidContactCursor } from './contact-errors';

export interface ListInput {
  /** Email prefix or part of a name. */
  q?: string;
  status?: ContactStatus;
  tag?: string;
  cursor?: string;
  limit?: number;
}

/** The cursor carries only sort keys and which index; the partitions are rebuilt from the caller. */
function encodeCursor(cursor: ContactCursor): string {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

function decodeCursor(cursor: string, status: ContactStatus | undefined): ContactCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidContactCursor();
  }
  const after = readContactCursor(parsed, status);
  if (!after) throw invalidContactCursor();
  return after;
}

/**
 * GET /api/contacts: one page of the caller's contacts in email order, from exactly ONE Query, so a page
 * costs the same with 100 or 100,000 contacts. The status filter picks the index (gsi1 by status, gsi2 all);
 * a search with '@' is an email prefix on the sort key; a search without it matches an email prefix or part
 * of a name, and a tag must be among the contact's tags: those two are filters on the page read, so such a
 * page may hold fewer than `limit` contacts while `nextCursor` says there is more ("Show more").
 */
export async function listContacts(
  store: Store,
  accountId: string,
  input: ListInput,
): Promise<ContactListResponse> {
  const q = input.q ? normaliseEmail(input.q) : '';
  const out = await queryContactsPage(store, accountId, {
    ...(input.status ? { status: input.status } : {}),
    limit: input.limit ?? CONTACT_PAGE_SIZE,
    ...(input.cursor ? { after: decodeCursor(input.cursor, input.status) } : {}),
    ...(q.includes('@') ? { emailPrefix: q } : {}),
    ...(q && !q.includes('@') ? { emailOrName: q } : {}),
    ...(input.tag ? { tag: input.tag } : {}),
  });
  return {
    contacts: out.contacts.map(toContact),
    nextCursor: out.next ? encodeCursor(out.next) : null,
  };
}

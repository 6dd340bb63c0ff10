import {
  CONTACT_PAGE_SIZE,
  type ContactListResponse,
  type ContactStatus,
} from '../../../shared/contracts/contacts';
import { normaliseEmail } from '../../../shared/contacts/email';
import type { Store } from '../../ports/store';
import { queryContactsPage, readContactCursor, toContact, type ContactCursor } from '../items/contact';
import { invalidContactCursor } from './contact-errors';
import { readFilteredPage } from './filtered-page';

export interface ListInput {
  /** Part of an address or of a name. */
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
 * GET /api/contacts: one page of the caller's contacts in email order. Without a filter, exactly ONE Query,
 * so a page costs the same with 100 or 100,000 contacts. The status filter picks the index (gsi1 by status,
 * gsi2 all). A search matches any part of the address or the name ("amazonses", "smith") and a tag must be
 * among the contact's tags: those are filters on the items read, so a filtered page reads on (filtered-page.ts)
 * until it holds `limit` contacts or has read FILTERED_READ_BOUND items; `nextCursor` says there is more.
 */
export async function listContacts(
  store: Store,
  accountId: string,
  input: ListInput,
): Promise<ContactListResponse> {
  const q = input.q ? normaliseEmail(input.q) : '';
  const query = {
    ...(input.status ? { status: input.status } : {}),
    limit: input.limit ?? CONTACT_PAGE_SIZE,
    ...(input.cursor ? { after: decodeCursor(input.cursor, input.status) } : {}),
    ...(q ? { contains: q } : {}),
    ...(input.tag ? { tag: input.tag } : {}),
  };
  const out =
    query.contains || query.tag
      ? await readFilteredPage(store, accountId, query)
      : await queryContactsPage(store, accountId, query);
  return {
    contacts: out.contacts.map(toContact),
    nextCursor: out.next ? encodeCursor(out.next) : null,
  };
}

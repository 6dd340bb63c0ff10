import {
  CONTACT_PAGE_SIZE,
  type ContactListResponse,
  type ContactStatus,
} from '../../../shared/contracts/contacts';
import { normaliseEmail } from '../../../shared/contacts/email';
import type { Item, PageInput, Store } from '../../ports/store';
import { keys } from '../../table';
import { toContact } from './contact-item';
import { invalidContactCursor } from './contact-errors';

export interface ListInput {
  /** Email prefix or part of a name. */
  q?: string;
  status?: ContactStatus;
  tag?: string;
  cursor?: string;
  limit?: number;
}

type IndexName = 'gsi1' | 'gsi2';

/** Where a list reads: gsi1 (one status) or gsi2 (all), both in email order. */
function source(sub: string, status: ContactStatus | undefined): { index: IndexName; partition: string } {
  return status
    ? { index: 'gsi1', partition: keys.contactStatusIndex(sub, status, '', '').gsi1pk }
    : { index: 'gsi2', partition: keys.contactEmailIndex(sub, '', '').gsi2pk };
}

/** The cursor carries only sort keys and which index; the partitions are rebuilt from the caller. */
function encodeCursor(index: IndexName, next: Item): string {
  const at = index === 'gsi1' ? next.gsi1sk : next.gsi2sk;
  return Buffer.from(JSON.stringify({ i: index, sk: next.sk, at }), 'utf8').toString('base64url');
}

function decodeCursor(cursor: string, sub: string, index: IndexName, partition: string): Item {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidContactCursor();
  }
  const { i, sk, at } = (parsed ?? {}) as { i?: unknown; sk?: unknown; at?: unknown };
  if (i !== index || typeof sk !== 'string' || !sk.startsWith(keys.contactPrefix))
    throw invalidContactCursor();
  if (typeof at !== 'string' || at === '') throw invalidContactCursor();
  const base = keys.contact(sub, sk.slice(keys.contactPrefix.length));
  return index === 'gsi1'
    ? { ...base, gsi1pk: partition, gsi1sk: at }
    : { ...base, gsi2pk: partition, gsi2sk: at };
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
  sub: string,
  input: ListInput,
): Promise<ContactListResponse> {
  const { index, partition } = source(sub, input.status);
  const q = input.q ? normaliseEmail(input.q) : '';
  const page: PageInput = {
    index,
    partition,
    limit: input.limit ?? CONTACT_PAGE_SIZE,
    ...(input.cursor ? { startKey: decodeCursor(input.cursor, sub, index, partition) } : {}),
  };
  if (q.includes('@')) page.beginsWith = q;
  const any =
    q && !q.includes('@')
      ? [
          { attribute: 'emailKey', beginsWith: q },
          { attribute: 'nameKey', contains: q },
        ]
      : [];
  const all = input.tag ? [{ attribute: 'tags', contains: input.tag }] : [];
  if (any.length || all.length)
    page.filter = { ...(all.length ? { all } : {}), ...(any.length ? { any } : {}) };
  const out = await store.queryPage(page);
  return {
    contacts: out.items.map(toContact),
    nextCursor: out.next ? encodeCursor(index, out.next) : null,
  };
}

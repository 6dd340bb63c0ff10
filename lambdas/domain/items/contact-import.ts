import * as z from 'zod';
import {
  contactImportSchema,
  importFieldColumnSchema,
  importMappingSchema,
} from '../../../shared/contracts/imports';
import type { Item, Store, TransactWrite } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/** Keys of the contact import item (lambdas/table.ts lists every kind). */
export const contactImportKeys = {
  contactImport: (accountId: string, importId: string) => ({
    pk: `CONTACTS#${accountId}`,
    sk: `IMPORT#${importId}`,
  }),
  contactImportPrefix: 'IMPORT#',
} as const;

export const contactImportKind: ItemKind = {
  name: 'contact-import',
  patterns: [{ what: 'an import of contacts', key: 'pk CONTACTS#{accountId} sk IMPORT#{importId}' }],
};

/** The IMPORT item: the import's file, its mapping once started, and its progress (written by the job). */
const contactImportItemSchema = contactImportSchema.extend({
  size: z.number(),
  /** Null (or, on an older item, missing) until the job has counted the rows. */
  total: z.number().nullable().catch(null),
  /** The file's separator, found by the preview. */
  delimiter: z.string().optional(),
  /** Cells in the header row (the preview's count): a mapping may not name a column past it. */
  columnCount: z.number().optional(),
  mapping: importMappingSchema.optional(),
  /** Columns that become custom fields (set at the start). */
  fields: z.array(importFieldColumnSchema).optional(),
  /** The exact sentence the user ticked (stored on each imported contact's consent too). */
  attestation: z.string().optional(),
  /**
   * The batch under way: the subscribed slots it took on COUNTS (in the same transaction as this) and,
   * once its claims are won, the rows it claimed. Cleared in the transaction that gives the unused slots
   * back; a run that finds it set continues that batch and gives back what the crashed run did not use.
   */
  pending: z
    .object({ fromRow: z.number(), slots: z.number(), claimed: z.array(z.number()).optional() })
    .optional(),
});
export type ContactImportRecord = z.output<typeof contactImportItemSchema>;

/** The counters an import's progress carries (written together, every few batches). */
export type ImportProgress = Pick<
  ContactImportRecord,
  'rowsDone' | 'added' | 'updated' | 'skipped' | 'flagged' | 'reasons'
>;

/** What a write of the IMPORT item may set. */
export type ContactImportChange = Partial<Omit<ContactImportRecord, 'importId' | 'createdAt'>>;

export function parseContactImport(item: Item): ContactImportRecord {
  return parseStored(contactImportKind.name, contactImportItemSchema, item);
}

export async function getContactImport(
  store: Store,
  accountId: string,
  importId: string,
): Promise<ContactImportRecord | undefined> {
  const item = await store.get(contactImportKeys.contactImport(accountId, importId));
  return item ? parseContactImport(item) : undefined;
}

/** Records a new import (on condition that its id is new). */
export async function putNewContactImport(
  store: Store,
  accountId: string,
  record: ContactImportRecord,
): Promise<void> {
  await store.put({ ...contactImportKeys.contactImport(accountId, record.importId), ...record }, 'absent');
}

/** Sets attributes of an existing import (ConditionFailedError when there is none). */
export async function updateContactImport(
  store: Store,
  accountId: string,
  importId: string,
  set: ContactImportChange,
): Promise<void> {
  await store.update(contactImportKeys.contactImport(accountId, importId), set, 'present');
}

/** Sets attributes of the import, whether or not it exists (undoing a start that could not be queued). */
export async function setContactImport(
  store: Store,
  accountId: string,
  importId: string,
  set: ContactImportChange,
): Promise<void> {
  await store.update(contactImportKeys.contactImport(accountId, importId), set);
}

/** Sets attributes of the import on condition that `attribute` still holds the value read. */
export function contactImportWrite(
  accountId: string,
  importId: string,
  set: ContactImportChange,
  condition: { attribute: 'status' | 'rowsDone'; equals: unknown },
): TransactWrite {
  return { kind: 'update', key: contactImportKeys.contactImport(accountId, importId), set, condition };
}

/** Whether the account added contacts by an import active since `since` (ISO): the send ramp's fresh list. */
export async function importedContactsSince(
  store: Store,
  accountId: string,
  since: string,
): Promise<boolean> {
  const items = await store.query({
    partition: contactImportKeys.contactImport(accountId, '').pk,
    beginsWith: contactImportKeys.contactImportPrefix,
  });
  return items.some((item) => {
    const updatedAt = item.updatedAt;
    const added = item.added;
    return typeof updatedAt === 'string' && updatedAt >= since && typeof added === 'number' && added > 0;
  });
}

import * as z from 'zod';
import { CUSTOM_FIELDS_MAX, fieldTypes, type FieldType } from '../../../shared/contacts/custom-fields';
import { ConditionFailedError, TransactionConflictError, type Store } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/** Keys of the contact field catalogue (lambdas/table.ts lists every kind): one per account. */
export const contactFieldsKeys = {
  contactFields: (accountId: string) => ({ pk: `USER#${accountId}`, sk: 'CONTACTFIELDS' }),
} as const;

export const contactFieldsKind: ItemKind = {
  name: 'contact-fields',
  patterns: [
    {
      what: "an account's custom contact fields (name, key, type)",
      key: 'pk USER#{accountId} sk CONTACTFIELDS',
    },
  ],
};

export interface ContactField {
  /** As the column was named (City). */
  name: string;
  /** fieldKeyOf(name): the key on the contact and the merge tag ({{city}}). */
  key: string;
  type: FieldType;
}

const catalogueSchema = z.object({
  fields: z.array(z.object({ name: z.string(), key: z.string(), type: z.enum(fieldTypes) })).catch([]),
  rev: z.number().catch(0),
});

interface Catalogue {
  fields: ContactField[];
  rev: number;
  exists: boolean;
}

async function readCatalogue(store: Store, accountId: string): Promise<Catalogue> {
  const item = await store.get(contactFieldsKeys.contactFields(accountId));
  if (!item) return { fields: [], rev: 0, exists: false };
  return { ...parseStored(contactFieldsKind.name, catalogueSchema, item), exists: true };
}

/** The account's custom fields, in the order they were added (none when it has none). */
export async function getContactFields(store: Store, accountId: string): Promise<ContactField[]> {
  return (await readCatalogue(store, accountId)).fields;
}

/**
 * Adds fields the catalogue lacks (a key it has keeps its name and type), up to CUSTOM_FIELDS_MAX; a
 * compare-and-swap on `rev`, retried when another writer came first. Returns the catalogue as it is now.
 */
export async function addContactFields(
  store: Store,
  accountId: string,
  fields: readonly ContactField[],
): Promise<ContactField[]> {
  for (let attempt = 0; ; attempt += 1) {
    const read = await readCatalogue(store, accountId);
    const known = new Set(read.fields.map((f) => f.key));
    const added = fields.filter((f) => !known.has(f.key) && known.add(f.key));
    const next = [...read.fields, ...added].slice(0, CUSTOM_FIELDS_MAX);
    if (next.length === read.fields.length) return read.fields;
    const item = { ...contactFieldsKeys.contactFields(accountId), fields: next, rev: read.rev + 1 };
    try {
      if (!read.exists) await store.put(item, 'absent');
      else await store.transact([{ kind: 'put', item, condition: { attribute: 'rev', equals: read.rev } }]);
      return next;
    } catch (error) {
      const conflict = error instanceof ConditionFailedError || error instanceof TransactionConflictError;
      if (!conflict || attempt >= 4) throw error;
    }
  }
}

import * as z from 'zod';
import { ConditionFailedError, type Store, type TransactWrite } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/** Keys of a custom template (lambdas/table.ts lists every kind): Premium's own templates (issue 33). */
export const customTemplateKeys = {
  customTemplate: (accountId: string, templateId: string) => ({
    pk: `USER#${accountId}`,
    sk: `TEMPLATE#${templateId}`,
  }),
  /** How many templates the account has: the cap's counter (not matched by the list's TEMPLATE# prefix). */
  templateCount: (accountId: string) => ({ pk: `USER#${accountId}`, sk: 'TEMPLATES#COUNT' }),
} as const;

export const customTemplateKind: ItemKind = {
  name: 'custom-template',
  patterns: [
    {
      what: "an account's saved templates (a snapshot of an email)",
      key: 'pk USER#{accountId} sk TEMPLATE#{templateId}',
    },
    {
      what: "how many templates an account has (the cap's counter)",
      key: 'pk USER#{accountId} sk TEMPLATES#COUNT',
    },
  ],
};

const recordSchema = z.object({
  templateId: z.string(),
  name: z.string(),
  documentJson: z.string(),
  html: z.string().catch(''),
  createdAt: z.string(),
});
export type CustomTemplateRecord = z.output<typeof recordSchema>;

/**
 * The writes of a new template: the account's count goes up only while it is below `max`, and the template
 * (a new id: its key must be free) is put in the same transaction, so the cap holds under concurrent saves.
 * Call ensureTemplateCount first (an account whose templates predate the counter has none yet).
 */
export function newCustomTemplateWrites(
  accountId: string,
  record: CustomTemplateRecord,
  max: number,
): TransactWrite[] {
  return [
    {
      kind: 'update',
      key: customTemplateKeys.templateCount(accountId),
      set: {},
      add: { count: 1 },
      condition: { attribute: 'count', lessThan: max },
    },
    {
      kind: 'put',
      item: { ...customTemplateKeys.customTemplate(accountId, record.templateId), ...record },
      condition: 'absent',
    },
  ];
}

/** Puts a new template under the cap; false when the account already has `max` (nothing written). */
export async function putCustomTemplate(
  store: Store,
  accountId: string,
  record: CustomTemplateRecord,
  max: number,
): Promise<boolean> {
  await ensureTemplateCount(store, accountId);
  try {
    await store.transact(newCustomTemplateWrites(accountId, record, max));
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
}

/** Creates the counter from the stored templates when it is missing (once per account; a lost race is fine). */
export async function ensureTemplateCount(store: Store, accountId: string): Promise<void> {
  const key = customTemplateKeys.templateCount(accountId);
  if (await store.get(key)) return;
  const count = (await listCustomTemplates(store, accountId, 1000)).length;
  try {
    await store.transact([{ kind: 'put', item: { ...key, count }, condition: 'absent' }]);
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
  }
}

/** The account's templates, oldest first (at most `limit`). */
export async function listCustomTemplates(
  store: Store,
  accountId: string,
  limit: number,
): Promise<CustomTemplateRecord[]> {
  const items = await store.query({
    partition: customTemplateKeys.customTemplate(accountId, '').pk,
    beginsWith: 'TEMPLATE#',
    limit,
  });
  return items.map((item) => parseStored(customTemplateKind.name, recordSchema, item));
}

export async function getCustomTemplate(
  store: Store,
  accountId: string,
  templateId: string,
): Promise<CustomTemplateRecord | undefined> {
  const item = await store.get(customTemplateKeys.customTemplate(accountId, templateId));
  return item ? parseStored(customTemplateKind.name, recordSchema, item) : undefined;
}

/** Deletes the template when it is there, and counts it out; false when it was not (another account's, or gone). */
export async function deleteCustomTemplate(
  store: Store,
  accountId: string,
  templateId: string,
): Promise<boolean> {
  await ensureTemplateCount(store, accountId);
  try {
    await store.transact([
      {
        kind: 'delete',
        key: customTemplateKeys.customTemplate(accountId, templateId),
        condition: { attribute: 'templateId', equals: templateId },
      },
      {
        kind: 'update',
        key: customTemplateKeys.templateCount(accountId),
        set: {},
        add: { count: -1 },
        condition: 'present',
      },
    ]);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
}

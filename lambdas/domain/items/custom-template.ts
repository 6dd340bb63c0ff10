import * as z from 'zod';
import type { Store, TransactWrite } from '../../ports/store';
import { parseStored, type ItemKind } from './item-kind';

/** Keys of a custom template (lambdas/table.ts lists every kind): Premium's own templates (issue 33). */
export const customTemplateKeys = {
  customTemplate: (accountId: string, templateId: string) => ({
    pk: `USER#${accountId}`,
    sk: `TEMPLATE#${templateId}`,
  }),
} as const;

export const customTemplateKind: ItemKind = {
  name: 'custom-template',
  patterns: [
    {
      what: "an account's saved templates (a snapshot of an email)",
      key: 'pk USER#{accountId} sk TEMPLATE#{templateId}',
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

/** Puts a new template; its id is new, so the put is conditional on the key being free. */
export function newCustomTemplateWrite(accountId: string, record: CustomTemplateRecord): TransactWrite {
  return {
    kind: 'put',
    item: { ...customTemplateKeys.customTemplate(accountId, record.templateId), ...record },
    condition: 'absent',
  };
}

export async function putCustomTemplate(store: Store, accountId: string, record: CustomTemplateRecord) {
  await store.transact([newCustomTemplateWrite(accountId, record)]);
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

/** Deletes the template when it is there; false when it was not (another account's, or gone). */
export async function deleteCustomTemplate(
  store: Store,
  accountId: string,
  templateId: string,
): Promise<boolean> {
  const key = customTemplateKeys.customTemplate(accountId, templateId);
  if (!(await store.get(key))) return false;
  await store.transact([{ kind: 'delete', key }]);
  return true;
}

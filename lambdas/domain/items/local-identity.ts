import type { ItemKind } from './item-kind';

/** Keys of the local identity item (lambdas/table.ts lists every kind). */
export const localIdentityKeys = {
  /** Local stage only: the DKIM tokens the local identity adapter issued for a domain (SES keeps them in AWS). */
  localSendingIdentity: (domain: string) => ({ pk: `LOCALSES#${domain.toLowerCase()}`, sk: 'IDENTITY' }),
} as const;

export const localIdentityKind: ItemKind = {
  name: 'local-identity',
  patterns: [{ what: 'DKIM tokens of a domain (local stage only)', key: 'pk LOCALSES#{domain} sk IDENTITY' }],
};

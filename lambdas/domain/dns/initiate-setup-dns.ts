import { dnsErrorMessages } from '../../../shared/contracts/dns';
import { expectedRecords } from '../../../shared/dns/records';
import type { Clock } from '../../ports/clock';
import type { Identities } from '../../ports/identities';
import { ConditionFailedError, type Store } from '../../ports/store';
import { DomainError } from '../errors';
import {
  getOwnSetupItem,
  readSetupDns,
  updateSetupDns,
  type SetupDnsChanges,
  type SetupDnsView,
  type SetupItem,
} from '../items/setup';
import { firstSchedule } from './recheck-schedule';
import type { DnsSettings } from './settings';
import { flatDnsFields, isPreparedFor, toRecordView } from './setup-dns-fields';

export interface OwnSetupInput {
  userId: string;
  /** The spec sends it; only compared with the caller's own setup id. */
  emailSetupId?: string | undefined;
}

/** The caller's setup item (keys from the token), or a DomainError in the spec's words. */
export async function loadOwnSetupItem(
  store: Store,
  input: OwnSetupInput,
  missing: { code: string; message: string },
): Promise<{ item: SetupItem; view: SetupDnsView }> {
  const item = await getOwnSetupItem(store, input.userId);
  if (!item) throw new DomainError('invalid', missing.code, missing.message);
  const view = readSetupDns(item);
  if (input.emailSetupId !== undefined && input.emailSetupId !== view.setupId)
    throw new DomainError('not_found', 'setup_not_found', dnsErrorMessages.setupNotFound);
  if (!view.domain) throw new DomainError('invalid', missing.code, missing.message);
  return { item, view };
}

export const SETUP_INCOMPLETE = { code: 'setup_incomplete', message: dnsErrorMessages.setupIncomplete };

/** Writes to the setup item, which must still exist (a deleted account is not re-created). */
export async function updateSetup(
  store: Store,
  view: SetupDnsView,
  set: SetupDnsChanges,
): Promise<SetupItem> {
  try {
    return await updateSetupDns(store, view.key, set);
  } catch (error) {
    if (error instanceof ConditionFailedError)
      throw new DomainError('not_found', 'setup_not_found', dnsErrorMessages.setupNotFound);
    throw error;
  }
}

/**
 * The attributes that prepare a setup's records: the sending identity (idempotent: the same DKIM tokens
 * every time), the expected records with status pending, the flat fields, and the recheck schedule.
 * Records already prepared for the same domain, tokens and MAIL FROM domain are kept with their statuses.
 */
export async function prepareRecords(
  view: SetupDnsView,
  deps: { identities: Identities; clock: Clock },
  settings: DnsSettings,
): Promise<SetupDnsChanges> {
  const domain = view.domain as string;
  const identity = await deps.identities.ensure(domain, `send.${domain}`);
  const mailFromDomain = identity.mailFromDomain || `send.${domain}`;
  const now = deps.clock.now();
  const unchanged =
    isPreparedFor(view) &&
    view.mailFromDomain === mailFromDomain &&
    view.dkimTokens.join() === identity.dkimTokens.join();
  if (unchanged) return view.nextCheckAt || view.overall === 'verified' ? {} : firstSchedule(now);

  const records = expectedRecords({
    domain,
    region: settings.region,
    dkimTokens: identity.dkimTokens,
    mailFromDomain,
    dmarc: { reportAddress: settings.dmarcReportAddress },
  }).map(toRecordView);
  return {
    dnsDomain: domain,
    dkimTokens: identity.dkimTokens,
    mailFromDomain,
    dnsRecords: records,
    overallDnsStatus: 'pending',
    ...flatDnsFields(records),
    dnsInitiatedAt: now.toISOString(),
    dnsLastCheckedAt: undefined,
    ...firstSchedule(now),
  };
}

/**
 * initiate-email-setup (docs/product.md › DNS page): needs the caller's setup with a domain ('Setup Incomplete' otherwise),
 * creates or reuses the sending identity and stores the records to publish. `providerName` is the
 * dialog's provider ('Unknown' is the spec's fallback and does not overwrite a detected one).
 */
export async function initiateSetupDns(
  input: OwnSetupInput & { providerName?: string | undefined },
  deps: { store: Store; identities: Identities; clock: Clock },
  settings: DnsSettings,
): Promise<SetupItem> {
  const { item, view } = await loadOwnSetupItem(deps.store, input, SETUP_INCOMPLETE);
  const set = await prepareRecords(view, deps, settings);
  const name = input.providerName?.trim();
  if (name && !(name.toLowerCase() === 'unknown' && view.providerName)) set.dnsProviderName = name;
  if (Object.keys(set).length === 0) return item;
  set.updatedAt = deps.clock.now().toISOString();
  return updateSetup(deps.store, view, set);
}

import { dnsErrorMessages } from '../../../shared/contracts/dns';
import type { Clock } from '../../ports/clock';
import type { DnsLookup } from '../../ports/dns';
import type { Identities } from '../../ports/identities';
import type { Key, Store } from '../../ports/store';
import {
  getSetupItem,
  getSetupOwner,
  readSetupDns,
  readSetupDnsWith,
  type SetupDnsChanges,
  type SetupDnsView,
  type SetupItem,
} from '../items/setup';
import { loadOwnSetupItem, prepareRecords, updateSetup, type OwnSetupInput } from './initiate-setup-dns';
import { afterRecheck, firstSchedule, isDue, staysScheduled, unscheduleAttributes } from './recheck-schedule';
import type { DnsSettings } from './settings';
import { flatDnsFields, toRecordView } from './setup-dns-fields';
import { freshStoredNameservers, storedNameserverAttributes } from './stored-nameservers';
import { verifySetupRecords, type SesIdentityStatus, type VerifyResult } from './verify-records';
import { tenantOnVerified } from './verified-tenant';

export interface VerifyDnsDeps {
  store: Store;
  identities: Identities;
  dns: DnsLookup;
  clock: Clock;
}

export const NO_SETUP_TO_VERIFY = { code: 'no_setup', message: dnsErrorMessages.noSetupToVerify };

/** SES's own view (AWS); undefined when it cannot be read: our DNS lookups still decide. */
async function sesStatusOf(identities: Identities, domain: string): Promise<SesIdentityStatus | undefined> {
  try {
    return await identities.get(domain);
  } catch {
    return undefined;
  }
}

/**
 * Looks every record up and returns the attributes to store (records, statuses, flat fields, and the
 * nameserver addresses when it had to find them). Fresh stored addresses save finding them first.
 */
export async function checkRecords(
  view: SetupDnsView,
  deps: Pick<VerifyDnsDeps, 'identities' | 'dns'>,
  settings: DnsSettings,
  now: Date,
): Promise<{ result: VerifyResult; set: SetupDnsChanges }> {
  const domain = view.domain as string;
  const sesStatus = await sesStatusOf(deps.identities, domain);
  const stored = freshStoredNameservers(view, now);
  const result = await verifySetupRecords(
    {
      domain,
      region: settings.region,
      dkimTokens: view.dkimTokens,
      ...(view.mailFromDomain ? { mailFromDomain: view.mailFromDomain } : {}),
      dmarcReportAddress: settings.dmarcReportAddress,
      ...(view.providerId ? { providerId: view.providerId } : {}),
    },
    {
      dns: deps.dns,
      ...(sesStatus ? { sesStatus } : {}),
      authoritative: settings.authoritative ?? {},
      ...(stored ? { storedNameservers: stored } : {}),
    },
  );
  const records = result.records.map(toRecordView);
  const found = result.discoveredNameservers;
  return {
    result,
    set: {
      dnsRecords: records,
      overallDnsStatus: result.overall,
      ...flatDnsFields(records),
      ...(found ? storedNameserverAttributes(domain, found, now) : {}),
    },
  };
}

/** The setup view after the prepare attributes are applied (records made for the current domain). */
function applied(view: SetupDnsView, item: SetupItem, prepared: SetupDnsChanges): SetupDnsView {
  return Object.keys(prepared).length ? readSetupDnsWith(item, prepared) : view;
}

/**
 * verify-dns-records (docs/product.md › DNS dialog), for the caller: prepares the records first if they were never made for
 * this domain, checks them, stores statuses and reasons, and returns the updated setup item. Verified:
 * off the recheck schedule; otherwise a schedule is started if none is running.
 */
export async function verifySetupDns(
  input: OwnSetupInput,
  deps: VerifyDnsDeps,
  settings: DnsSettings,
): Promise<SetupItem> {
  const { item, view: loaded } = await loadOwnSetupItem(deps.store, input, NO_SETUP_TO_VERIFY);
  const prepared = await prepareRecords(loaded, deps, settings);
  const view = applied(loaded, item, prepared);
  const now = deps.clock.now();
  const { set } = await checkRecords(view, deps, settings, now);
  const schedule =
    set.overallDnsStatus === 'verified' ? unscheduleAttributes() : view.nextCheckAt ? {} : firstSchedule(now);
  const updated = await updateSetup(deps.store, view, {
    ...prepared,
    ...set,
    ...schedule,
    dnsLastCheckedAt: now.toISOString(),
    updatedAt: now.toISOString(),
  });
  await tenantOnVerified(deps, input.userId, view.domain, set.overallDnsStatus);
  return updated;
}

export type RecheckOutcome = 'verified' | 'rescheduled' | 'stopped' | 'skipped';

/**
 * One scheduled recheck of a setup found on the recheck index: re-read (the index is eventually
 * consistent), skip unless still due, check, then verified or after the week: off the schedule; else the
 * next slot. A setup that lost its domain is taken off the schedule.
 */
export async function recheckSetup(
  key: Key,
  deps: VerifyDnsDeps,
  settings: DnsSettings,
): Promise<RecheckOutcome> {
  const current = await getSetupItem(deps.store, key);
  if (!current) return 'skipped';
  const view = readSetupDns(current);
  const now = deps.clock.now();
  if (!isDue(view.nextCheckAt, now)) return 'skipped';
  if (!view.domain || view.dkimTokens.length === 0) {
    await updateSetup(deps.store, view, unscheduleAttributes());
    return 'stopped';
  }
  const prepared = await prepareRecords(view, deps, settings);
  const { set } = await checkRecords(applied(view, current, prepared), deps, settings, now);
  const verified = set.overallDnsStatus === 'verified';
  const schedule = verified ? unscheduleAttributes() : afterRecheck(view.recheckCount, now);
  await updateSetup(deps.store, view, {
    ...prepared,
    ...set,
    ...schedule,
    dnsLastCheckedAt: now.toISOString(),
    updatedAt: now.toISOString(),
  });
  if (verified) {
    const owner = await getSetupOwner(deps.store, key);
    if (owner) await tenantOnVerified(deps, owner, view.domain, set.overallDnsStatus);
    return 'verified';
  }
  return staysScheduled(schedule) ? 'rescheduled' : 'stopped';
}

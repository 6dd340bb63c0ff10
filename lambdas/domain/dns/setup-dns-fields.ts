import type { DnsRecordView } from '../../../shared/contracts/dns';
import type { DnsRecordItem } from '../../../shared/dns/records';
import type { RecordStatus } from '../../../shared/dns/status';
import type { SetupDnsChanges, SetupDnsView } from '../items/setup';

/*
 * What the DNS routes derive from the setup item's DNS attributes (read and written by items/setup.ts:
 * `readSetupDns`, `updateSetupDns`): whether records were prepared for the current domain, the records as
 * stored and answered, and the flat fields of the setup contract.
 */

/** True when records exist and were made for the setup's current domain. */
export function isPreparedFor(view: SetupDnsView): boolean {
  return (
    view.domain !== undefined &&
    view.dnsDomain === view.domain &&
    view.dkimTokens.length > 0 &&
    view.records.length > 0
  );
}

/**
 * A record as stored and sent: the setup contract's `reason` is the sentence (what the user reads), the
 * code goes in `reasonCode`.
 */
export function toRecordView(item: DnsRecordItem): DnsRecordView {
  const view: DnsRecordView = {
    id: item.id,
    kind: item.kind,
    type: item.type,
    name: item.name,
    shortName: item.shortName,
    value: item.value,
    purpose: item.purpose,
    status: item.status,
  };
  if (item.priority !== undefined) view.priority = item.priority;
  if (item.message !== undefined) view.reason = item.message;
  if (item.reason !== undefined) view.reasonCode = item.reason;
  if (item.found !== undefined) view.found = item.found;
  if (item.policy !== undefined) view.policy = item.policy;
  if (item.existing !== undefined) view.existing = item.existing;
  return view;
}

/** One status for several records (the three DKIM CNAMEs): failed wins, then pending, else verified. */
export function combinedStatus(statuses: readonly string[]): RecordStatus | null {
  if (statuses.length === 0) return null;
  if (statuses.some((s) => s === 'failed')) return 'failed';
  return statuses.every((s) => s === 'verified') ? 'verified' : 'pending';
}

/**
 * The flat fields of the setup contract (docs/product.md › DNS records), from the records. mxRecordValue is
 * 'priority host'; dkimSelector lists the Easy DKIM selectors (the tokens) comma-separated; dkimPublicKey
 * is null because SES keeps the key (the records are CNAMEs to it).
 */
export function flatDnsFields(records: readonly DnsRecordView[]): SetupDnsChanges {
  const of = (kind: string) => records.filter((r) => (r.kind ?? r.id.replace(/\d+$/, '')) === kind);
  const mx = of('mx')[0];
  const spf = of('spf')[0];
  const dkim = of('dkim');
  const dmarc = of('dmarc')[0];
  return {
    mxRecordValue: mx ? `${mx.priority ?? 10} ${mx.value}` : null,
    mxStatus: mx?.status ?? null,
    spfRecordValue: spf?.value ?? null,
    spfStatus: spf?.status ?? null,
    dkimSelector: dkim.length ? dkim.map((r) => r.name.split('._domainkey.')[0]).join(',') : null,
    dkimPublicKey: null,
    dkimStatus: combinedStatus(dkim.map((r) => r.status)),
    dmarcRecordValue: dmarc?.value ?? null,
    dmarcStatus: dmarc?.status ?? null,
  };
}

/**
 * The DNS orchestration over the ports (initiate, verify, recheck) with in-memory stand-ins for the store
 * and DNS, for what is awkward to reach over HTTP: a domain changed after initiation, SES's own status,
 * the records mapping onto the setup contract. The HTTP paths are in tests/integration/dns.
 */
import { describe, expect, it } from 'vitest';
import { InProcessTenants } from '../../support/in-process-tenants';
import { LocalIdentities } from '../../../lambdas/adapters/local/identities';
import { initiateSetupDns } from '../../../lambdas/domain/dns/initiate-setup-dns';
import { flatDnsFields, toRecordView } from '../../../lambdas/domain/dns/setup-dns-fields';
import { readSetupDns, toDnsSetup } from '../../../lambdas/domain/items/setup';
import { recheckDueSetups } from '../../../lambdas/domain/dns/recheck-due';
import { detectSetupProvider } from '../../../lambdas/domain/dns/detect-setup-provider';
import { verifySetupDns } from '../../../lambdas/domain/dns/verify-setup-dns';
import type { DnsSettings } from '../../../lambdas/domain/dns/settings';
import type { Identities, SendingIdentity } from '../../../lambdas/ports/identities';
import { keys } from '../../../lambdas/table';
import { setupSchema } from '../../../shared/contracts/setup';
import { expectedRecords } from '../../../shared/dns/records';
import { DomainError } from '../../../lambdas/domain/errors';
import { FakeClock, MemoryStore } from '../tracking/memory-store';
import { fakeDns } from './fake-dns';

const settings: DnsSettings = {
  region: 'us-east-1',
  dmarcReportAddress: 'dmarc@jm.test',
  authoritative: undefined,
};
const SUB = 'user-1';

async function world(domain: string | null = 'shop.com') {
  const store = new MemoryStore();
  const clock = new FakeClock();
  const identities = new LocalIdentities(store, new InProcessTenants());
  await store.put({
    ...keys.setup(SUB),
    id: 'setup-1',
    userId: SUB,
    ...(domain ? { domain } : {}),
    formComplete: false,
    createdAt: '2025-03-01T00:00:00.000Z',
    updatedAt: '2025-03-01T00:00:00.000Z',
  });
  return { store, clock, identities };
}

/** A correct zone for these records, as 'TYPE name' -> values. */
function zoneOf(records: ReturnType<typeof readSetupDns>['records']): Record<string, string[]> {
  const z: Record<string, string[]> = {};
  for (const r of records) {
    const key = `${r.type} ${r.name}`;
    z[key] = [...(z[key] ?? []), r.type === 'MX' ? `${r.priority} ${r.value}` : r.value];
  }
  return z;
}

describe('initiate + verify over the ports', () => {
  it('re-prepares the records when the domain changed after initiation', async () => {
    const w = await world('old-shop.com');
    await initiateSetupDns({ userId: SUB }, w, settings);
    await w.store.update(keys.setup(SUB), { domain: 'new-shop.com' });
    const item = await verifySetupDns({ userId: SUB }, { ...w, dns: fakeDns({}) }, settings);
    const view = readSetupDns(item);
    expect(view.dnsDomain).toBe('new-shop.com');
    expect(view.records.map((r) => r.name)).toContain('_dmarc.new-shop.com');
    expect(view.records.every((r) => !r.name.includes('old-shop'))).toBe(true);
  });

  it('SES still checking a correct record: pending (awaiting_ses), never failed', async () => {
    const w = await world();
    const first = readSetupDns(await initiateSetupDns({ userId: SUB }, w, settings));
    const ses: Identities = {
      ensure: (d, m) => w.identities.ensure(d, m),
      remove: (d) => w.identities.remove(d),
      tenants: w.identities.tenants,
      get: async (d): Promise<SendingIdentity | undefined> => ({
        ...(await w.identities.get(d))!,
        dkimStatus: 'pending',
        mailFromStatus: 'success',
      }),
    };
    const item = await verifySetupDns(
      { userId: SUB },
      { ...w, identities: ses, dns: fakeDns(zoneOf(first.records)) },
      settings,
    );
    const view = readSetupDns(item);
    expect(view.records.find((r) => r.id === 'dkim1')).toMatchObject({
      status: 'pending',
      reasonCode: 'awaiting_ses',
    });
    expect(view.records.find((r) => r.id === 'mx')?.status).toBe('verified');
    expect(view.overall).toBe('partially_verified');
    expect(item.dkimStatus).toBe('pending');
  });

  it('initiating without a domain is "Setup Incomplete"', async () => {
    const w = await world(null);
    const error = await initiateSetupDns({ userId: SUB }, w, settings).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ kind: 'invalid', message: 'Please complete previous steps first.' });
    expect(w.store.writes).toBe(1); // only the setup written by the test
  });

  it('a recheck error for one setup is counted and leaves the others checked', async () => {
    const w = await world();
    await initiateSetupDns({ userId: SUB }, w, settings);
    await w.store.put({
      ...keys.setup('ghost'),
      ...keys.dnsRecheckIndex('2025-03-01T12:30:00.000Z'),
      userId: 'ghost',
    });
    w.clock.advance(2 * 3_600_000);
    const broken = { ...w, dns: fakeDns({}) };
    const summary = await recheckDueSetups(broken, settings, { warn: () => undefined });
    expect(summary).toMatchObject({ due: 2, rescheduled: 1, errors: 1 });
  });
});

describe('provider detection', () => {
  it('a DNS failure is only logged: Other/Manual, nothing stored (docs/product.md › DNS providers)', async () => {
    const w = await world();
    const logged: unknown[] = [];
    const writes = w.store.writes;
    const dns = fakeDns({}, { fail: ['NS shop.com'] });
    const result = await detectSetupProvider({ userId: SUB }, { store: w.store, dns, clock: w.clock }, (e) =>
      logged.push(e),
    );
    expect(result).toEqual({
      provider: { id: 'other', name: 'Other/Manual', detectedName: 'Unknown / Custom Setup' },
    });
    expect(logged).toHaveLength(1);
    expect(w.store.writes).toBe(writes);
  });

  it('a detected provider is stored on the setup', async () => {
    const w = await world();
    const dns = fakeDns({ 'NS shop.com': ['ns1.wixdns.net', 'ns0.wixdns.net'] });
    const result = await detectSetupProvider(
      { userId: SUB },
      { store: w.store, dns, clock: w.clock },
      () => undefined,
    );
    expect(result.provider).toEqual({ id: 'wix', name: 'Wix', detectedName: 'Wix' });
    expect(await w.store.get(keys.setup(SUB))).toMatchObject({
      dnsProviderId: 'wix',
      dnsProviderName: 'Wix',
    });
  });
});

describe('records on the setup contract', () => {
  const records = expectedRecords({
    domain: 'shop.com',
    region: 'us-east-1',
    dkimTokens: ['aaa', 'bbb', 'ccc'],
    dmarc: { reportAddress: 'dmarc@jm.test' },
  }).map(toRecordView);

  it('flat fields: MX as "priority host", DKIM selectors listed, DKIM status combined (failed wins)', () => {
    const dkimFailed = records.map((r) =>
      r.id === 'dkim2' ? { ...r, status: 'failed' } : r.kind === 'dkim' ? { ...r, status: 'verified' } : r,
    );
    expect(flatDnsFields(dkimFailed)).toEqual({
      mxRecordValue: '10 feedback-smtp.us-east-1.amazonses.com',
      mxStatus: 'pending',
      spfRecordValue: 'v=spf1 include:amazonses.com ~all',
      spfStatus: 'pending',
      dkimSelector: 'aaa,bbb,ccc',
      dkimPublicKey: null,
      dkimStatus: 'failed',
      dmarcRecordValue: 'v=DMARC1; p=none; rua=mailto:dmarc@jm.test',
      dmarcStatus: 'pending',
    });
  });

  it('the reason sentence goes in `reason`, its code in `reasonCode`', () => {
    const view = toRecordView({
      ...expectedRecords({
        domain: 'a.com',
        region: 'us-east-1',
        dkimTokens: [],
        dmarc: { reportAddress: 'x@y.z' },
      })[0]!,
      reason: 'not_found',
      message: 'Not yet.',
    });
    expect(view).toMatchObject({ reason: 'Not yet.', reasonCode: 'not_found' });
  });

  it('the setup answered by the DNS routes satisfies the setup contract and drops unreadable records', () => {
    const setup = toDnsSetup({
      ...keys.setup(SUB),
      id: 'setup-1',
      userId: SUB,
      domain: 'shop.com',
      dnsRecords: [...records, { junk: true }],
      overallDnsStatus: 'pending',
      createdAt: '2025-03-01T00:00:00.000Z',
      updatedAt: '2025-03-01T00:00:00.000Z',
    });
    expect(setupSchema.safeParse(setup).success).toBe(true);
    expect(setup.dnsRecords).toHaveLength(6);
    expect(setup).not.toHaveProperty('pk');
  });
});
